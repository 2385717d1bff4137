/// The name `export test` gives the test function: the file's name in lower camel case
/// (`my-session.swift` gives `mySession`), always a valid Swift identifier.
enum ExportedTestName {
  /// The test's name for a file, or for the session when there is no file.
  ///
  /// - Parameters:
  ///   - path: The file the test is written to, if any.
  ///   - feature: The feature's name, for `<feature>Session` when the file gives no name.
  static func forFile(_ path: String?, feature: String) -> String {
    var base = Substring(path?.split(separator: "/").last ?? "")
    if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
    var parts = words(in: base)
    guard !parts.isEmpty else { return camelCase(words(in: Substring(feature)) + ["Session"]) }
    if parts[0].first!.isNumber { parts.insert("test", at: 0) }
    let name = camelCase(parts)
    return keywords.contains(name) ? name + "Test" : name
  }

  /// The runs of letters and digits in `text`: what an identifier may hold.
  private static func words(in text: Substring) -> [String] {
    text.split { !isIdentifierCharacter($0) }.map(String.init)
  }

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isASCII ? character.isLetter || character.isNumber : character.isLetter
  }

  /// `["my", "session"]` → `mySession`, `["HTTP", "Tests"]` → `httpTests`.
  private static func camelCase(_ words: [String]) -> String {
    guard let first = words.first else { return "" }
    return lowercasedStart(first)
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// A word with its leading capitals lowercased, the last one kept when a lowercase letter
  /// follows it: `Session` → `session`, `HTTPTests` → `httpTests`, `URL` → `url`.
  private static func lowercasedStart(_ word: String) -> String {
    let capitals = word.prefix { $0.isUppercase }
    guard capitals.count > 1, capitals.count < word.count else {
      return capitals.count == word.count
        ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
    }
    return capitals.dropLast().lowercased() + word.dropFirst(capitals.count - 1)
  }

  /// The words Swift reserves, which cannot name a function without backquotes.
  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "open",
    "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
    "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self", "super",
    "throws", "true", "try",
  ]
}
