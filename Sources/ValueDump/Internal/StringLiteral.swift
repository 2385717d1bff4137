/// Swift string literals for dumped strings.
package enum StringLiteral {
  /// A one-line literal: plain (`"abc"`), raw when the text holds quotes or backslashes and no
  /// other character that needs escaping (`#"say "hi""#`), escaped otherwise (`"a\tb\n"`).
  static func singleLine(_ string: String, allowRaw: Bool) -> String {
    var needsEscapes = false
    var hasQuoteOrBackslash = false
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"", "\\": hasQuoteOrBackslash = true
      default: if needsEscape(scalar) { needsEscapes = true }
      }
    }
    if !needsEscapes && !hasQuoteOrBackslash { return "\"\(string)\"" }
    if allowRaw && !needsEscapes {
      let hashes = String(repeating: "#", count: rawHashCount(string))
      return "\(hashes)\"\(string)\"\(hashes)"
    }
    return escaped(string)
  }

  /// Whether the text prints between plain quotes as it is: printable ASCII without quotes or
  /// backslashes (checked byte by byte, the common case made cheap).
  static func isPlain(_ string: String) -> Bool {
    string.utf8.allSatisfy {
      $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
  }

  /// The escaped literal: `"a\"b\n"`; with a `limit`, cut after that many characters (`…`
  /// before the closing quote). The literal parser reads back every escape it writes.
  package static func escaped(_ string: String, limit: Int? = nil) -> String {
    var result = "\""
    var count = 0
    for scalar in string.unicodeScalars {
      if let limit, count == limit {
        result += "…"
        break
      }
      count += 1
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        if needsEscape(scalar) {
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Whether a string prints as a `"""` literal: it has line breaks and nothing else that a
  /// multi-line literal could not show as it is.
  static func isMultiline(_ string: String) -> Bool {
    var hasNewline = false
    for scalar in string.unicodeScalars {
      if scalar == "\n" {
        hasNewline = true
      } else if scalar != "\t" && needsEscape(scalar) {
        return false
      }
    }
    return hasNewline
  }

  /// The `#` delimiters a `"""` literal of this text needs (empty when none).
  static func multilineHashes(_ string: String) -> String {
    guard string.utf8.contains(UInt8(ascii: "\\")) || string.contains("\"\"\"") else { return "" }
    return String(repeating: "#", count: rawHashCount(string))
  }

  /// One more `#` than the longest run of `#` after a quote or backslash, so that nothing in
  /// the text can end the raw literal or start an escape.
  private static func rawHashCount(_ string: String) -> Int {
    var longest = 0
    var run = 0
    var counting = false
    for scalar in string.unicodeScalars {
      if scalar == "#" && counting {
        run += 1
        longest = max(longest, run)
      } else {
        counting = scalar == "\"" || scalar == "\\"
        run = 0
      }
    }
    return longest + 1
  }

  /// Whether a scalar would be invisible or change the layout if printed as it is.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F: return false
    case 0x00..<0x20, 0x7F..<0xA0: return true  // C0 and C1 control characters.
    case 0xAD, 0x200B, 0x200C, 0x200E, 0x200F, 0x2028...0x202E, 0x2060...0x2064, 0xFEFF:
      return true  // Invisible formatting; the zero-width joiner (U+200D) is kept for emoji.
    default: return false
    }
  }
}
