/// The argument of `send`, `receive` and `replace`: an action literal, parsed once when the line
/// is read, and the text after it; the loaded feature decodes the literal as its action.
struct ActionText: Equatable, Sendable, Codable {
  /// The argument as typed, its leading whitespace skipped.
  let argument: SessionCommand.Argument
  /// The literal at the start of the argument, or nil when the argument is empty or, for a
  /// command whose action is optional, starts with a block (`receive { count = 0 }`).
  let literal: Literal?

  /// A parsed literal and what follows it, or why it does not parse.
  enum Literal: Equatable, Sendable, Codable {
    /// The literal's syntax, its ranges from the start of ``ActionText/argument``, and the text
    /// after it, its leading whitespace skipped.
    case parsed(LiteralSyntax, rest: SessionCommand.Argument)
    /// The literal does not parse: the parser's error, its offset from the start of the
    /// argument. Only the feature can tell the user what to type instead.
    case failed(LiteralParseError)
  }

  /// Reads `argument`.
  ///
  /// - Parameter isOptional: Whether the action may be left out before a block, as `receive`'s.
  init(_ argument: SessionCommand.Argument, isOptional: Bool = false) {
    self.argument = argument
    guard !argument.isEmpty, !(isOptional && argument.text.hasPrefix("{")) else {
      literal = nil
      return
    }
    do {
      let parsed = try LiteralParser.parsePrefix(argument.text)
      let end = argument.text.utf8.index(argument.text.startIndex, offsetBy: parsed.end)
      let rest = SessionCommand.Argument(
        text: argument.text[end...], offset: argument.offset + parsed.end)
      literal = .parsed(parsed.syntax, rest: rest.skippingLeadingWhitespace)
    } catch {
      literal = .failed(error)
    }
  }

  /// Whether there is no action: nothing, or only a block.
  var isEmpty: Bool { literal == nil }

  /// What follows the action: a block, or nothing; the whole argument when there is no action.
  var rest: SessionCommand.Argument {
    guard case let .parsed(_, rest) = literal else { return argument }
    return rest
  }

  /// The same action, its text starting at UTF-8 offset `offset` of another line.
  func moved(to offset: Int) -> ActionText {
    let shift = offset - argument.offset
    func moved(_ argument: SessionCommand.Argument) -> SessionCommand.Argument {
      SessionCommand.Argument(text: argument.text, offset: argument.offset + shift)
    }
    let literal: Literal? =
      switch self.literal {
      case let .parsed(syntax, rest): .parsed(syntax, rest: moved(rest))
      case let other: other
      }
    return ActionText(argument: moved(argument), literal: literal)
  }

  private init(argument: SessionCommand.Argument, literal: Literal?) {
    self.argument = argument
    self.literal = literal
  }
}
