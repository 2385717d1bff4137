import Composable

extension StackElementID: LiteralDecodable {
  /// Builds a stack element id from an integer, as the dumper prints it (`0`), or from
  /// `StackElementID(generation: 0)`.
  ///
  /// - Parameter literal: The parsed literal.
  /// - Returns: The id.
  /// - Throws: ``DecodeError`` when the literal is no id, at the part at fault.
  public static func decode(literal: LiteralSyntax) throws(DecodeError) -> StackElementID {
    var number = literal
    if case .call(let call) = literal.kind, TypeName.matches(call.typePath, StackElementID.self),
      call.arguments.count == 1, call.arguments[0].label == "generation"
    {
      number = call.arguments[0].value
    }
    guard case .integer(let integer) = number.kind else {
      throw .mismatch(
        literal, expected: "a stack element id such as 0", context: "a stack element id")
    }
    guard !integer.isNegative, integer.magnitude <= UInt64(Int.max) else {
      throw .mismatch(
        number, expected: "a stack element id from 0 up", context: "a stack element id")
    }
    return StackElementID(generation: Int(integer.magnitude))
  }
}
