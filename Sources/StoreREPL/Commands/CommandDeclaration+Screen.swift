/// The commands that draw the feature's screen and drive its controls as a user would: what a
/// control sends to the store is the step, as if it had been typed as a `send`.
extension CommandDeclaration {
  static let screen = CommandDeclaration(
    .screen, usage: "screen [on | off]",
    summary:
      "draws the feature's view for the current state, its controls numbered ('on': after "
      + "every step)",
    examples: ["screen", "screen on", "screen off"], completion: .words(["on", "off"])
  ) { arguments throws(ShellError) in
    let word = arguments.word
    switch word.text {
    case "": return .session(.screen(.draw))
    case "on": return .session(.screen(.redraw(true)))
    case "off": return .session(.screen(.redraw(false)))
    default: throw ShellError(.screen(.expectedOnOrOff), at: word.offset)
    }
  }

  static let tap = CommandDeclaration(
    .tap, usage: "tap <control>",
    summary: "taps a button of the screen, by its label or number: what it sends is the step",
    examples: ["tap minus", "tap Number fact", "tap 3"], completion: .controls
  ) { arguments throws(ShellError) in
    .session(.screen(.tap(try arguments.control(for: "tap"))))
  }

  static let type = CommandDeclaration(
    .type, usage: "type <field> \"<text>\"",
    summary: "types into a text field of the screen, through its binding: its text becomes this",
    examples: ["type Name \"Blob\"", "type 1 \"\""], completion: .controls
  ) { arguments throws(ShellError) in
    let whole = arguments.whole
    guard let quote = whole.text.firstIndex(of: "\""),
      let text = unquoted(whole.text[quote...])
    else {
      _ = try arguments.control(for: "type")
      throw ShellError(.screen(.expectedText), at: whole.offset + whole.text.utf8.count)
    }
    let label = whole.text[..<quote].trimmedArgument(offset: whole.offset)
    guard !label.text.isEmpty else {
      throw ShellError(.screen(.expectedControl(command: "type")), at: whole.offset)
    }
    return .session(
      .screen(.type(SessionCommand.Argument(text: label.text, offset: label.offset), text: text)))
  }

  static let toggle = CommandDeclaration(
    .toggle, usage: "toggle <control>",
    summary: "turns a toggle of the screen on or off, or opens a disclosure group",
    examples: ["toggle Notifications", "toggle 2"], completion: .controls
  ) { arguments throws(ShellError) in
    .session(.screen(.toggle(try arguments.control(for: "toggle"))))
  }

  static let pick = CommandDeclaration(
    .pick, usage: "pick <picker> <option>",
    summary: "picks an option of a picker of the screen, by the picker's label or number",
    examples: ["pick Size Large", "pick 1 Large"], completion: .controls
  ) { arguments throws(ShellError) in
    let (picker, option) = try arguments.control(for: "pick").firstWord
    guard !option.isEmpty else {
      throw ShellError(.screen(.expectedOption), at: option.offset)
    }
    return .session(.screen(.pick(picker, option: option)))
  }

  static let back = CommandDeclaration(
    .back, usage: "back",
    summary: "pops the screen on top of the navigation stack, as its back button does",
    request: .session(.screen(.back)))

  static let dismiss = CommandDeclaration(
    .dismiss, usage: "dismiss",
    summary: "closes the sheet, alert or dialog in front, as a swipe down or a tap outside does",
    request: .session(.screen(.dismiss)))

  static let appear = CommandDeclaration(
    .appear, usage: "appear",
    summary:
      "runs the .onAppear and .task closures of what the screen shows, as appearing does: "
      + "what they send is the step",
    request: .session(.screen(.appear)))

  static let refresh = CommandDeclaration(
    .refresh, usage: "refresh",
    summary:
      "runs the .refreshable closure of what the screen shows, as a pull down does: what it "
      + "sends is the step",
    request: .session(.screen(.refresh)))

  /// The text of a string literal that runs to the end of the line, its escapes read: `\"`,
  /// `\\`, `\n`, `\t`; nil when it is not one.
  private static func unquoted(_ literal: Substring) -> String? {
    guard literal.count >= 2, literal.first == "\"", literal.last == "\"" else { return nil }
    var text = ""
    var escaped = false
    for character in literal.dropFirst().dropLast() {
      if escaped {
        switch character {
        case "n": text.append("\n")
        case "t": text.append("\t")
        default: text.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return nil
      } else {
        text.append(character)
      }
    }
    return escaped ? nil : text
  }
}

extension ArgumentText {
  /// The control a screen command names: the rest of the line, which must not be empty.
  fileprivate func control(for command: String) throws(ShellError) -> SessionCommand.Argument {
    let word = self.word
    guard !word.isEmpty else {
      throw ShellError(.screen(.expectedControl(command: command)), at: word.offset)
    }
    return word
  }
}
