/// Text made safe for the pages the shell writes: escaped for HTML, or written as a JSON string
/// that a `<script>` element can hold.
enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` written as entities: safe in an element and in a
  /// quoted attribute.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// `text` as a JSON string literal, quotes included.
  ///
  /// `<`, `>` and `&` are written as `\u003c`, `\u003e` and `\u0026`, so that no `</script>`
  /// or `<!--` in the text can end or disturb the script element that holds the JSON.
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        result += unicodeEscape(scalar)
      default:
        if scalar.value < 0x20 {
          result += unicodeEscape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
