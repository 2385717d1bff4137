import Tagged

extension Tagged: LiteralDecodable {
  /// Builds a tagged value from its raw value's literal (`UUID(1)`, `"blob"`, `42`), or from a
  /// call that tags one, whatever its type is called there: `SyncUp.ID(UUID(1))`,
  /// `Tagged(rawValue: UUID(1))` (as the dumper prints it).
  ///
  /// - Parameter literal: The parsed literal.
  /// - Returns: The tagged value.
  /// - Throws: ``DecodeError`` when the literal is no raw value, at the part at fault.
  public static func decode(literal: LiteralSyntax) throws(DecodeError) -> Self {
    let destination = LiteralDecoder.Destination.field(type: "Tagged", name: "rawValue")
    let raw: Any
    do throws(DecodeError) {
      raw = try LiteralDecoder().value(literal, as: RawValue.self, for: destination)
    } catch {
      // A call of one argument, unlabelled or `rawValue:`, tags that argument: the type's
      // name may be an alias the metadata does not know (`SyncUp.ID`).
      guard case .call(let call) = literal.kind, call.arguments.count == 1,
        call.arguments[0].label == nil || call.arguments[0].label == "rawValue"
      else { throw error }
      raw = try LiteralDecoder().value(call.arguments[0].value, as: RawValue.self, for: destination)
    }
    return Self(rawValue: raw as! RawValue)
  }
}
