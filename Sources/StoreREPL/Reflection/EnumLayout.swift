import Composable
import SwiftMetadata

/// The cases of an enum, read from its metadata: names, tags, payload types and indirection.
// NB: `@unchecked`: type metadata is never freed nor changed once made.
struct EnumLayout: @unchecked Sendable {
  /// One case.
  struct Case {
    /// The case's name.
    var name: String
    /// The tag the value witnesses use for it.
    var tag: Int
    /// The payload type: a tuple type for several (or labeled) values; `nil` for no payload, or
    /// when the type could not be resolved (see ``isResolved``).
    var payloadType: Any.Type?
    /// Whether the case has a payload whose type could be resolved, or no payload at all.
    var isResolved: Bool
    /// Whether the payload lives in a heap box (`indirect`).
    var isIndirect: Bool
  }

  /// The enum's metadata.
  let metadata: TypeMetadata
  /// The cases, in tag order.
  let cases: [Case]

  /// The layouts read so far, by type (`nil` for a type whose cases could not be read).
  private static let known = Lock<[ObjectIdentifier: EnumLayout?]>([:])

  /// The cases of `metadata`, read once per type.
  ///
  /// Reading them resolves every payload type from its mangled name, which costs more than the
  /// rest of decoding an action.
  static func of(_ metadata: TypeMetadata) -> EnumLayout? {
    let key = ObjectIdentifier(metadata.type)
    if let layout = known.withLock({ $0[key] }) { return layout }
    let layout = EnumLayout(metadata)
    known.withLock { $0[key] = .some(layout) }
    return layout
  }

  /// Reads the cases of `metadata`, which must be enum or optional metadata.
  init?(_ metadata: TypeMetadata) {
    guard metadata.kind == .enum || metadata.kind == .optional,
      let descriptor = metadata.typeDescriptor, descriptor.kind == .enum,
      let fields = descriptor.fieldDescriptor, metadata.valueWitnesses.hasEnumWitnesses
    else { return nil }
    let records = fields.records
    let payloadCases = descriptor.numberOfPayloadCases
    // Every case has a record, payload cases first; anything else is a layout this code does
    // not know, and the enum is refused.
    guard payloadCases + descriptor.numberOfEmptyCases == records.count else { return nil }
    self.metadata = metadata
    cases = records.enumerated().map { tag, record in
      guard tag < payloadCases else {
        // A case whose payload takes no bytes (`case x(Void)`, or `case child(Child.Action)`
        // where `Child.Action` has one case) is laid out and tagged as a case without payload,
        // although its record names the payload type. `()` is shown as no payload; any other
        // empty type is kept, so that `.child(.only)` can be typed, listed and completed.
        let emptyPayload = record.mangledTypeName.flatMap(metadata.resolve)
        let payloadType = emptyPayload.flatMap { $0 == Void.self ? nil : $0 }
        return Case(
          name: record.name, tag: tag, payloadType: payloadType, isResolved: true,
          isIndirect: false)
      }
      let payloadType = record.mangledTypeName.flatMap(metadata.resolve)
      return Case(
        name: record.name, tag: tag, payloadType: payloadType, isResolved: payloadType != nil,
        isIndirect: record.isIndirectCase)
    }
  }
}
