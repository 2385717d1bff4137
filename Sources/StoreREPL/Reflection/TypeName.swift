import SwiftMetadata

/// Type names as a user writes them, for listings and messages.
enum TypeName {
  /// `type`'s name without module prefixes, with the sugar Swift source uses: `[Int]`,
  /// `[String: Int]`, `Int?`, `(x: Int, String)`, `EffectsBasics.Action`.
  static func display(_ type: any Any.Type) -> String {
    if let optional = type as? any OptionalContainer.Type {
      let wrapped = display(optional.wrappedType)
      return (wrapped.contains(" ") ? "(\(wrapped))" : wrapped) + "?"
    }
    if let array = type as? any ArrayContainer.Type {
      return "[\(display(array.elementType))]"
    }
    if let dictionary = type as? any DictionaryContainer.Type {
      return "[\(display(dictionary.keyType)): \(display(dictionary.valueType))]"
    }
    if let tuple = TupleMetadata(TypeMetadata(type)) {
      let elements = tuple.elements.map { element in
        element.label.map { "\($0): \(display(element.type))" } ?? display(element.type)
      }
      return "(" + elements.joined(separator: ", ") + ")"
    }
    return withoutModules(_typeName(type, qualified: true))
  }

  /// A qualified type name with the module dropped from every dotted name in it:
  /// `Swift.Result<Swift.String, Swift.Error>` becomes `Result<String, Error>`,
  /// `App.Splash.Action` becomes `Splash.Action`.
  ///
  /// NB: `_typeName(_:qualified: false)` would drop the parent types too (`Action`).
  static func withoutModules(_ name: String) -> String {
    var output = ""
    var component = ""
    var components = 0
    func flush() {
      if components > 0 || !component.isEmpty {
        output += component
      }
      component = ""
    }
    for character in name {
      if character.isLetter || character.isNumber || character == "_" {
        component.append(character)
      } else if character == ".", !component.isEmpty {
        // NB: the first component of a dotted name is its module, except in `Any.Type`.
        if components > 0 || component == "Any" { output += component + "." }
        components += 1
        component = ""
      } else {
        flush()
        components = 0
        output.append(character)
      }
    }
    flush()
    return output
  }

  /// `a String`, `an Int`, `a value of type [Int]`: the type with an article, for messages.
  static func withArticle(_ type: any Any.Type) -> String {
    let name = display(type)
    guard let first = name.first, first.isLetter else { return "a value of type \(name)" }
    return ("AEIOU".contains(first) ? "an " : "a ") + name
  }

  /// Whether the type path written in a literal (`EffectsBasics.Action`,
  /// `Module.Weather`, `Result`) names `type`: it must be the end of the type's qualified name,
  /// generic arguments aside.
  static func matches(_ path: [String], _ type: any Any.Type) -> Bool {
    guard !path.isEmpty else { return true }
    let components = qualifiedComponents(type)
    guard path.count <= components.count else { return false }
    return Array(components.suffix(path.count)) == path
  }

  /// The components of `type`'s qualified name without generic arguments:
  /// `["Swift", "Result"]`, `["ExampleFeatures", "EffectsBasics", "Action"]`.
  static func qualifiedComponents(_ type: any Any.Type) -> [String] {
    var components: [String] = []
    var current = ""
    var level = 0
    for character in _typeName(type, qualified: true) {
      switch character {
      case "<", "(", "[":
        level += 1
      case ">", ")", "]":
        level -= 1
      case "." where level == 0:
        components.append(current)
        current = ""
      default:
        if level == 0 { current.append(character) }
      }
    }
    components.append(current)
    return components
  }
}
