extension LiteralParser {
  /// string := '"' (character | escape)* '"'
  mutating func parseString() throws(LiteralParseError) -> LiteralSyntax {
    let start = position
    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
      throw LiteralParseError(.multilineString, at: start)
    }
    position += 1
    let value = try parseStringBody(start: start, hashes: 0)
    return LiteralSyntax(.string(value), range: start..<position)
  }

  /// rawString := '#'+ '"' (character | '\' '#'+ escape)* '"' '#'+   (as many '#' on both sides)
  mutating func parseRawString() throws(LiteralParseError) -> LiteralSyntax {
    let start = position
    var hashes = 0
    while consume(UInt8(ascii: "#")) { hashes += 1 }
    guard peek() == UInt8(ascii: "\"") else {
      throw LiteralParseError(.expectedValue(found: "#"), at: start)
    }
    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
      throw LiteralParseError(.multilineString, at: start)
    }
    position += 1
    let value = try parseStringBody(start: start, hashes: hashes)
    return LiteralSyntax(.string(value), range: start..<position)
  }

  /// The characters of a string up to and including its closing delimiter; `hashes` is the
  /// number of `#` a raw string's delimiter and escapes carry.
  private mutating func parseStringBody(
    start: Int, hashes: Int
  ) throws(LiteralParseError)
    -> String
  {
    var output: [UInt8] = []
    var progress = LoopProgress()
    while progress.advanced(to: position) {
      guard let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else {
        throw LiteralParseError(.unterminatedString, at: start)
      }
      if byte == UInt8(ascii: "\""), closesRawString(at: position + 1, hashes: hashes) {
        position += 1 + hashes
        return String(decoding: output, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\"), closesRawString(at: position + 1, hashes: hashes) {
        let escapeStart = position
        position += 1 + hashes
        try parseEscape(start: escapeStart, into: &output)
        continue
      }
      if (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F {
        throw LiteralParseError(.controlCharacterInString(UInt32(byte)), at: position)
      }
      output.append(byte)
      position += 1
    }
    throw LiteralParseError(.unterminatedString, at: start)
  }

  /// Whether `hashes` `#` characters follow at `offset` (always true for zero).
  private func closesRawString(at offset: Int, hashes: Int) -> Bool {
    guard hashes > 0 else { return true }
    guard offset + hashes <= bytes.count else { return false }
    return bytes[offset..<(offset + hashes)].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  /// escape := 'n' | 't' | 'r' | '0' | '\' | '"' | ''' | 'u{' hexDigit{1,8} '}'
  /// (after the backslash)
  private mutating func parseEscape(
    start: Int, into output: inout [UInt8]
  ) throws(LiteralParseError) {
    guard let byte = peek() else {
      throw LiteralParseError(.unterminatedString, at: start)
    }
    position += 1
    switch byte {
    case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
    case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
    case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
    case UInt8(ascii: "0"): output.append(0)
    case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): output.append(byte)
    case UInt8(ascii: "("):
      throw LiteralParseError(.stringInterpolation, at: start)
    case UInt8(ascii: "u"):
      let scalar = try parseUnicodeEscape(start: start)
      output.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      let text = characterText(at: position - 1) ?? ""
      throw LiteralParseError(.invalidEscape("\\" + text), at: start)
    }
  }

  /// unicodeEscape := '{' hexDigit{1,8} '}'   (after `\u`)
  private mutating func parseUnicodeEscape(
    start: Int
  ) throws(LiteralParseError)
    -> Unicode.Scalar
  {
    guard consume(UInt8(ascii: "{")) else {
      throw LiteralParseError(.invalidUnicodeEscape, at: start)
    }
    var value: UInt32 = 0
    var count = 0
    var progress = LoopProgress()
    while progress.advanced(to: position), let byte = peek(), let digit = hexValue(byte) {
      count += 1
      guard count <= 8 else { throw LiteralParseError(.invalidUnicodeEscape, at: start) }
      value = value &* 16 &+ digit
      position += 1
    }
    guard count > 0, consume(UInt8(ascii: "}")), let scalar = Unicode.Scalar(value) else {
      throw LiteralParseError(.invalidUnicodeEscape, at: start)
    }
    return scalar
  }

  /// The value of a hexadecimal digit.
  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The character at `offset` as text for a message.
  private func characterText(at offset: Int) -> String? {
    guard let (scalar, _) = scalar(at: offset) else { return nil }
    return String(Character(scalar))
  }
}
