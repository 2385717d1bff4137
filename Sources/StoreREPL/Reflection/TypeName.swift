import SwiftMetadata
import ValueDump

/// How a literal's type path is matched against a type, and a type named with an article for
/// messages; the name itself is `dumpTypeName`'s, the one renderer of type names.
enum TypeName {
  /// `a String`, `an Int`, `a value of type [Int]`: the type with an article, for messages.
  static func withArticle(_ type: any Any.Type) -> String {
    let name = dumpTypeName(type)
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
