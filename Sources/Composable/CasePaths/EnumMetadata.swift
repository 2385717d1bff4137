/// The runtime's description of an enum type, read from its type metadata: the enum value
/// witnesses (case tag, payload projection) and the field records of its cases.
///
/// Layouts follow the Swift ABI (`Metadata.h`, `MetadataValues.h`, `Records.h` in the Swift
/// repository): a value-witness table pointer one word before the metadata, an enum's nominal
/// type descriptor in the metadata's second word, field records reached from the descriptor.
// NB: `@unchecked Sendable` because it holds a pointer to type metadata, which the runtime never
// changes once it is complete.
struct EnumMetadata: @unchecked Sendable {
  let pointer: UnsafeRawPointer

  /// The metadata of an enum type (including `Optional`), or `nil` for any other kind of type.
  init?(_ type: Any.Type) {
    let pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let kind = pointer.load(as: Int.self)
    guard kind == Self.enumKind || kind == Self.optionalKind else { return nil }
    self.pointer = pointer
    let flags = valueWitnesses.load(fromByteOffset: Self.flagsOffset, as: UInt32.self)
    guard flags & Self.hasEnumWitnesses != 0 else { return nil }
  }

  /// The case tag of an enum value: payload cases first, in declaration order, then the cases
  /// without payload (and those whose payload has no size).
  func tag(of value: UnsafeRawPointer) -> UInt32 {
    let getEnumTag = valueWitnesses.load(
      fromByteOffset: Self.enumWitnessesOffset, as: GetEnumTag.self)
    return getEnumTag(value, pointer)
  }

  /// Leaves the payload of an enum value at the value's address (for an indirect case: the
  /// pointer to the box that holds it), clearing the bits that encode the case.
  func destructivelyProjectPayload(of value: UnsafeMutableRawPointer) {
    let project = valueWitnesses.load(
      fromByteOffset: Self.enumWitnessesOffset + Self.word, as: DestructiveProjectEnumData.self)
    project(value, pointer)
  }

  /// Puts the bits that encode a case back into a value whose payload was projected.
  func destructivelyInjectTag(_ tag: UInt32, into value: UnsafeMutableRawPointer) {
    let inject = valueWitnesses.load(
      fromByteOffset: Self.enumWitnessesOffset + 2 * Self.word, as: DestructiveInjectEnumTag.self)
    inject(value, tag, pointer)
  }

  /// The field record of the case with a name, when exactly one case has that name.
  func fieldRecord(named name: String) -> FieldRecord? {
    let descriptor = pointer.load(fromByteOffset: Self.word, as: UnsafeRawPointer.self)
    guard let fields = Self.relativePointer(at: descriptor + Self.fieldsOffset) else { return nil }
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    var found: FieldRecord?
    for index in 0..<count {
      let record = FieldRecord(address: fields + 16 + index * recordSize)
      guard record.name == name else { continue }
      // NB: Cases may share a base name with different labels (`case a(x: Int)`, `case a(y: Int)`);
      // their records cannot be told apart by name, so neither is used.
      guard found == nil else { return nil }
      found = record
    }
    return found
  }

  /// The static type of a case's payload (a tuple for several values), resolved in the context of
  /// this enum's generic arguments.
  func payloadType(of record: FieldRecord) -> Any.Type? {
    guard let name = record.mangledTypeName else { return nil }
    let descriptor = pointer.load(fromByteOffset: Self.word, as: UnsafeRawPointer.self)
    return _getTypeByMangledNameInContext(
      name.assumingMemoryBound(to: UInt8.self), UInt(Self.mangledNameLength(name)),
      genericContext: descriptor, genericArguments: pointer + 2 * Self.word)
  }

  private var valueWitnesses: UnsafeRawPointer {
    pointer.load(fromByteOffset: -Self.word, as: UnsafeRawPointer.self)
  }

  // MARK: - ABI constants

  // NB: Value witnesses use the Swift calling convention, which `@convention(thin)` names; for
  // these pointer and integer arguments it passes them as the C convention would.
  private typealias GetEnumTag = @convention(thin) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  private typealias DestructiveProjectEnumData =
    @convention(thin) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  private typealias DestructiveInjectEnumTag =
    @convention(thin) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  private static let word = MemoryLayout<Int>.size
  private static let enumKind = 0x201
  private static let optionalKind = 0x202
  /// Eight function pointers, then `size` and `stride` words, then the 32-bit flags.
  private static let flagsOffset = 10 * word
  /// After the flags and the 32-bit extra-inhabitant count.
  private static let enumWitnessesOffset = 10 * word + 8
  private static let hasEnumWitnesses: UInt32 = 0x0020_0000
  /// Context flags, parent, name and access function (32 bits each) precede the fields pointer.
  private static let fieldsOffset = 16

  static func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = address.load(as: Int32.self)
    return offset == 0 ? nil : address + Int(offset)
  }

  /// The length of a mangled name, whose symbolic references may contain zero bytes.
  private static func mangledNameLength(_ name: UnsafeRawPointer) -> Int {
    var length = 0
    while true {
      let byte = name.load(fromByteOffset: length, as: UInt8.self)
      switch byte {
      case 0: return length
      case 0x01...0x17: length += 1 + 4
      case 0x18...0x1F: length += 1 + word
      default: length += 1
      }
    }
  }
}

/// One case of an enum as its field record describes it.
struct FieldRecord {
  let address: UnsafeRawPointer

  var isIndirect: Bool { address.load(as: UInt32.self) & 0x1 != 0 }

  var mangledTypeName: UnsafeRawPointer? { EnumMetadata.relativePointer(at: address + 4) }

  var name: String? {
    EnumMetadata.relativePointer(at: address + 8).map {
      String(cString: $0.assumingMemoryBound(to: CChar.self))
    }
  }
}
