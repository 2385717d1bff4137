/// The readable name of a type, as dumps print it: without module prefixes, with `[T]`, `T?` and
/// `[K: V]` sugar, and `any Error` for the error existential.
///
/// ```swift
/// dumpTypeName([String: [Int?]].self)            // "[String: [Int?]]"
/// dumpTypeName(Result<String, any Error>.self)   // "Result<String, any Error>"
/// dumpTypeName(Feature.Action.self)              // "Feature.Action"
/// ```
///
/// - Parameters:
///   - type: The type to name.
///   - genericsAbbreviated: Whether to leave out generic arguments (`Result` rather than
///     `Result<String, any Error>`), as dumps do in front of a value. Sugared forms stay.
/// - Returns: The name.
public func dumpTypeName(_ type: Any.Type, genericsAbbreviated: Bool = false) -> String {
  var parser = TypeNameParser(
    text: Substring(_typeName(type, qualified: true)),
    genericsAbbreviated: genericsAbbreviated
  )
  return parser.parseType()
}

/// Rewrites the runtime's qualified type name (`Swift.Optional<Feature.State>`) into the form
/// people write (`State?`), by recursive descent over the name.
struct TypeNameParser {
  var text: Substring
  let genericsAbbreviated: Bool

  /// type ::= primary (" & " type)?
  mutating func parseType() -> String {
    var result = parsePrimary()
    while text.hasPrefix("...") {
      text.removeFirst(3)
      result += "..."
    }
    if text.hasPrefix(" & ") {
      text.removeFirst(3)
      let rest = parseType()
      result += " & " + (rest.hasPrefix("any ") ? String(rest.dropFirst(4)) : rest)
      if !result.hasPrefix("any ") { result = "any " + result }
    }
    return result
  }

  /// primary ::= "(" elements ")" (effects "->" type)? | attribute primary | path
  mutating func parsePrimary() -> String {
    if text.first == "@" {
      let attribute = text.prefix { $0 != " " }
      text.removeFirst(attribute.count)
      if text.first == " " { text.removeFirst() }
      return attribute + " " + parsePrimary()
    }
    if text.hasPrefix("inout ") || text.hasPrefix("__owned ") || text.hasPrefix("__shared ") {
      let keyword = text.prefix { $0 != " " }
      text.removeFirst(keyword.count + 1)
      return keyword + " " + parsePrimary()
    }
    guard text.first == "(", !text.hasPrefix("(unknown context"), !text.hasPrefix("(extension")
    else { return parsePath() }
    text.removeFirst()
    var elements: [String] = []
    while let first = text.first, first != ")" {
      let before = text.count
      var label = ""
      let word = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !word.isEmpty, text.dropFirst(word.count).hasPrefix(": ") {
        label = word + ": "
        text.removeFirst(word.count + 2)
      }
      elements.append(label + parseType())
      if text.hasPrefix(", ") {
        text.removeFirst(2)
      } else if text.first == "," {
        text.removeFirst()
      }
      // Progress guard: an unexpected character ends the list instead of looping forever.
      if text.count == before { break }
    }
    if text.first == ")" { text.removeFirst() }
    var result = "(" + elements.joined(separator: ", ") + ")"
    for effect in [" async", " throws"] where text.hasPrefix(effect) {
      text.removeFirst(effect.count)
      result += effect
    }
    if text.hasPrefix(" -> ") {
      text.removeFirst(4)
      result += " -> " + parseType()
    }
    while text.hasPrefix(".Type") || text.hasPrefix(".Protocol") {
      let suffix = text.hasPrefix(".Type") ? ".Type" : ".Protocol"
      text.removeFirst(suffix.count)
      result = "(" + result + ")" + (suffix == ".Type" ? ".Type" : ".Protocol")
    }
    return result
  }

  /// path ::= component ("." component)*, component ::= identifier ("<" type ("," type)* ">")?
  mutating func parsePath() -> String {
    var components: [(name: Substring, arguments: [String])] = []
    while true {
      if text.hasPrefix("(unknown context at ") || text.hasPrefix("(extension in ") {
        let isExtension = text.hasPrefix("(extension in ")
        guard let close = text.firstIndex(of: ")") else { break }
        text = text[text.index(after: close)...]
        if isExtension, text.first == ":" { text.removeFirst() }
        if text.first == "." { text.removeFirst() }
        continue
      }
      let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
      guard !name.isEmpty else { break }
      text.removeFirst(name.count)
      var arguments: [String] = []
      if text.first == "<" {
        text.removeFirst()
        while let first = text.first, first != ">" {
          let before = text.count
          arguments.append(parseType())
          if text.hasPrefix(", ") {
            text.removeFirst(2)
          } else if text.first == "," {
            text.removeFirst()
          }
          if text.count == before { break }
        }
        if text.first == ">" { text.removeFirst() }
      }
      components.append((name, arguments))
      guard text.first == ".", !text.hasPrefix("...") else { break }
      text.removeFirst()
    }
    return render(components)
  }

  private func render(_ components: [(name: Substring, arguments: [String])]) -> String {
    guard let first = components.first else { return "" }
    if first.name == "Swift", components.count == 2 {
      let (name, arguments) = components[1]
      switch (name, arguments.count) {
      case ("Array", 1): return "[\(arguments[0])]"
      case ("Optional", 1):
        let wrapped = arguments[0]
        let needsParentheses = wrapped.contains(" ") && !wrapped.hasPrefix("[")
        return needsParentheses ? "(\(wrapped))?" : "\(wrapped)?"
      case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
      case ("Error", 0): return "any Error"
      default: break
      }
    }
    // The first component of a dotted name is its module, except in `Any.Type`.
    let named =
      components.count > 1 && first.arguments.isEmpty && first.name != "Any"
      ? Array(components.dropFirst()) : components
    return named.map { component in
      guard !component.arguments.isEmpty, !genericsAbbreviated else {
        return String(component.name)
      }
      return "\(component.name)<\(component.arguments.joined(separator: ", "))>"
    }
    .joined(separator: ".")
  }
}
