import Foundation

/// Rows, as SwiftUI's `List`.
///
/// With a selection binding, its node's control is ``ViewNode/Control/pick(_:)``: picking a row
/// by its tag (its `ForEach` id) selects it.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: Binding<SelectionValue?>?

  /// A list of rows.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
    self.selection = nil
  }

  /// A list of rows, one of which can be selected.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }

  /// A list of a row per element of identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    SelectionValue == Never
  {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A list of a row per element of data, identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension List: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = container(.list, [], context.nodes(of: content))
    if let selection {
      node.value = valueText(selection.wrappedValue as Any)
      node.control = .picking { (value: SelectionValue) in selection.wrappedValue = value }
      node.isEnabled = context.environment.isEnabled
    }
    return [node]
  }
}

/// Controls for entering data, grouped in sections, as SwiftUI's `Form`.
public struct Form<Content: View>: View {
  let content: Content

  /// A form.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Form: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [container(.form, [], context.nodes(of: content))]
  }
}

/// A part of a list or a form, with a header and a footer, as SwiftUI's `Section`: its node's
/// label is the header, its children the content, and what is attached the footer.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with a header and a footer, given as views.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header, given as a view.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// A section with a footer, given as a view.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// A section with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }
}

extension Section: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = ViewNode(
      .section, label: context.appending(.slot("header")).nodes(of: header),
      children: context.nodes(of: content))
    node.attached = context.appending(.slot("footer")).nodes(of: footer)
    return [node]
  }
}

/// A title beside a value or a control, as SwiftUI's `LabeledContent`.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Content with a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension LabeledContent where Label == Text {
  /// Content with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Content with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value with a title.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A value with a title.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A value, as a format style writes it, with a title.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  /// A value, as a format style writes it, with a title.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}

extension LabeledContent: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [
      ViewNode(
        .labeledContent, label: context.appending(.slot("label")).nodes(of: label),
        children: context.nodes(of: content))
    ]
  }
}

/// Content that a user shows or hides, as SwiftUI's `DisclosureGroup`: its control toggles
/// whether it is expanded, and its children are the content only while it is.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?

  /// A disclosure group that keeps whether it is expanded itself.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    self.isExpanded = nil
  }

  /// A disclosure group expanded while a binding is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension DisclosureGroup where Label == Text {
  /// A disclosure group with a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A disclosure group with a title, expanded while a binding is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A disclosure group with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A disclosure group with a title, expanded while a binding is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

extension DisclosureGroup: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    let isExpanded = self.isExpanded ?? context.stateBinding("isExpanded", initial: false)
    var node = ViewNode(.disclosureGroup, label: context.appending(.slot("label")).nodes(of: label))
    if isExpanded.wrappedValue { node.children = context.nodes(of: content()) }
    node.value = "\(isExpanded.wrappedValue)"
    node.control = .toggle(isExpanded)
    node.isEnabled = context.environment.isEnabled
    return [node]
  }
}
