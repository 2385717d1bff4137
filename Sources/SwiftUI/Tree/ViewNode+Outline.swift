extension ViewNode: CustomStringConvertible {
  /// The node and everything under it as an indented outline, a line a node:
  ///
  /// ```text
  /// VStack
  ///   Text "0" .font(.largeTitle) .monospacedDigit()
  ///   Button "Increment" {tap}
  ///   sheet {presented}
  ///     Text "Behind"
  ///     attached:
  ///       TextField "Name" = "Blob" {text}
  /// ```
  ///
  /// A line is the node's ``Kind/name``, its text, its label when that is one plain `Text`, its
  /// value, its attributes as the modifiers are written, what a user can do with it (`{tap}`,
  /// `{text}`, `{toggle}`, `{stepper}`, `{slider}`, `{pick}`, `{presented}` or
  /// `{not presented}`), its handlers (`[task]`) and `(disabled)` for a control turned off.
  /// Under it: a label of more than one plain text (`label:`), the children, then what is
  /// attached (`attached:`).
  public var description: String {
    var lines: [String] = []
    appendOutline(to: &lines, indent: "")
    return lines.joined(separator: "\n")
  }

  private func appendOutline(to lines: inout [String], indent: String) {
    var line = indent + kind.name
    if let text { line += " " + Self.quoted(text) }
    let inlineLabel = label.count == 1 && label[0].isPlainText
    if inlineLabel, let text = label[0].text { line += " " + Self.quoted(text) }
    if let value {
      if case .text? = control {
        line += " = " + Self.quoted(value)
      } else {
        line += " = " + value
      }
    }
    for attribute in attributes { line += " \(attribute)" }
    if let control { line += " {\(Self.name(of: control))}" }
    for handler in handlers { line += " [\(handler.name)]" }
    if control != nil, !isEnabled { line += " (disabled)" }
    lines.append(line)
    if !label.isEmpty, !inlineLabel {
      lines.append(indent + "  label:")
      for node in label { node.appendOutline(to: &lines, indent: indent + "    ") }
    }
    for child in children { child.appendOutline(to: &lines, indent: indent + "  ") }
    if !attached.isEmpty {
      lines.append(indent + "  attached:")
      for node in attached { node.appendOutline(to: &lines, indent: indent + "    ") }
    }
  }

  /// A `Text` with nothing but its words.
  private var isPlainText: Bool {
    kind == .text && attributes.isEmpty && children.isEmpty && handlers.isEmpty
  }

  private static func name(of control: Control) -> String {
    switch control {
    case .tap: "tap"
    case .text: "text"
    case .toggle: "toggle"
    case .stepper: "stepper"
    case .slider: "slider"
    case .pick: "pick"
    case .presentation(let isPresented, _): isPresented ? "presented" : "not presented"
    }
  }

  /// The text in double quotes, with quotes, backslashes and newlines escaped as Swift does.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}
