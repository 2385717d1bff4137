import SwiftMetadata

extension LiteralDecoder {
  /// `(1, "a")` or `(x: 1, y: 2)` decoded as a tuple; a one-element tuple also takes the bare
  /// value.
  func tupleValue(
    _ syntax: LiteralSyntax, as metadata: TypeMetadata, for destination: Destination
  ) throws(DecodeError) -> Any {
    guard let tuple = TupleMetadata(metadata) else {
      throw unsupported(metadata.type, "its elements could not be read", at: syntax)
    }
    let arguments: [LiteralSyntax.Argument]
    switch syntax.kind {
    case .tuple(let elements):
      arguments = elements
    default:
      guard tuple.elements.count == 1 else {
        throw mismatch(syntax, expected: metadata.type, for: destination)
      }
      arguments = [LiteralSyntax.Argument(value: syntax)]
    }
    return try tupleValue(
      arguments, as: metadata, tuple: tuple, context: "the tuple", labelsRequired: false,
      syntax: syntax
    ) { label, index in .tupleElement(label: label, index: index) }
  }

  /// Builds a tuple from `arguments`, one per element, checking labels: a label written must be
  /// the element's; with `labelsRequired`, an element's label must be written.
  func tupleValue(
    _ arguments: [LiteralSyntax.Argument], as metadata: TypeMetadata, tuple: TupleMetadata,
    context: String, labelsRequired: Bool, syntax: LiteralSyntax,
    destination: (String?, Int) -> Destination
  ) throws(DecodeError) -> Any {
    guard arguments.count == tuple.elements.count else {
      throw argumentCountError(
        arguments, expected: tuple.elements.count, context: context, syntax: syntax)
    }
    var parts: [(TypedValue, Int)] = []
    for (index, (argument, element)) in zip(arguments, tuple.elements).enumerated() {
      let labelMatches =
        argument.label == element.label || (argument.label == nil && !labelsRequired)
      guard labelMatches else {
        throw DecodeError(
          .wrongLabel(context: context, expected: element.label, found: argument.label),
          at: argument.labelRange?.lowerBound ?? argument.value.range.lowerBound)
      }
      let value = try value(
        argument.value, as: element.type, for: destination(element.label, index))
      parts.append((try typed(value, as: element.type, at: argument.value), element.offset))
    }
    return buildValue(of: metadata.type) { pointer in
      for (part, offset) in parts { part.initialize(pointer + offset) }
    }
  }
}
