import Composable

extension Color: LiteralDecodable {
  /// Builds a colour from what the dumper prints for it: a named colour (`.red`, `Color.red`),
  /// `Color(red: 0.8, green: 0.8, blue: 0.8)` (with `opacity:`), `Color(white: 0.95)`,
  /// `Color(hue: 0.5, saturation: 1, brightness: 1)` or an asset's `Color("name")`.
  ///
  /// - Parameter literal: The parsed literal.
  /// - Returns: The colour.
  /// - Throws: ``DecodeError`` when the literal is no colour, at the part at fault.
  public static func decode(literal: LiteralSyntax) throws(DecodeError) -> Color {
    switch literal.kind {
    case .member(let member):
      guard member.typePath.isEmpty || member.typePath == ["Color"] else {
        throw DecodeError(
          .wrongTypeName(written: member.typePath.joined(separator: "."), expected: "Color"),
          at: literal.range.lowerBound)
      }
      guard let color = namedColors[member.name] else {
        let names = namedColors.keys.sorted()
        throw DecodeError(
          .unknownCase(
            name: member.name, type: "Color",
            suggestion: Suggestion.best(for: member.name, among: names), cases: names),
          at: member.nameRange.lowerBound)
      }
      guard member.arguments == nil else {
        throw DecodeError(.unexpectedPayload(case: member.name), at: literal.range.lowerBound)
      }
      return color
    case .call(let call):
      guard call.typePath == ["Color"] else {
        throw DecodeError(
          .wrongTypeName(written: call.typePath.joined(separator: "."), expected: "Color"),
          at: call.typeRange.lowerBound)
      }
      return try decode(call)
    default:
      throw DecodeError(
        .typeMismatch(expected: "a colour", context: "Color", found: literal.summary),
        at: literal.range.lowerBound)
    }
  }

  private static func decode(_ call: LiteralSyntax.Call) throws(DecodeError) -> Color {
    let labels = call.arguments.map(\.label)
    if labels == [nil], case .string(let name) = call.arguments[0].value.kind {
      return Color(name)
    }
    var values: [Double] = []
    for argument in call.arguments {
      values.append(try number(argument.value))
    }
    let opacity = labels.last == "opacity" ? values.last! : 1
    let components = labels.last == "opacity" ? Array(labels.dropLast()) : labels
    switch components {
    case ["red", "green", "blue"]:
      return Color(red: values[0], green: values[1], blue: values[2], opacity: opacity)
    case ["white"]:
      return Color(white: values[0], opacity: opacity)
    case ["hue", "saturation", "brightness"]:
      return Color(hue: values[0], saturation: values[1], brightness: values[2], opacity: opacity)
    default:
      // A known first label with the wrong company is a count to fix; another label is
      // most likely a misspelt `red:`.
      let first = call.arguments.first?.label
      let counts = ["red": 3, "white": 1, "hue": 3]
      if let first, let count = counts[first] {
        throw DecodeError(
          .wrongArgumentCount(
            context: "Color(\(first):…)", expected: count, found: components.count),
          at: call.typeRange.lowerBound)
      }
      throw DecodeError(
        .wrongLabel(context: "Color(…)", expected: "red", found: first),
        at: call.arguments.first?.labelRange?.lowerBound ?? call.typeRange.lowerBound)
    }
  }

  private static func number(_ literal: LiteralSyntax) throws(DecodeError) -> Double {
    switch literal.kind {
    case .float(let value):
      return value
    case .integer(let integer):
      let magnitude = Double(integer.magnitude)
      return integer.isNegative ? -magnitude : magnitude
    default:
      throw DecodeError(
        .typeMismatch(expected: "a number", context: "Color(…)", found: literal.summary),
        at: literal.range.lowerBound)
    }
  }

  private static let namedColors: [String: Color] = [
    "black": .black, "blue": .blue, "brown": .brown, "clear": .clear, "cyan": .cyan,
    "gray": .gray, "green": .green, "indigo": .indigo, "mint": .mint, "orange": .orange,
    "pink": .pink, "purple": .purple, "red": .red, "teal": .teal, "white": .white,
    "yellow": .yellow, "primary": .primary, "secondary": .secondary,
    "accentColor": .accentColor,
  ]
}
