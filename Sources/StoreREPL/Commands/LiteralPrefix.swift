extension SessionCommand.Argument {
  /// Reads the literal at the start of the text, for a command that goes on after it: the action
  /// of `send .x { count = 1 }`, the value of `count = 1;`, the id of `[id: UUID(0)]`.
  ///
  /// - Parameter parseError: The error for a literal that does not parse, given the parser's
  ///   error and this argument; by default the parser's, placed in the line.
  /// - Returns: The literal's syntax, and the text after it (not skipped) with its offset.
  func literalPrefix(
    parseError: (LiteralParseError, Self) -> ShellError = { ShellError($0, shiftedBy: $1.offset) }
  ) throws(ShellError) -> (syntax: LiteralSyntax, rest: Self) {
    let parsed: (syntax: LiteralSyntax, end: Int)
    do {
      parsed = try LiteralParser.parsePrefix(text)
    } catch {
      throw parseError(error, self)
    }
    let end = text.utf8.index(text.startIndex, offsetBy: parsed.end)
    return (parsed.syntax, Self(text: text[end...], offset: offset + parsed.end))
  }

  /// The text with its leading whitespace skipped.
  var skippingLeadingWhitespace: Self {
    let (text, offset) = text.skippingLeadingWhitespace(offset: offset)
    return Self(text: text, offset: offset)
  }
}
