import Foundation

extension IndexSet: LiteralDecodable {
  /// Builds an index set from an array of offsets, as Swift writes one: `[0, 2]`, or
  /// `IndexSet([0, 2])`, `IndexSet(integer: 1)`.
  ///
  /// - Parameter literal: The parsed literal.
  /// - Returns: The index set.
  /// - Throws: ``DecodeError`` when the literal is no array of offsets, at the part at fault.
  public static func decode(literal: LiteralSyntax) throws(DecodeError) -> IndexSet {
    var elements = literal
    if case .call(let call) = literal.kind, call.typePath == ["IndexSet"], call.arguments.count == 1
    {
      let argument = call.arguments[0]
      if argument.label == "integer" {
        return IndexSet(integer: try offset(argument.value))
      }
      elements = argument.value
    }
    guard case .array(let offsets) = elements.kind else {
      throw DecodeError(
        .typeMismatch(
          expected: "an array of offsets, as in [0, 2],", context: "IndexSet",
          found: literal.summary),
        at: literal.range.lowerBound)
    }
    var set = IndexSet()
    for element in offsets { set.insert(try offset(element)) }
    return set
  }

  private static func offset(_ literal: LiteralSyntax) throws(DecodeError) -> Int {
    let value = try LiteralDecoder().value(literal, as: Int.self, for: .element(of: "IndexSet"))
    let offset = value as! Int
    guard offset >= 0 else {
      throw DecodeError(
        .typeMismatch(expected: "an offset (0 or more)", context: "IndexSet", found: "\(offset)"),
        at: literal.range.lowerBound)
    }
    return offset
  }
}
