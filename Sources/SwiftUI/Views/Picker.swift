/// A control that picks one of its options, as SwiftUI's `Picker`.
///
/// Its node's children are the options, each with the ``ViewNode/tag`` that picks it (its `tag`,
/// or its `ForEach` id); its value is the selection; its control ``ViewNode/Control/pick(_:)``
/// sets the selection to an option's tag.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker with a label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  /// A picker with a label given as a view.
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.label = label
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Picker where Label == Text {
  /// A picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = ViewNode(
      .picker, label: context.appending(.slot("label")).nodes(of: label),
      children: context.nodes(of: content))
    node.value = valueText(selection.wrappedValue)
    let selection = self.selection
    node.control = .picking { selection.wrappedValue = $0 }
    node.isEnabled = context.environment.isEnabled
    return [node]
  }
}

extension View {
  /// This view, as the option of a `Picker` or the tab of a `TabView` that `tag` picks.
  ///
  /// - Parameter tag: The value that picks it.
  /// - Returns: The view.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    eachNode { node, _ in
      node.tag = AnyHashable(tag)
      node.attributes.append(ViewNode.Attribute("tag", valueText(tag)))
    }
  }
}

/// Progress, as SwiftUI's `ProgressView`: its node's value is the fraction done, or nothing for
/// progress of unknown length.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label
  let currentValueLabel: CurrentValueLabel

  private init(fraction: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// Progress of a value out of a total, with labels.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: value.map { Double($0 / total) }, label: label(),
      currentValueLabel: currentValueLabel())
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Progress of unknown length, with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: EmptyView())
  }

  /// Progress of a value out of a total, with a label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fraction: value.map { Double($0 / total) }, label: label(), currentValueLabel: EmptyView())
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Progress of unknown length.
  public init() {
    self.init(fraction: nil, label: EmptyView(), currentValueLabel: EmptyView())
  }

  /// Progress of a value out of a total.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(
      fraction: value.map { Double($0 / total) }, label: EmptyView(),
      currentValueLabel: EmptyView())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Progress of unknown length, with a title.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: EmptyView())
  }

  /// Progress of unknown length, with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: EmptyView())
  }

  /// Progress of a value out of a total, with a title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(
      fraction: value.map { Double($0 / total) }, label: Text(titleKey),
      currentValueLabel: EmptyView())
  }
}

extension ProgressView: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = ViewNode(
      .progressView, label: context.appending(.slot("label")).nodes(of: label),
      children: context.appending(.slot("value")).nodes(of: currentValueLabel))
    node.value = fraction.map { "\($0)" }
    return [node]
  }
}

/// A button that turns editing of the list in the environment's `editMode` on and off, as
/// SwiftUI's `EditButton`.
public struct EditButton: View {
  /// An edit button.
  public init() {}

  public var body: Never { primitiveBody(of: Self.self) }
}

extension EditButton: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    let editMode = context.environment.editMode
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    var node = ViewNode(.editButton, label: [ViewNode(.text, text: isEditing ? "Done" : "Edit")])
    node.control = .tap {
      editMode?.wrappedValue = isEditing ? .inactive : .active
    }
    node.isEnabled = context.environment.isEnabled && editMode != nil
    return [node]
  }
}

/// Views shown one at a time, picked by their tab items, as SwiftUI's `TabView`: its children
/// are the tabs, each wrapped in its ``ViewNode/Kind/tabItem`` node, and with a selection its
/// control picks a tab by its tag.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs, one of which is selected.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension TabView where SelectionValue == Int {
  /// Tabs.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

extension TabView: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = container(.tabView, [], context.nodes(of: content))
    if let selection {
      node.value = valueText(selection.wrappedValue)
      node.control = .picking { selection.wrappedValue = $0 }
    }
    return [node]
  }
}

extension View {
  /// This view as a tab of a `TabView`, with the label its tab shows.
  ///
  /// - Parameter label: The tab's label.
  /// - Returns: The view.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let label = label()
    return wrapped(in: .tabItem) { node, context in
      node.label = context.appending(.slot("tabItem")).nodes(of: label)
    }
  }
}

extension ViewNode.Control {
  /// A control that picks an option by its tag, when the tag is a `Value`.
  ///
  /// - Parameter select: Selects a value.
  /// - Returns: The control.
  static func picking<Value>(_ select: @escaping @MainActor (Value) -> Void) -> Self {
    .pick { tag in
      guard let value = tag.base as? Value else { return false }
      select(value)
      return true
    }
  }
}
