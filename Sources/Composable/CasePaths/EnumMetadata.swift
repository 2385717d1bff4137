import SwiftMetadata

/// An enum type as the runtime describes it: the enum value witnesses (case tag, payload
/// projection) and the field records of its cases, read through `SwiftMetadata`.
// NB: `@unchecked Sendable` because it holds a pointer to type metadata, which the runtime never
// changes once it is complete.
struct EnumMetadata: @unchecked Sendable {
  let metadata: TypeMetadata
  /// The enum witnesses, read from the table once: a case path calls them on every extraction.
  private let witnesses:
    (
      tag: ValueWitnessTable.GetEnumTag, project: ValueWitnessTable.ProjectEnumData,
      inject: ValueWitnessTable.InjectEnumTag
    )

  /// The metadata of an enum type (including `Optional`), or `nil` for any other kind of type.
  init?(_ type: Any.Type) {
    let metadata = TypeMetadata(type)
    guard metadata.kind == .enum || metadata.kind == .optional,
      let witnesses = metadata.valueWitnesses.enumWitnesses
    else { return nil }
    self.metadata = metadata
    self.witnesses = witnesses
  }

  /// The case tag of an enum value: payload cases first, in declaration order, then the cases
  /// without payload (and those whose payload has no size).
  func tag(of value: UnsafeRawPointer) -> UInt32 {
    witnesses.tag(value, metadata.pointer)
  }

  /// Leaves the payload of an enum value at the value's address (for an indirect case: the
  /// pointer to the box that holds it), clearing the bits that encode the case.
  func destructivelyProjectPayload(of value: UnsafeMutableRawPointer) {
    witnesses.project(value, metadata.pointer)
  }

  /// Puts the bits that encode a case back into a value whose payload was projected.
  func destructivelyInjectTag(_ tag: UInt32, into value: UnsafeMutableRawPointer) {
    witnesses.inject(value, tag, metadata.pointer)
  }

  /// The field record of the case with a name, when exactly one case has that name.
  func fieldRecord(named name: String) -> FieldRecord? {
    guard let fields = metadata.typeDescriptor?.fieldDescriptor else { return nil }
    var found: FieldRecord?
    for index in 0..<fields.count {
      guard let record = fields.record(at: index), record.name == name else { continue }
      // Cases may share a base name with different labels (`case a(x: Int)`, `case a(y: Int)`);
      // their records cannot be told apart by name, so neither is used.
      guard found == nil else { return nil }
      found = record
    }
    return found
  }

  /// The static type of a case's payload (a tuple for several values), resolved in the context of
  /// this enum's generic arguments.
  func payloadType(of record: FieldRecord) -> Any.Type? {
    record.mangledTypeName.flatMap(metadata.resolve)
  }
}
