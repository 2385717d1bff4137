import SwiftMetadata
import ValueDump

extension LiteralDecoder {
  /// `.name`, `.name(payload)` or `Type.Path.name(payload)` decoded as a case of an enum.
  func enumValue(
    _ syntax: LiteralSyntax, as metadata: TypeMetadata, for destination: Destination
  ) throws(DecodeError) -> Any {
    let type = metadata.type
    guard let layout = EnumLayout.of(metadata) else {
      throw unsupported(type, "its cases could not be read from the metadata", at: syntax)
    }
    let member = try caseReference(syntax, in: layout, for: destination)
    guard TypeName.matches(member.typePath, type) else {
      throw DecodeError(
        .wrongTypeName(
          written: member.typePath.joined(separator: "."), expected: dumpTypeName(type)),
        at: syntax.range.lowerBound)
    }
    guard let enumCase = layout.cases.first(where: { $0.name == member.name }) else {
      throw DecodeError(
        .unknownCase(
          name: member.name, type: dumpTypeName(type),
          suggestion: Suggestion.best(for: member.name, among: layout.cases.map(\.name)),
          cases: layout.cases.map(\.name)),
        at: member.nameRange.lowerBound)
    }
    guard enumCase.isResolved else {
      throw unsupported(
        type, "the payload type of '\(enumCase.name)' could not be resolved", at: syntax)
    }
    guard let payloadType = enumCase.payloadType else {
      if let arguments = member.arguments {
        throw DecodeError(
          .unexpectedPayload(case: enumCase.name),
          at: arguments.first?.value.range.lowerBound ?? member.nameRange.upperBound)
      }
      return buildValue(of: type) { pointer in
        _ = metadata.valueWitnesses.injectEnumTag(enumCase.tag, into: pointer, metadata: metadata)
      }
    }
    guard let arguments = member.arguments else {
      throw DecodeError(
        .missingPayload(case: enumCase.name, pattern: CaseInfo(enumCase).description),
        at: member.nameRange.upperBound)
    }
    let payload = try payloadValue(
      arguments, as: payloadType, case: enumCase.name, syntax: syntax)
    let typedPayload = try typed(payload, as: payloadType, at: syntax)
    guard enumCase.isIndirect else {
      return buildValue(of: type) { pointer in
        typedPayload.initialize(pointer)
        _ = metadata.valueWitnesses.injectEnumTag(enumCase.tag, into: pointer, metadata: metadata)
      }
    }
    // An indirect case stores one strong reference to a heap box holding the payload, the
    // same box `swift_allocBox` makes; the box's +1 is handed to the enum value.
    guard let (box, boxedValue) = RuntimeFunctions.allocateBox(for: payloadType) else {
      throw DecodeError(.runtimeUnavailable, at: syntax.range.lowerBound)
    }
    typedPayload.initialize(boxedValue)
    return buildValue(of: type) { pointer in
      pointer.storeBytes(of: box, as: UnsafeMutableRawPointer.self)
      _ = metadata.valueWitnesses.injectEnumTag(enumCase.tag, into: pointer, metadata: metadata)
    }
  }

  /// The member a literal names; `Type.Case(payload)` (read as a call, because the case name is
  /// capitalized) counts when the enum has that case.
  private func caseReference(
    _ syntax: LiteralSyntax, in layout: EnumLayout, for destination: Destination
  ) throws(DecodeError) -> LiteralSyntax.Member {
    switch syntax.kind {
    case .member(let member):
      return member
    case .call(let call)
    where call.typePath.count > 1 && layout.cases.contains { $0.name == call.typePath.last }:
      let name = call.typePath.last!
      let nameEnd = call.typeRange.upperBound
      return LiteralSyntax.Member(
        typePath: call.typePath.dropLast(), name: name,
        nameRange: (nameEnd - name.utf8.count)..<nameEnd, arguments: call.arguments)
    default:
      throw mismatch(
        syntax, expected: "a case of \(dumpTypeName(layout.metadata.type))", for: destination)
    }
  }

  /// The payload of case `name` from its arguments: one value, or a tuple of labeled values.
  private func payloadValue(
    _ arguments: [LiteralSyntax.Argument], as payloadType: any Any.Type, case name: String,
    syntax: LiteralSyntax
  ) throws(DecodeError) -> Any {
    let context = "the payload of '\(name)'"
    let payloadMetadata = TypeMetadata(payloadType)
    if let tuple = TupleMetadata(payloadMetadata),
      tuple.elements.count != 1 || tuple.elements[0].label != nil
    {
      var arguments = arguments
      var labelsRequired = true
      // `case point((x: Int, y: Int))` and `case point(x: Int, y: Int)` have the same
      // metadata, so one tuple may stand for the whole payload, its labels optional as in Swift.
      if tuple.elements.count > 1, arguments.count == 1, arguments[0].label == nil,
        case .tuple(let elements) = arguments[0].value.kind
      {
        arguments = elements
        labelsRequired = false
      }
      return try tupleValue(
        arguments, as: payloadMetadata, tuple: tuple, context: context,
        labelsRequired: labelsRequired,
        syntax: syntax
      ) { label, index in .payloadValue(case: name, label: label, index: index) }
    }
    guard arguments.count == 1 else {
      throw argumentCountError(arguments, expected: 1, context: context, syntax: syntax)
    }
    if let label = arguments[0].label {
      throw DecodeError(
        .wrongLabel(context: context, expected: nil, found: label),
        at: arguments[0].labelRange?.lowerBound ?? arguments[0].value.range.lowerBound)
    }
    return try value(arguments[0].value, as: payloadType, for: .payload(case: name))
  }

  /// The error for `arguments` not being `expected` in number: at the first extra value, or at
  /// the closing parenthesis when values are missing.
  func argumentCountError(
    _ arguments: [LiteralSyntax.Argument], expected: Int, context: String,
    syntax: LiteralSyntax
  ) -> DecodeError {
    let offset =
      arguments.count > expected
      ? (arguments[expected].labelRange?.lowerBound ?? arguments[expected].value.range.lowerBound)
      : max(syntax.range.upperBound - 1, syntax.range.lowerBound)
    return DecodeError(
      .wrongArgumentCount(context: context, expected: expected, found: arguments.count),
      at: offset)
  }
}
