#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension UUID: LiteralDecodable {
  /// Builds a UUID from `UUID("DEADBEEF-…")`, `UUID(uuidString: "DEADBEEF-…")`, `UUID(1)` (the
  /// UUID that `UUID(_: Int)` makes, as tests write expected ids), or the bare string
  /// `"DEADBEEF-…"`; the dumper's `UUID(DEADBEEF-…)` is read by the parser as the first form.
  ///
  /// - Parameter literal: The parsed literal.
  /// - Returns: The UUID.
  /// - Throws: ``DecodeError`` when the literal is no UUID, at the part at fault.
  public static func decode(literal: LiteralSyntax) throws(DecodeError) -> UUID {
    var text = literal
    if case .call(let call) = literal.kind {
      guard TypeName.matches(call.typePath, UUID.self) || call.typePath == ["UUID"] else {
        throw DecodeError(
          .wrongTypeName(written: call.typePath.joined(separator: "."), expected: "UUID"),
          at: call.typeRange.lowerBound)
      }
      guard call.arguments.count == 1 else {
        throw DecodeError(
          .wrongArgumentCount(context: "UUID(…)", expected: 1, found: call.arguments.count),
          at: literal.range.lowerBound)
      }
      let argument = call.arguments[0]
      if let label = argument.label, label != "uuidString" {
        throw DecodeError(
          .wrongLabel(context: "UUID(…)", expected: "uuidString", found: label),
          at: argument.labelRange?.lowerBound ?? argument.value.range.lowerBound)
      }
      if argument.label == nil, case .integer(let integer) = argument.value.kind {
        guard integer.magnitude <= UInt64(Int.max) else {
          throw DecodeError(
            .typeMismatch(
              expected: "an Int", context: "UUID(…)", found: argument.value.summary),
            at: argument.value.range.lowerBound)
        }
        let magnitude = Int(integer.magnitude)
        return UUID(integer.isNegative ? -magnitude : magnitude)
      }
      text = argument.value
    }
    guard case .string(let string) = text.kind else {
      throw mismatch(literal)
    }
    guard let uuid = UUID(uuidString: string) else {
      throw DecodeError(
        .typeMismatch(
          expected: "a UUID such as \"00000000-0000-0000-0000-000000000000\"",
          context: "UUID(…)", found: text.summary),
        at: text.range.lowerBound)
    }
    return uuid
  }

  private static func mismatch(_ literal: LiteralSyntax) -> DecodeError {
    DecodeError(
      .typeMismatch(
        expected: "UUID(\"…\"), UUID(<Int>) or a UUID string", context: "a UUID",
        found: literal.summary),
      at: literal.range.lowerBound)
  }
}
