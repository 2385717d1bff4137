import Foundation

/// A control a user types text into, as SwiftUI's `TextField`: its node's value is the text,
/// and its control ``ViewNode/Control/text(_:)`` the binding.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let prompt: Text?
  let axis: Axis
  let label: Label
  var onCommit: (@MainActor () -> Void)?

  /// A text field with a label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
  }

  /// A text field with a label that grows along an axis.
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.text = text
    self.prompt = prompt
    self.axis = axis
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension TextField where Label == Text {
  /// A text field with a title.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil,
    axis: Axis = .horizontal
  ) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
  }

  /// A text field with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal
  ) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
  }

  /// A text field with a title that runs `onCommit` when submitted.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping @MainActor () -> Void
  ) {
    self.init(text: text) { Text(titleKey) }
    self.onCommit = onCommit
  }

  /// A text field for a value that a format style writes and parses.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: formatted(value, format), prompt: prompt) { Text(titleKey) }
  }

  /// A text field for a value that a format style writes and parses.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: formatted(value, format), prompt: prompt) { Text(title) }
  }
}

/// A binding to the text of a value: written by the format style, and parsed back into the
/// value when it parses.
private func formatted<F: ParseableFormatStyle>(
  _ value: Binding<F.FormatInput>, _ format: F
) -> Binding<String> where F.FormatOutput == String {
  Binding(
    get: { format.format(value.wrappedValue) },
    set: { text in
      if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
    })
}

extension TextField: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = textInputNode(
      .textField, text: text, label: label, prompt: prompt, in: context)
    if axis == .vertical { node.attributes.append(ViewNode.Attribute("axis", ".vertical")) }
    if let onCommit { node.handlers.append(.submit(onCommit)) }
    return [node]
  }
}

/// A control a user types a secret into, as SwiftUI's `SecureField`: its node's value is the
/// text as dots.
public struct SecureField<Label: View>: View {
  let text: Binding<String>
  let prompt: Text?
  let label: Label

  /// A secure field with a label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension SecureField where Label == Text {
  /// A secure field with a title.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// A secure field with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
}

extension SecureField: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    var node = textInputNode(.secureField, text: text, label: label, prompt: prompt, in: context)
    node.value = String(repeating: "•", count: text.wrappedValue.count)
    return [node]
  }
}

/// A control a user types long text into, as SwiftUI's `TextEditor`.
public struct TextEditor: View {
  let text: Binding<String>

  /// A text editor.
  public init(text: Binding<String>) {
    self.text = text
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension TextEditor: PrimitiveView {
  func nodes(in context: ViewContext) -> [ViewNode] {
    [textInputNode(.textEditor, text: text, label: EmptyView(), prompt: nil, in: context)]
  }
}

/// The node of a control a user types into.
@MainActor
private func textInputNode(
  _ kind: ViewNode.Kind, text: Binding<String>, label: some View, prompt: Text?,
  in context: ViewContext
) -> ViewNode {
  var node = ViewNode(kind, label: context.appending(.slot("label")).nodes(of: label))
  if let prompt {
    node.attributes.append(ViewNode.Attribute("prompt", ViewNode.quoted(prompt.string)))
  }
  node.value = text.wrappedValue
  node.control = .text(text)
  node.isEnabled = context.environment.isEnabled
  return node
}
