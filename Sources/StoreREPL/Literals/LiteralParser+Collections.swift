extension LiteralParser {
  /// bracketed := '[' ']' | '[' ':' ']' | '[' value (',' value)* ','? ']'
  ///            | '[' value ':' value (',' value ':' value)* ','? ']'
  mutating func parseBracketed() throws(LiteralParseError) -> LiteralSyntax {
    let start = position
    try enter()
    defer { leave() }
    position += 1  // the '['
    skipTrivia()
    if consume(UInt8(ascii: "]")) {
      return LiteralSyntax(.array([]), range: start..<position)
    }
    if consume(UInt8(ascii: ":")) {
      skipTrivia()
      guard consume(UInt8(ascii: "]")) else {
        throw LiteralParseError(.expectedCloser(.dictionary), at: position)
      }
      return LiteralSyntax(.dictionary([]), range: start..<position)
    }
    let first = try parseValue()
    skipTrivia()
    if peek() == UInt8(ascii: ":") {
      return try parseDictionary(start: start, firstKey: first)
    }
    var elements = [first]
    var progress = LoopProgress()
    while progress.advanced(to: position) {
      if consume(UInt8(ascii: "]")) {
        return LiteralSyntax(.array(elements), range: start..<position)
      }
      guard consume(UInt8(ascii: ",")) else { break }
      skipTrivia()
      if consume(UInt8(ascii: "]")) {
        return LiteralSyntax(.array(elements), range: start..<position)
      }
      elements.append(try parseValue())
      skipTrivia()
    }
    throw LiteralParseError(
      peek() == nil ? .expectedCloser(.array) : .expectedCommaOrCloser(.array), at: position)
  }

  /// dictionary := (continues after the first key) ':' value (',' value ':' value)* ','? ']'
  mutating func parseDictionary(
    start: Int, firstKey: LiteralSyntax
  ) throws(LiteralParseError) -> LiteralSyntax {
    var elements: [LiteralSyntax.DictionaryElement] = []
    var key = firstKey
    var progress = LoopProgress()
    while progress.advanced(to: position) {
      guard consume(UInt8(ascii: ":")) else {
        throw LiteralParseError(.expectedColonAfterKey, at: position)
      }
      skipTrivia()
      let value = try parseValueAfterColon()
      elements.append(LiteralSyntax.DictionaryElement(key: key, value: value))
      skipTrivia()
      if consume(UInt8(ascii: "]")) {
        return LiteralSyntax(.dictionary(elements), range: start..<position)
      }
      guard consume(UInt8(ascii: ",")) else { break }
      skipTrivia()
      if consume(UInt8(ascii: "]")) {
        return LiteralSyntax(.dictionary(elements), range: start..<position)
      }
      key = try parseValue()
      skipTrivia()
    }
    throw LiteralParseError(
      peek() == nil ? .expectedCloser(.dictionary) : .expectedCommaOrCloser(.dictionary),
      at: position)
  }

  /// parenthesized := '(' (argument (',' argument)* ','?)? ')'
  ///
  /// One unlabeled element in parentheses is that element; anything else is a tuple.
  mutating func parseParenthesized() throws(LiteralParseError) -> LiteralSyntax {
    let start = position
    let elements = try parseArguments(closer: .tuple)
    if elements.count == 1, elements[0].label == nil {
      return elements[0].value
    }
    return LiteralSyntax(.tuple(elements), range: start..<position)
  }
}
