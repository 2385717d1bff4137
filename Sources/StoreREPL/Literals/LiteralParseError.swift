/// Why a literal could not be parsed, and where.
///
/// The error is a value; ``message`` is the one place its text is written and
/// ``rendered(in:literalOffset:)`` points at the column.
package struct LiteralParseError: LocatedError, Sendable, Hashable {
  /// What went wrong.
  package var kind: Kind
  /// Where, as a UTF-8 byte offset into the parsed text.
  package var offset: Int

  /// Creates an error.
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - offset: Where, as a UTF-8 byte offset into the parsed text.
  package init(_ kind: Kind, at offset: Int) {
    self.kind = kind
    self.offset = offset
  }

  /// The closing delimiters the parser looks for, each named for what it closes.
  package enum Closer: Sendable, Hashable, Codable {
    /// `)` after a case payload.
    case payload
    /// `)` after the arguments of a constructor call.
    case call
    /// `)` after a tuple or a parenthesized value.
    case tuple
    /// `]` after an array.
    case array
    /// `]` after a dictionary.
    case dictionary
    /// `>` after generic arguments.
    case genericArguments
  }

  /// The things that can go wrong.
  package enum Kind: Sendable, Hashable, Codable {
    /// A value was expected; `found` is the text there, `nil` at the end of the input.
    case expectedValue(found: String?)
    /// A value was expected after `label:` or a dictionary key's `:`.
    case expectedValueAfterColon
    /// `.` was not followed by a name.
    case expectedMemberName
    /// A bare name was written where a case needs a leading dot.
    case expectedLeadingDot(name: String)
    /// A type name was not followed by `.member` or `(…)`.
    case expectedMemberOrCall(type: String)
    /// A closing delimiter is missing.
    case expectedCloser(Closer)
    /// Neither `,` nor the closing delimiter followed an element.
    case expectedCommaOrCloser(Closer)
    /// A dictionary key was not followed by `:`.
    case expectedColonAfterKey
    /// A string literal has no closing quote.
    case unterminatedString
    /// `"""` opens a multi-line string, which a one-line literal cannot hold.
    case multilineString
    case unterminatedMultilineString
    case insufficientIndentation
    /// `\(` inside a string.
    case stringInterpolation
    /// A backslash escape that Swift does not know.
    case invalidEscape(String)
    /// `\u{…}` without a valid Unicode scalar in it.
    case invalidUnicodeEscape
    /// A control character inside a string literal.
    case controlCharacterInString(UInt32)
    /// Digits were expected, as after `0x` or in an exponent.
    case expectedDigits(after: String)
    /// An integer literal does not fit in 64 bits.
    case integerTooLarge(String)
    /// A floating-point literal that is not a finite number.
    case invalidFloat(String)
    /// A control character outside a string literal.
    case controlCharacter(UInt32)
    /// A backquoted name was not closed.
    case unterminatedBackquote
    /// More input followed a complete literal.
    case trailingText(String)
    /// Nesting went deeper than ``LiteralParser/maximumDepth``.
    case tooDeeplyNested(limit: Int)
    /// `\` was not followed by a property to name: `\.name`.
    case expectedKeyPathProperty
  }
}

extension LiteralParseError {
  /// The message a user reads, without location.
  package var message: String {
    switch kind {
    case .expectedValue(let found?):
      return "expected a value, found '\(found)'"
    case .expectedValue(nil):
      return "expected a value"
    case .expectedValueAfterColon:
      return "expected a value after ':'"
    case .expectedMemberName:
      return "expected a name after '.'"
    case .expectedLeadingDot(let name):
      return "expected '.' before '\(name)': a case is written '.\(name)'"
    case .expectedMemberOrCall(let type):
      return "expected '.' and a case name or '(' after the type name '\(type)'"
    case .expectedCloser(let closer):
      return "expected '\(closer.symbol)' to close \(closer.noun)"
    case .expectedCommaOrCloser(let closer):
      return "expected ',' or '\(closer.symbol)'"
    case .expectedColonAfterKey:
      return "expected ':' after the dictionary key"
    case .unterminatedString:
      return "unterminated string literal"
    case .unterminatedMultilineString:
      return "unterminated multi-line string: expected a line with its closing '\"\"\"'"
    case .insufficientIndentation:
      return "this line of the multi-line string is indented less than its closing '\"\"\"'"
    case .multilineString:
      return "a multi-line string needs a line break after its opening '\"\"\"'"
    case .stringInterpolation:
      return "string interpolation is not supported in a literal"
    case .invalidEscape(let escape):
      return "invalid escape sequence '\(escape)' in a string literal"
    case .invalidUnicodeEscape:
      return "expected a Unicode scalar in hexadecimal in '\\u{…}'"
    case .controlCharacterInString(let value):
      let hex = String(value, radix: 16, uppercase: true)
      return "control character U+\(hex.leftPadded(to: 4)) in a string literal; write '\\u{\(hex)}'"
    case .expectedDigits(let prefix):
      return "expected digits after '\(prefix.shortened)'"
    case .integerTooLarge(let text):
      return "integer literal '\(text.shortened)' is too large"
    case .invalidFloat(let text):
      return "'\(text.shortened)' is not a finite number"
    case .controlCharacter(let value):
      let hex = String(value, radix: 16, uppercase: true)
      return "unexpected control character U+\(hex.leftPadded(to: 4))"
    case .unterminatedBackquote:
      return "expected '`' to close the name"
    case .trailingText(let text):
      return "unexpected text after the action: '\(text)'"
    case .tooDeeplyNested(let limit):
      return "the literal is nested more than \(limit) levels deep"
    case .expectedKeyPathProperty:
      return "expected '.' and a property name in the key path, such as '\\.name'"
    }
  }
}

extension LiteralParseError.Closer {
  /// The delimiter character.
  var symbol: String {
    switch self {
    case .payload, .call, .tuple: ")"
    case .array, .dictionary: "]"
    case .genericArguments: ">"
    }
  }

  /// What the delimiter closes, for messages.
  var noun: String {
    switch self {
    case .payload: "the payload"
    case .call: "the arguments"
    case .tuple: "the parentheses"
    case .array: "the array"
    case .dictionary: "the dictionary"
    case .genericArguments: "the generic arguments"
    }
  }
}

extension String {
  /// The string cut to 40 characters, with an ellipsis when cut.
  fileprivate var shortened: String {
    count > 40 ? prefix(40) + "…" : self
  }

  /// The string padded with leading zeros to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
