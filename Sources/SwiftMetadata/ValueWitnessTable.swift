/// A read-only view of a type's value witness table.
///
/// The table is an array of words: eight function pointers (initializeBufferWithCopyOfBuffer,
/// destroy, initializeWithCopy, assignWithCopy, initializeWithTake, assignWithTake,
/// getEnumTagSinglePayload, storeEnumTagSinglePayload), then size, stride, a 32-bit flags word
/// and a 32-bit extra inhabitant count; enums (and only types whose flags say so) follow with
/// getEnumTag, destructiveProjectEnumData and destructiveInjectEnumTag.
package struct ValueWitnessTable {
  /// The address of the table.
  package let pointer: UnsafeRawPointer

  private static let word = MemoryLayout<Int>.size

  /// The size of a value in bytes.
  package var size: Int { pointer.load(fromByteOffset: 8 * Self.word, as: Int.self) }

  /// The distance between consecutive values in an array.
  package var stride: Int { pointer.load(fromByteOffset: 9 * Self.word, as: Int.self) }

  /// The flags word.
  private var flags: UInt32 { pointer.load(fromByteOffset: 10 * Self.word, as: UInt32.self) }

  /// The alignment of a value in bytes.
  package var alignment: Int { Int(flags & 0xFF) + 1 }

  /// Whether the table has the enum witnesses (getEnumTag and the two after it).
  package var hasEnumWitnesses: Bool { flags & 0x0020_0000 != 0 }

  /// `getEnumTag(value, metadata)`.
  package typealias GetEnumTag = @convention(thin) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32

  /// `destructiveProjectEnumData(value, metadata)`.
  package typealias ProjectEnumData =
    @convention(thin) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void

  /// `destructiveInjectEnumTag(value, tag, metadata)`.
  package typealias InjectEnumTag =
    @convention(thin) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer)
    -> Void

  /// The enum witnesses, to call again and again without reading the table each time; `nil`
  /// when the type has none.
  package var enumWitnesses: (tag: GetEnumTag, project: ProjectEnumData, inject: InjectEnumTag)? {
    guard hasEnumWitnesses else { return nil }
    return (
      witness(11, as: GetEnumTag.self), witness(12, as: ProjectEnumData.self),
      witness(13, as: InjectEnumTag.self)
    )
  }

  /// The tag of the enum value at `value`: payload cases first, in declaration order, then the
  /// cases without payload.
  package func enumTag(of value: UnsafeRawPointer, metadata: TypeMetadata) -> Int? {
    guard hasEnumWitnesses else { return nil }
    return Int(witness(11, as: GetEnumTag.self)(value, metadata.pointer))
  }

  /// Turns the payload initialized at `value` (nothing, for a case without payload) into an enum
  /// value of case `tag`. Returns `false`, touching nothing, when the type has no enum witnesses.
  package func injectEnumTag(
    _ tag: Int, into value: UnsafeMutableRawPointer, metadata: TypeMetadata
  ) -> Bool {
    guard hasEnumWitnesses else { return false }
    witness(13, as: InjectEnumTag.self)(value, UInt32(tag), metadata.pointer)
    return true
  }

  /// The witness function at word `index` of the table.
  private func witness<Function>(_ index: Int, as type: Function.Type) -> Function {
    unsafeBitCast(
      pointer.load(fromByteOffset: index * Self.word, as: UnsafeRawPointer.self), to: type)
  }
}
