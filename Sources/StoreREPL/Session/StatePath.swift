/// A path into a feature's state, as people type it: `count`, `main.weather`, `$0.main?.city`.
struct StatePath: Equatable {
  /// One property name.
  struct Component: Equatable {
    var name: String
    /// The UTF-8 offset of the name in the line, for carets.
    var offset: Int
  }

  var components: [Component]

  /// Parses a path that starts at `offset` in the line; `nil` for the empty path (the whole
  /// state). Throws an error located at the offending character.
  static func parse(_ text: Substring, offset: Int) throws(ShellError) -> StatePath {
    var components: [Component] = []
    var text = text
    var offset = offset
    if text.hasPrefix("$0") {
      text = text.dropFirst(2)
      offset += 2
      if text.hasPrefix(".") {
        text = text.dropFirst()
        offset += 1
      } else if !text.isEmpty {
        throw ShellError("expected '.' after '$0'", at: offset)
      }
    }
    while !text.isEmpty {
      let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard let first = name.first, !first.isNumber else {
        throw ShellError("expected a property name", at: offset)
      }
      components.append(Component(name: String(name), offset: offset))
      text = text.dropFirst(name.count)
      offset += name.utf8.count
      if text.hasPrefix("?") {
        text = text.dropFirst()
        offset += 1
      }
      guard !text.isEmpty else { break }
      guard text.hasPrefix(".") else {
        throw ShellError("expected '.' between property names", at: offset)
      }
      text = text.dropFirst()
      offset += 1
      if text.isEmpty { throw ShellError("expected a property name after '.'", at: offset) }
    }
    return StatePath(components: components)
  }

  /// The path as typed, without `$0.`: `main.weather`.
  var text: String { components.map(\.name).joined(separator: ".") }

  /// The value at the path in `root`, read by reflection; optionals on the way are unwrapped.
  func value(in root: Any) throws(ShellError) -> Any {
    var value = root
    var walked: [String] = []
    for component in components {
      value = try Self.unwrapped(value, walked: walked, at: component.offset)
      let children = Mirror(reflecting: value).children
      guard let child = children.first(where: { $0.label == component.name }) else {
        let labels = children.compactMap(\.label)
        throw ShellError(
          "\(Self.owner(walked)) has no property '\(component.name)'"
            + Suggestion.didYouMean(component.name, among: labels),
          at: component.offset)
      }
      value = child.value
      walked.append(component.name)
    }
    return value
  }

  private static func unwrapped(
    _ value: Any, walked: [String], at offset: Int
  ) throws(ShellError)
    -> Any
  {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else {
      throw ShellError("'\(walked.joined(separator: "."))' is nil", at: offset)
    }
    return try unwrapped(wrapped, walked: walked, at: offset)
  }

  static func owner(_ walked: [String]) -> String {
    walked.isEmpty ? "the state" : "'\(walked.joined(separator: "."))'"
  }
}

extension Suggestion {
  /// `"; did you mean 'x'?"` when a candidate is close to `word`, else the empty string.
  static func didYouMean(_ word: String, among candidates: [String]) -> String {
    best(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}
