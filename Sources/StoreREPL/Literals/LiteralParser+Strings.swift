extension LiteralParser {
  /// string := '"' (character | escape)* '"'
  mutating func parseString() throws(LiteralParseError) -> LiteralSyntax {
    let start = position
    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
      position += 3
      let value = try parseMultilineBody(start: start, hashes: 0)
      return LiteralSyntax(.string(value), range: start..<position)
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
      position += 3
      let value = try parseMultilineBody(start: start, hashes: hashes)
      return LiteralSyntax(.string(value), range: start..<position)
    }
    position += 1
    let value = try parseStringBody(start: start, hashes: hashes)
    return LiteralSyntax(.string(value), range: start..<position)
  }

  /// multilineString := '"""' newline (indent line newline)* indent '"""'
  ///
  /// As in Swift: the closing delimiter's indentation is removed from every line, and escapes
  /// work as in one-line strings. `position` is just after the opening `"""`.
  private mutating func parseMultilineBody(
    start: Int, hashes: Int
  ) throws(LiteralParseError)
    -> String
  {
    if peek() == UInt8(ascii: "\r") { position += 1 }
    guard consume(UInt8(ascii: "\n")) else {
      throw LiteralParseError(.multilineString, at: start)
    }
    // The closing line decides the indentation, so find it first.
    var lineStarts: [Int] = []
    var scan = position
    var closing: (indent: Int, end: Int)?
    while scan <= bytes.count, closing == nil {
      lineStarts.append(scan)
      var indent = scan
      while indent < bytes.count,
        bytes[indent] == UInt8(ascii: " ") || bytes[indent] == UInt8(ascii: "\t")
      {
        indent += 1
      }
      if closesMultiline(at: indent, hashes: hashes) {
        closing = (indent - scan, indent + 3 + hashes)
        lineStarts.removeLast()
        break
      }
      guard let newline = bytes[scan...].firstIndex(of: UInt8(ascii: "\n")) else { break }
      scan = newline + 1
    }
    guard let closing else { throw LiteralParseError(.unterminatedMultilineString, at: start) }
    var output: [UInt8] = []
    for (index, lineStart) in lineStarts.enumerated() {
      if index > 0 { output.append(UInt8(ascii: "\n")) }
      let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      var content = lineStart
      while content < lineEnd, content - lineStart < closing.indent,
        bytes[content] == UInt8(ascii: " ") || bytes[content] == UInt8(ascii: "\t")
      {
        content += 1
      }
      let isBlank = bytes[content..<lineEnd].allSatisfy {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
      }
      if isBlank { continue }
      guard content - lineStart == closing.indent else {
        throw LiteralParseError(.insufficientIndentation, at: content)
      }
      position = content
      var progress = LoopProgress()
      while position < lineEnd, progress.advanced(to: position) {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\r"), position + 1 == lineEnd {
          position += 1
          continue
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
    }
    position = closing.end
    return String(decoding: output, as: UTF8.self)
  }

  /// Whether `"""` followed by `hashes` `#` starts at `offset`.
  private func closesMultiline(at offset: Int, hashes: Int) -> Bool {
    guard offset + 3 + hashes <= bytes.count else { return false }
    for index in 0..<3 where bytes[offset + index] != UInt8(ascii: "\"") { return false }
    for index in 0..<hashes where bytes[offset + 3 + index] != UInt8(ascii: "#") { return false }
    return true
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
