/// The lexical rules for Swift identifiers, as far as literals need them.
enum Identifier {
  /// Words that must be written in backticks to be used as a case or label name.
  static let keywords: Set<String> = [
    "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
    "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
    "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
    "typealias", "var", "where", "while",
  ]

  /// Whether `scalar` may start an identifier.
  static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    // U+FFFD is what invalid UTF-8 decodes to; it never names anything.
    return scalar != "\u{FFFD}" && scalar.properties.isXIDStart
  }

  /// Whether `scalar` may continue an identifier.
  static func isBody(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return isHead(scalar) || ("0"..."9").contains(scalar) }
    return scalar != "\u{FFFD}" && scalar.properties.isXIDContinue
  }

  /// `name` as it must be written in source: in backticks when it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) && name != "init" ? "`\(name)`" : name
  }
}
