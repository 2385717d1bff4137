/// A hand-written recursive-descent parser for literals in Swift syntax: the syntax the dumper
/// prints and the shell reads (`.numberFactResponse(.success("3 is a good number."))`).
///
/// It reads UTF-8 bytes, keeps byte offsets for every node and error, runs in linear time, and
/// refuses nesting deeper than ``maximumDepth`` instead of exhausting the stack.
package struct LiteralParser {
  /// How deeply arrays, dictionaries, tuples and payloads may nest: far deeper than any action,
  /// and shallow enough that decoding and dumping the value stay well inside a thread's stack,
  /// under Address Sanitizer too. ``decode(_:as:)`` refuses deeper literals built by hand.
  package static let maximumDepth = 256

  let bytes: [UInt8]
  var position = 0
  var depth = 0

  init(_ text: some StringProtocol) {
    bytes = Array(text.utf8)
  }

  /// Parses `text` as exactly one literal, surrounded by optional whitespace.
  /// - Parameter text: The literal, such as `.textFieldChanged("Hi")`.
  /// - Returns: The syntax tree, with ranges as UTF-8 offsets into `text`.
  /// - Throws: ``LiteralParseError`` for malformed input or text after the literal.
  package static func parse(_ text: some StringProtocol) throws(LiteralParseError) -> LiteralSyntax
  {
    var parser = LiteralParser(text)
    return try parser.parseComplete()
  }

  /// Parses one literal at the start of `text` and stops after it, for commands that continue
  /// after the literal (`send .x { count = 1 }`).
  /// - Parameter text: Text starting with optional whitespace and a literal.
  /// - Returns: The syntax tree and the UTF-8 offset just after the literal.
  /// - Throws: ``LiteralParseError`` for a malformed literal.
  package static func parsePrefix(
    _ text: some StringProtocol
  ) throws(LiteralParseError) -> (syntax: LiteralSyntax, end: Int) {
    var parser = LiteralParser(text)
    parser.skipTrivia()
    let syntax = try parser.parseValue()
    return (syntax, parser.position)
  }

  // MARK: - Entry

  /// complete := trivia value trivia end
  mutating func parseComplete() throws(LiteralParseError) -> LiteralSyntax {
    skipTrivia()
    let syntax = try parseValue()
    skipTrivia()
    guard position == bytes.count else {
      let rest = String(decoding: bytes[position..<min(bytes.count, position + 200)], as: UTF8.self)
      let shown =
        rest.count > 40 || position + 200 < bytes.count ? String(rest.prefix(40)) + "…" : rest
      throw LiteralParseError(.trailingText(shown), at: position)
    }
    return syntax
  }

  /// value := member | typeReference | number | stackElementID | string | rawString | bracketed
  ///        | parenthesized | keyPath | 'true' | 'false' | 'nil'
  mutating func parseValue() throws(LiteralParseError) -> LiteralSyntax {
    guard let byte = peek() else {
      throw LiteralParseError(.expectedValue(found: nil), at: position)
    }
    switch byte {
    case UInt8(ascii: "."):
      return try parseMember(typePath: [], start: position)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try parseNumber()
    case UInt8(ascii: "\""):
      return try parseString()
    case UInt8(ascii: "#"):
      if let next = peek(1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
        return try parseStackElementID()
      }
      return try parseRawString()
    case UInt8(ascii: "["):
      return try parseBracketed()
    case UInt8(ascii: "("):
      return try parseParenthesized()
    case UInt8(ascii: "\\"):
      return try parseKeyPath()
    default:
      if byte < 0x20 || byte == 0x7F {
        throw LiteralParseError(.controlCharacter(UInt32(byte)), at: position)
      }
      if byte == UInt8(ascii: "`") || startsIdentifier() {
        return try parseTypeReference()
      }
      throw LiteralParseError(.expectedValue(found: characterText()), at: position)
    }
  }

  // MARK: - Nesting

  /// Enters one level of nesting, refusing to go past ``maximumDepth``.
  mutating func enter() throws(LiteralParseError) {
    guard depth < Self.maximumDepth else {
      throw LiteralParseError(.tooDeeplyNested(limit: Self.maximumDepth), at: position)
    }
    depth += 1
  }

  /// Leaves one level of nesting.
  mutating func leave() {
    depth -= 1
  }

  // MARK: - Bytes

  /// The byte at the current position, if any.
  func peek(_ lookahead: Int = 0) -> UInt8? {
    position + lookahead < bytes.count ? bytes[position + lookahead] : nil
  }

  /// Whether the input continues with `byte`; consumes it if so.
  mutating func consume(_ byte: UInt8) -> Bool {
    guard peek() == byte else { return false }
    position += 1
    return true
  }

  /// Skips spaces, tabs and line breaks.
  mutating func skipTrivia() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    {
      position += 1
    }
  }

  /// The Unicode scalar at `offset` and its length in bytes.
  func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
    guard offset < bytes.count else { return nil }
    var iterator = bytes[offset...].makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return ("\u{FFFD}", 1)
    }
    return (scalar, UTF8.width(scalar))
  }

  /// The character at the current position as text for a message.
  func characterText() -> String? {
    guard let (scalar, _) = scalar(at: position) else { return nil }
    return String(Character(scalar))
  }
}

/// Guards a parsing loop: every turn must consume input, so that no input can hang the parser.
struct LoopProgress {
  private var last = -1

  /// Whether `position` moved past where the previous turn began; records it for the next turn.
  mutating func advanced(to position: Int) -> Bool {
    defer { last = position }
    return position > last
  }
}
