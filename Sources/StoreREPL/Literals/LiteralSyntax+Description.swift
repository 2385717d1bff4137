import ValueDump

extension LiteralSyntax: CustomStringConvertible {
  /// The literal written back in canonical Swift syntax: `.setAge(years: 3)`, `["a": 1]`.
  public var description: String {
    var output = ""
    write(to: &output, summarized: false)
    return output
  }

  /// A short rendering for messages: scalars in full (long strings cut), compound values with
  /// their contents elided, as in `found .splash(…)`.
  package var summary: String {
    var output = ""
    write(to: &output, summarized: true)
    return output
  }

  private func write(to output: inout String, summarized: Bool) {
    switch kind {
    case .integer(let integer):
      output += integer.description
    case .float(let value):
      output += value.description
    case .boolean(let value):
      output += value ? "true" : "false"
    case .nil:
      output += "nil"
    case .string(let value):
      output += StringLiteral.escaped(value, limit: summarized ? 24 : nil)
    case .array(let elements):
      guard !summarized || elements.isEmpty else {
        output += "[…]"
        return
      }
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += ", " }
        element.write(to: &output, summarized: false)
      }
      output += "]"
    case .dictionary(let elements):
      guard !elements.isEmpty else {
        output += "[:]"
        return
      }
      guard !summarized else {
        output += "[…: …]"
        return
      }
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += ", " }
        element.key.write(to: &output, summarized: false)
        output += ": "
        element.value.write(to: &output, summarized: false)
      }
      output += "]"
    case .tuple(let arguments):
      Self.write(arguments, to: &output, summarized: summarized)
    case .member(let member):
      for component in member.typePath { output += component + "." }
      if member.typePath.isEmpty { output += "." }
      output += Identifier.escaped(member.name)
      if let arguments = member.arguments {
        Self.write(arguments, to: &output, summarized: summarized)
      }
    case .call(let call):
      output += call.typePath.joined(separator: ".")
      Self.write(call.arguments, to: &output, summarized: summarized)
    case .keyPath(let keyPath):
      output += "\\" + keyPath.typePath.map(Identifier.escaped).joined(separator: ".")
      for property in keyPath.properties { output += "." + Identifier.escaped(property) }
    }
  }

  private static func write(_ arguments: [Argument], to output: inout String, summarized: Bool) {
    guard !summarized || arguments.isEmpty else {
      output += "(…)"
      return
    }
    output += "("
    for (index, argument) in arguments.enumerated() {
      if index > 0 { output += ", " }
      if let label = argument.label { output += label + ": " }
      argument.value.write(to: &output, summarized: false)
    }
    output += ")"
  }

}

extension LiteralSyntax.IntegerLiteral: CustomStringConvertible {
  /// The integer in decimal, with its sign.
  public var description: String {
    (isNegative && magnitude != 0 ? "-" : "") + String(magnitude)
  }
}
