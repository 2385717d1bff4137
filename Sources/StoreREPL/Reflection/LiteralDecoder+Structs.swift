import SwiftMetadata
import ValueDump

extension LiteralDecoder {
  /// Modules whose structs keep invariants behind private stored properties: building them
  /// field by field could make values their own code never makes.
  static let sealedModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation", "Dispatch",
    "Foundation", "FoundationEssentials", "FoundationInternationalization",
  ]

  /// `Type(field: value, …)` decoded as a struct, every stored property given by its label, in
  /// any order.
  func structValue(
    _ syntax: LiteralSyntax, as metadata: TypeMetadata, for destination: Destination
  ) throws(DecodeError) -> Any {
    let type = metadata.type
    let name = dumpTypeName(type)
    guard case .call(let call) = syntax.kind else {
      throw mismatch(syntax, expected: type, for: destination)
    }
    guard TypeName.matches(call.typePath, type) else {
      throw DecodeError(
        .wrongTypeName(written: call.typePath.joined(separator: "."), expected: name),
        at: call.typeRange.lowerBound)
    }
    if let module = metadata.typeDescriptor?.moduleName, Self.sealedModules.contains(module) {
      throw unsupported(type, "its stored properties are private to \(module)", at: syntax)
    }
    guard let layout = StructLayout(metadata) else {
      throw unsupported(type, "its stored properties could not be read", at: syntax)
    }
    var given: [String: LiteralSyntax.Argument] = [:]
    for argument in call.arguments {
      guard let label = argument.label else {
        let missing = layout.fields.first { given[$0.name] == nil }?.name
        throw DecodeError(
          .wrongLabel(context: "\(name)(…)", expected: missing, found: nil),
          at: argument.value.range.lowerBound)
      }
      let labelOffset = argument.labelRange?.lowerBound ?? argument.value.range.lowerBound
      guard layout.fields.contains(where: { $0.name == label }) else {
        throw DecodeError(
          .unknownField(
            type: name, field: label,
            suggestion: Suggestion.best(for: label, among: layout.fields.map(\.name))),
          at: labelOffset)
      }
      guard given.updateValue(argument, forKey: label) == nil else {
        throw DecodeError(.duplicateField(type: name, field: label), at: labelOffset)
      }
    }
    var parts: [(TypedValue, Int)] = []
    for field in layout.fields {
      guard let argument = given[field.name] else {
        throw DecodeError(
          .missingField(type: name, field: field.name),
          at: max(syntax.range.upperBound - 1, syntax.range.lowerBound))
      }
      guard let fieldType = field.type else {
        throw unsupported(type, "the type of '\(field.name)' could not be resolved", at: syntax)
      }
      guard !field.isReferenceStorage else {
        throw unsupported(type, "'\(field.name)' is a weak or unowned reference", at: syntax)
      }
      let value = try value(
        argument.value, as: fieldType, for: .field(type: name, name: field.name))
      parts.append((try typed(value, as: fieldType, at: argument.value), field.offset))
    }
    return buildValue(of: type) { pointer in
      for (part, offset) in parts { part.initialize(pointer + offset) }
    }
  }
}
