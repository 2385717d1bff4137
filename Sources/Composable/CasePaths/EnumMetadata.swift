import SwiftMetadata

/// An enum type as the runtime describes it: the enum value witnesses (case tag, payload
/// projection) and the field records of its cases, read through `SwiftMetadata`.
// NB: `@unchecked Sendable` because it holds a pointer to type metadata, which the runtime never
// changes once it is complete.
struct EnumMetadata: @unchecked Sendable {
  let metadata: TypeMetadata

  /// The metadata of an enum type (including `Optional`), or `nil` for any other kind of type.
  init?(_ type: Any.Type) {
    let metadata = TypeMetadata(type)
    guard metadata.kind == .enum || metadata.kind == .optional,
      metadata.valueWitnesses.hasEnumWitnesses
    else { return nil }
    self.metadata = metadata
  }

  /// The case tag of an enum value: payload cases first, in declaration order, then the cases
  /// without payload (and those whose payload has no size).
  func tag(of value: UnsafeRawPointer) -> UInt32 {
    // NB: The initializer checked that the witnesses are there.
    UInt32(metadata.valueWitnesses.enumTag(of: value, metadata: metadata) ?? 0)
  }

  /// Leaves the payload of an enum value at the value's address (for an indirect case: the
  /// pointer to the box that holds it), clearing the bits that encode the case.
  func destructivelyProjectPayload(of value: UnsafeMutableRawPointer) {
    _ = metadata.valueWitnesses.projectEnumData(of: value, metadata: metadata)
  }

  /// Puts the bits that encode a case back into a value whose payload was projected.
  func destructivelyInjectTag(_ tag: UInt32, into value: UnsafeMutableRawPointer) {
    _ = metadata.valueWitnesses.injectEnumTag(Int(tag), into: value, metadata: metadata)
  }

  /// The field record of the case with a name, when exactly one case has that name.
  func fieldRecord(named name: String) -> FieldRecord? {
    let matching = metadata.typeDescriptor?.fieldDescriptor?.records.filter { $0.name == name }
    // NB: Cases may share a base name with different labels (`case a(x: Int)`, `case a(y: Int)`);
    // their records cannot be told apart by name, so neither is used.
    guard let matching, matching.count == 1 else { return nil }
    return matching[0]
  }

  /// The static type of a case's payload (a tuple for several values), resolved in the context of
  /// this enum's generic arguments.
  func payloadType(of record: FieldRecord) -> Any.Type? {
    record.mangledTypeName.flatMap(metadata.resolve)
  }
}
