extension LiteralParser {
  /// stackElementID := '#' digits
  ///
  /// A navigation stack's element id as it dumps, `#0`: read as `StackElementID(generation: 0)`,
  /// so that it decodes where an id is expected and nowhere else.
  mutating func parseStackElementID() throws(LiteralParseError) -> LiteralSyntax {
    let start = position
    position += 1
    let number = try parseNumber()
    guard case .integer = number.kind else {
      throw LiteralParseError(.expectedValue(found: text(from: start)), at: start)
    }
    let call = LiteralSyntax.Call(
      typePath: ["StackElementID"], typeRange: start..<start + 1,
      arguments: [LiteralSyntax.Argument(label: "generation", value: number)])
    return LiteralSyntax(.call(call), range: start..<position)
  }

  /// number := '-'? ('0x' hexDigits | '0o' octalDigits | '0b' binaryDigits
  ///                 | digits ('.' digits)? (('e' | 'E') ('+' | '-')? digits)?)
  ///
  /// Digits may be separated by `_` after the first one, as in Swift.
  mutating func parseNumber() throws(LiteralParseError) -> LiteralSyntax {
    let start = position
    let isNegative = consume(UInt8(ascii: "-"))
    guard let first = peek(), isDigit(first, radix: 10) else {
      throw LiteralParseError(
        .expectedValue(found: isNegative ? "-" : characterText()), at: start)
    }
    if first == UInt8(ascii: "0"), let marker = peek(1), let radix = radix(marker) {
      position += 2
      guard let next = peek(), isDigit(next, radix: radix) else {
        let prefix = String(decoding: bytes[start..<position], as: UTF8.self)
        throw LiteralParseError(.expectedDigits(after: prefix), at: position)
      }
      let digits = scanDigits(radix: radix)
      guard let magnitude = UInt64(digits, radix: radix) else {
        throw LiteralParseError(.integerTooLarge(text(from: start)), at: start)
      }
      return integer(isNegative: isNegative, magnitude: magnitude, start: start)
    }
    var text = scanDigits(radix: 10)
    var isFloat = false
    if peek() == UInt8(ascii: "."), let next = peek(1), isDigit(next, radix: 10) {
      position += 1
      text += "." + scanDigits(radix: 10)
      isFloat = true
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      text += "e"
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
        text += String(UnicodeScalar(bytes[position]))
        position += 1
      }
      guard let digit = peek(), isDigit(digit, radix: 10) else {
        throw LiteralParseError(.expectedDigits(after: self.text(from: start)), at: position)
      }
      text += scanDigits(radix: 10)
      isFloat = true
    }
    guard isFloat else {
      guard let magnitude = UInt64(text) else {
        throw LiteralParseError(.integerTooLarge(self.text(from: start)), at: start)
      }
      return integer(isNegative: isNegative, magnitude: magnitude, start: start)
    }
    guard let value = Double((isNegative ? "-" : "") + text), value.isFinite else {
      throw LiteralParseError(.invalidFloat(self.text(from: start)), at: start)
    }
    return LiteralSyntax(.float(value), range: start..<position)
  }

  /// The radix a `0x`/`0o`/`0b` marker selects.
  private func radix(_ marker: UInt8) -> Int? {
    switch marker {
    case UInt8(ascii: "x"): 16
    case UInt8(ascii: "o"): 8
    case UInt8(ascii: "b"): 2
    default: nil
    }
  }

  /// Whether `byte` is a digit in `radix`.
  private func isDigit(_ byte: UInt8, radix: Int) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) < radix
    case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): radix == 16
    default: false
    }
  }

  /// Reads digits and `_` separators; returns the digits alone.
  private mutating func scanDigits(radix: Int) -> String {
    var digits = ""
    while let byte = peek(), isDigit(byte, radix: radix) || byte == UInt8(ascii: "_") {
      if byte != UInt8(ascii: "_") { digits.unicodeScalars.append(UnicodeScalar(byte)) }
      position += 1
    }
    return digits
  }

  /// The input from `start` to the current position.
  private func text(from start: Int) -> String {
    String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private func integer(isNegative: Bool, magnitude: UInt64, start: Int) -> LiteralSyntax {
    let literal = LiteralSyntax.IntegerLiteral(isNegative: isNegative, magnitude: magnitude)
    return LiteralSyntax(.integer(literal), range: start..<position)
  }
}
