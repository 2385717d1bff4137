/// Reads the payload of one enum case straight from the enum's memory, once it has been seen to
/// agree with what reflection returns.
///
/// Reflecting a payload costs the runtime a demangling of the payload's type every time; a state
/// with thousands of `.loaded(id)` values pays it thousands of times. Swift lays every payload
/// out at offset 0 of the enum, so for payloads of plain bits (no references) the bytes can be
/// read directly. Indirect cases, existential payloads and tags kept in spare bits are caught by
/// comparing the bytes with the reflected payload on the first occurrences.
final class PayloadReader {
  private let load: @Sendable (UnsafeRawPointer) -> Any
  private let size: Int
  private var confirmations = 0

  /// Whether the reader agreed with reflection often enough to be used alone.
  var isTrusted: Bool { confirmations >= 2 }

  private init(load: @escaping @Sendable (UnsafeRawPointer) -> Any, size: Int) {
    self.load = load
    self.size = size
  }

  /// A reader for the case whose reflected payload is `payload`, if its type qualifies.
  static func candidate(payload: Any, enumType: Any.Type) -> PayloadReader? {
    let payloadType = type(of: payload)
    // A payload declared as an existential (`any Error`) reflects as the existential; its bytes
    // in the enum are the existential's, not the dynamic type's.
    guard openValue(payload).valueType == payloadType, !isTupleType(payloadType),
      let size = _openExistential(payloadType, do: plainDataSize), size > 0,
      size + MemoryLayout<UInt>.size >= _openExistential(enumType, do: layoutSize)
    else { return nil }
    return PayloadReader(load: _openExistential(payloadType, do: makeLoader), size: size)
  }

  /// The payload of an enum value of this reader's case.
  func read(_ enumValue: any OpenedValue) -> Any {
    enumValue.withBytes { load($0.baseAddress!) }
  }

  /// Compares the bytes of the enum value with its reflected payload.
  ///
  /// - Returns: Whether they agree; when they do not, the reader must not be used.
  func confirm(_ enumValue: any OpenedValue, reflectedPayload: Any) -> Bool {
    let expected = openValue(reflectedPayload).withBytes { Array($0) }
    let actual = enumValue.withBytes { Array($0.prefix(size)) }
    guard expected == actual else { return false }
    confirmations += 1
    return true
  }
}
