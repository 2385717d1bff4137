import Foundation

/// What `Package.swift` says about the language mode of a target, read from its text: the
/// manifest is not run.
///
/// Read, in this order:
/// - the target's own setting, in the call that declares it (`.target(name: "App", …)`):
///   `.swiftLanguageMode(.v5)`, `.swiftLanguageVersion(.v5)` or `unsafeFlags` holding
///   `"-swift-version", "5"`;
/// - the package's `swiftLanguageModes:` (or `swiftLanguageVersions:`): the newest of 5 and 6
///   it lists, as SwiftPM takes the newest the compiler supports;
/// - the `// swift-tools-version:` line: 6.0 or later means Swift 6 mode, else Swift 5.
///
/// Comments are skipped; what a manifest computes (a mode held in a variable) is not seen.
package struct PackageManifest: Equatable, Sendable {
  /// The manifest's text, its comments blanked out.
  let code: String
  /// The major version of its `swift-tools-version`, if it says one.
  package let toolsMajorVersion: Int?

  /// Reads a manifest's text.
  package init(text: String) {
    toolsMajorVersion = Self.toolsMajorVersion(text)
    code = Self.blankingComments(text)
  }

  /// The manifest of the package in `folder`, if it has one.
  package init?(folder: String) {
    let path = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/Package.swift"
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(text: String(decoding: data, as: UTF8.self))
  }

  /// The mode the target compiles in.
  package func languageMode(target: String) -> SwiftLanguageMode {
    if let declaration = targetDeclaration(target), let mode = Self.targetSetting(declaration) {
      return mode
    }
    if let listed = packageModes(), let newest = listed.max(by: { $0.rawValue < $1.rawValue }) {
      return newest
    }
    return (toolsMajorVersion ?? 5) >= 6 ? .v6 : .v5
  }

  /// `5` of `// swift-tools-version:5.9`, read from the first line as SwiftPM does.
  static func toolsMajorVersion(_ text: String) -> Int? {
    guard let first = text.split(separator: "\n", maxSplits: 1).first,
      let marker = first.range(of: "swift-tools-version:")
    else { return nil }
    let version = first[marker.upperBound...].drop { $0 == " " }
    return Int(version.prefix { $0.isNumber })
  }

  /// The text with its comments replaced by spaces (strings kept as they are, so that `//` in a
  /// URL is not a comment).
  static func blankingComments(_ text: String) -> String {
    var result: [Character] = []
    result.reserveCapacity(text.count)
    var characters = Array(text)[...]
    var inString = false
    while let character = characters.popFirst() {
      if inString {
        result.append(character)
        if character == "\\", let escaped = characters.popFirst() {
          result.append(escaped)
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      if character == "/", characters.first == "/" {
        while let next = characters.first, next != "\n" {
          characters.removeFirst()
        }
        result.append(" ")
      } else if character == "/", characters.first == "*" {
        characters.removeFirst()
        while !characters.isEmpty, !(characters.first == "*" && characters.dropFirst().first == "/")
        {
          let skipped = characters.removeFirst()
          if skipped == "\n" { result.append("\n") }
        }
        characters = characters.dropFirst(2)
        result.append(" ")
      } else {
        if character == "\"" { inString = true }
        result.append(character)
      }
    }
    return String(result)
  }

  /// The text of the call that declares the target: from its `(` to its `)`.
  func targetDeclaration(_ target: String) -> Substring? {
    var searched = code[...]
    while let name = searched.range(of: "\"\(target)\"") {
      searched = code[name.upperBound...]
      let label = code[..<name.lowerBound].reversed().drop(while: \.isWhitespace)
      guard label.starts(with: ":eman") else { continue }
      guard let open = Self.unmatchedOpening(in: code[..<name.lowerBound]),
        let close = Self.matchingClose(in: code[open...])
      else { continue }
      let callee = code[..<open].reversed().prefix { $0.isLetter || $0 == "." }
      guard String(callee.reversed()).lowercased().hasSuffix("target") else { continue }
      return code[open...close]
    }
    return nil
  }

  /// The `(` that the end of `text` is inside of.
  static func unmatchedOpening(in text: Substring) -> String.Index? {
    var depth = 0
    var index = text.endIndex
    while index > text.startIndex {
      index = text.index(before: index)
      switch text[index] {
      case ")", "]": depth += 1
      case "(", "[":
        if depth == 0 { return text[index] == "(" ? index : nil }
        depth -= 1
      default: break
      }
    }
    return nil
  }

  /// The `)` that closes the `(` that `text` starts with.
  static func matchingClose(in text: Substring) -> String.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "(", "[": depth += 1
      case ")", "]":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  /// The mode a target's declaration sets, if it sets one.
  static func targetSetting(_ declaration: Substring) -> SwiftLanguageMode? {
    for setting in [".swiftLanguageMode(", ".swiftLanguageVersion("] {
      if let start = declaration.range(of: setting),
        let mode = modes(in: declaration[start.upperBound...].prefix { $0 != ")" }).first
      {
        return mode
      }
    }
    let compact = declaration.filter { !$0.isWhitespace }
    if let flag = compact.range(of: "\"-swift-version\",\"") {
      return SwiftLanguageMode(named: String(compact[flag.upperBound...].prefix { $0 != "\"" }))
    }
    return nil
  }

  /// The modes of the package's `swiftLanguageModes:` list, if it has one.
  func packageModes() -> [SwiftLanguageMode]? {
    for label in ["swiftLanguageModes:", "swiftLanguageVersions:"] {
      guard let start = code.range(of: label),
        let open = code[start.upperBound...].firstIndex(where: { !$0.isWhitespace }),
        code[open] == "[", let close = Self.matchingClose(in: code[open...])
      else { continue }
      return Self.modes(in: code[open...close])
    }
    return nil
  }

  /// The modes that `.v5`, `.v6`, `.version("6")` name in `text`, in order.
  static func modes(in text: Substring) -> [SwiftLanguageMode] {
    var modes: [SwiftLanguageMode] = []
    var rest = text
    while let dot = rest.firstIndex(of: ".") {
      rest = rest[rest.index(after: dot)...]
      let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if word == "v5" {
        modes.append(.v5)
      } else if word == "v6" {
        modes.append(.v6)
      } else if word == "version" {
        let call = rest.prefix { $0 != ")" }
        if let quote = call.firstIndex(of: "\""),
          let mode = SwiftLanguageMode(
            named: String(call[call.index(after: quote)...].prefix { $0 != "\"" }))
        {
          modes.append(mode)
        }
      }
    }
    return modes
  }
}
