import Composable
import ValueDump

/// A path into a feature's state, as people type it: `count`, `main.weather`, `$0.main?.city`,
/// `todos[0].description`, `todos[id: UUID("…")]`, `path[id: 0]`, `stopwatch.secondsElapsed`.
///
/// A property wrapper's name reaches its storage (`stopwatch` is `_stopwatch`), presentation
/// state is walked into like the optional it wraps, `[n]` is an offset into an array, an
/// identified array or a stack, and `[id: literal]` finds an element of an identified array or
/// a stack by its id, the literal decoded as the collection's id type.
struct StatePath: Equatable {
  /// One step: a property name or a subscript.
  struct Component: Equatable {
    /// What the step reads.
    enum Key: Equatable {
      /// A stored property.
      case property(String)
      /// An element by offset: `[0]`.
      case index(Int)
      /// An element by id: `[id: 2]`.
      case id(LiteralSyntax)
    }

    var key: Key
    /// The UTF-8 offset of the step in the line, for carets.
    var offset: Int

    /// A property step.
    init(name: String, offset: Int) {
      self.init(key: .property(name), offset: offset)
    }

    init(key: Key, offset: Int) {
      self.key = key
      self.offset = offset
    }

    /// The property's name, or the subscript as written: `[0]`, `[id: 2]`.
    var name: String {
      switch key {
      case .property(let name): name
      case .index(let index): "[\(index)]"
      case .id(let literal): "[id: \(literal.description)]"
      }
    }
  }

  var components: [Component]

  /// Parses a whole path that starts at `offset` in the line; no components for the empty path
  /// (the whole state). Throws an error located at the offending character.
  static func parse(_ text: Substring, offset: Int) throws(ShellError) -> StatePath {
    let (path, rest) = try parsePrefix(text, offset: offset)
    guard rest.isEmpty else {
      let at = offset + text.utf8.count - rest.utf8.count
      if rest.first == " " || rest.first == "\t" {
        throw ShellError(
          .path(.trailingText(String(rest.drop(while: \.isWhitespace)))), at: at)
      }
      throw ShellError(.path(.expectedDot), at: at)
    }
    return path
  }

  /// Parses a path at the start of `text` and stops before the first character that cannot
  /// continue it (a space, `=`, `}`, `;`, `:`): the path and the rest of the text.
  static func parsePrefix(
    _ text: Substring, offset: Int
  ) throws(ShellError) -> (path: StatePath, rest: Substring) {
    var components: [Component] = []
    var text = text
    var offset = offset
    func advance(_ count: Int) {
      let dropped = text.prefix(count)
      text = text.dropFirst(count)
      offset += dropped.utf8.count
    }
    if text.hasPrefix("$0") {
      advance(2)
      if text.hasPrefix(".") {
        advance(1)
      } else if !text.isEmpty, !text.hasPrefix("["), !isEnd(text.first!) {
        throw ShellError(.path(.expectedDotAfterDollarZero), at: offset)
      }
    }
    if text.isEmpty || isEnd(text.first!) { return (StatePath(components: []), text) }
    var expectsName = !text.hasPrefix("[")
    while true {
      if expectsName {
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, !first.isNumber else {
          throw ShellError(.path(.expectedPropertyName), at: offset)
        }
        components.append(Component(name: String(name), offset: offset))
        advance(name.count)
      }
      if text.hasPrefix("?") { advance(1) }
      if text.hasPrefix("[") {
        components.append(try parseSubscript(&text, offset: &offset))
        expectsName = false
        continue
      }
      guard let next = text.first, !isEnd(next) else { break }
      guard next == "." else {
        throw ShellError(.path(.expectedDot), at: offset)
      }
      advance(1)
      if text.isEmpty || isEnd(text.first!) {
        throw ShellError(.path(.expectedPropertyAfterDot), at: offset)
      }
      expectsName = true
    }
    return (StatePath(components: components), text)
  }

  /// Whether a character ends a path.
  private static func isEnd(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "=" || character == "}"
      || character == ";" || character == "," || character == ":"
  }

  /// `[3]` or `[id: <literal>]`, the text starting at `[`.
  private static func parseSubscript(
    _ text: inout Substring, offset: inout Int
  ) throws(ShellError) -> Component {
    let start = offset
    func advance(_ count: Int) {
      let dropped = text.prefix(count)
      text = text.dropFirst(count)
      offset += dropped.utf8.count
    }
    func skipSpaces() { advance(text.prefix { $0 == " " || $0 == "\t" }.count) }
    advance(1)
    skipSpaces()
    let key: Component.Key
    if text.hasPrefix("id:") {
      advance(3)
      skipSpaces()
      let literalOffset = offset
      let (id, rest) = try SessionCommand.Argument(text: text, offset: offset).literalPrefix()
      (text, offset) = (rest.text, rest.offset)
      key = .id(id.shifted(by: literalOffset))
    } else {
      let digits = text.prefix(while: \.isASCIIDigitCharacter)
      guard !digits.isEmpty, let index = Int(digits) else {
        throw ShellError(.path(.expectedSubscript), at: offset)
      }
      advance(digits.count)
      key = .index(index)
    }
    skipSpaces()
    guard text.hasPrefix("]") else { throw ShellError(.path(.expectedCloseBracket), at: offset) }
    advance(1)
    return Component(key: key, offset: start)
  }

  /// The path as typed, without `$0.`: `main.weather`, `todos[0].description`.
  var text: String {
    var text = ""
    for component in components {
      if case .property = component.key, !text.isEmpty { text += "." }
      text += component.name
    }
    return text
  }

  /// The value at the path in `root`, read by reflection; optionals and presentation state on
  /// the way are unwrapped.
  func value(in root: Any) throws(ShellError) -> Any {
    var value = root
    var walked = StatePath(components: [])
    for component in components {
      value = try Self.unwrapped(value, walked: walked, at: component.offset)
      switch component.key {
      case .property(let name):
        if let field = StoredField.value(named: name, in: value) {
          value = field
          break
        }
        let children = Mirror(reflecting: value).children
        guard
          let child = children.first(where: { $0.label == name })
            ?? children.first(where: { $0.label == "_" + name && $0.value is any StateWrapper })
        else {
          let labels = children.compactMap(\.label).map(Self.propertyName)
          throw ShellError.noProperty(
            name, of: Self.owner(walked), among: labels, at: component.offset)
        }
        value = child.value
      case .index(let index):
        value = try Self.collection(value, walked: walked, at: component.offset)
          .stateElement(at: Self.checked(index, in: value, walked: walked, at: component.offset))
      case .id(let literal):
        guard let identified = value as? any IdentifiedStateCollection else {
          throw ShellError.hasNoIDs(Self.owner(walked), at: component.offset)
        }
        value = identified.stateElement(
          at: try Self.offset(of: literal, in: identified, walked: walked))
      }
      walked.components.append(component)
    }
    if let wrapper = value as? any StateWrapper { return wrapper.wrappedStateValue }
    return value
  }

  /// A label as people type it: a property wrapper's `_name` is `name`.
  static func propertyName(_ label: String) -> String {
    label.hasPrefix("_") ? String(label.dropFirst()) : label
  }

  private static func unwrapped(
    _ value: Any, walked: StatePath, at offset: Int
  ) throws(ShellError)
    -> Any
  {
    if let wrapper = value as? any StateWrapper {
      return try unwrapped(wrapper.wrappedStateValue, walked: walked, at: offset)
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else {
      throw ShellError.isNil(walked.text, at: offset)
    }
    return try unwrapped(wrapped, walked: walked, at: offset)
  }

  /// The value as a collection whose elements a subscript reaches.
  private static func collection(
    _ value: Any, walked: StatePath, at offset: Int
  ) throws(ShellError) -> any StateCollection {
    guard let collection = value as? any StateCollection else {
      throw ShellError.notACollection(owner(walked), at: offset)
    }
    return collection
  }

  /// `index`, when the collection at `walked` has an element there.
  static func checked(
    _ index: Int, in value: Any, walked: StatePath, at offset: Int
  ) throws(ShellError) -> Int {
    let count = try collection(value, walked: walked, at: offset).stateElementCount
    guard index < count else {
      throw ShellError(
        .path(.indexOutOfRange(index, owner: owner(walked), count: count)), at: offset)
    }
    return index
  }

  /// The offset of the element whose id the literal spells.
  static func offset(
    of literal: LiteralSyntax, in collection: any IdentifiedStateCollection, walked: StatePath
  ) throws(ShellError) -> Int {
    let idType = type(of: collection).stateIDType
    let id: Any
    do throws(DecodeError) {
      id = try LiteralDecoder().value(
        literal, as: idType, for: .element(of: "the ids of \(owner(walked))"))
    } catch {
      throw ShellError(error, shiftedBy: 0)
    }
    guard let offset = collection.stateOffset(id: id) else {
      throw ShellError(
        .path(.noElement(id: customDumpInline(id), owner: owner(walked))),
        at: literal.range.lowerBound)
    }
    return offset
  }

  static func owner(_ walked: StatePath) -> String {
    walked.components.isEmpty ? "the state" : "'\(walked.text)'"
  }

  static func owner(_ walked: [String]) -> String {
    walked.isEmpty ? "the state" : "'\(walked.joined(separator: "."))'"
  }
}

extension LiteralSyntax {
  /// The literal with every range moved by `shift` bytes, so that its offsets are the line's.
  func shifted(by shift: Int) -> LiteralSyntax {
    guard shift != 0 else { return self }
    let range = (self.range.lowerBound + shift)..<(self.range.upperBound + shift)
    func moved(_ range: Range<Int>?) -> Range<Int>? {
      range.map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
    }
    func moved(_ argument: Argument) -> Argument {
      Argument(
        label: argument.label, labelRange: moved(argument.labelRange),
        value: argument.value.shifted(by: shift))
    }
    switch kind {
    case .integer, .float, .boolean, .nil, .string, .keyPath:
      return LiteralSyntax(kind, range: range)
    case .array(let elements):
      return LiteralSyntax(.array(elements.map { $0.shifted(by: shift) }), range: range)
    case .dictionary(let elements):
      return LiteralSyntax(
        .dictionary(
          elements.map {
            DictionaryElement(key: $0.key.shifted(by: shift), value: $0.value.shifted(by: shift))
          }),
        range: range)
    case .tuple(let arguments):
      return LiteralSyntax(.tuple(arguments.map(moved)), range: range)
    case .member(let member):
      return LiteralSyntax(
        .member(
          Member(
            typePath: member.typePath, name: member.name, nameRange: moved(member.nameRange)!,
            arguments: member.arguments?.map(moved))),
        range: range)
    case .call(let call):
      return LiteralSyntax(
        .call(
          Call(
            typePath: call.typePath, typeRange: moved(call.typeRange)!,
            arguments: call.arguments.map(moved))),
        range: range)
    }
  }
}

extension Character {
  fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
