/// The tag of an enum value: the index of its case (cases with a payload first), read with the
/// `getEnumTag` witness of the enum's value witness table; `nil` when the type has none.
///
/// NB: The case name, from the runtime, costs a demangling of the case's payload type on every
/// call; the tag costs a few instructions and lets the inspector remember each case's name. The
/// value witness table sits just before the type metadata; its layout is part of Swift's stable
/// ABI, and the witness takes (value, metadata) and returns the tag in the C registers.
func enumTag(of value: any OpenedValue, type: Any.Type) -> Int? {
  let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
  let witnesses = metadata.load(
    fromByteOffset: -MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
  let flags = witnesses.load(fromByteOffset: WitnessLayout.flags, as: UInt32.self)
  guard flags & WitnessLayout.hasEnumWitnesses != 0 else { return nil }
  let getEnumTag = witnesses.load(fromByteOffset: WitnessLayout.getEnumTag, as: GetEnumTag.self)
  return value.withBytes { bytes in
    // NB: An enum of one empty case has no bytes; its witness does not read them.
    Int(getEnumTag(bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 16)!, metadata))
  }
}

private typealias GetEnumTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32

/// Offsets in a value witness table: eight witness functions, then size, stride, flags and the
/// extra inhabitant count, then (for enums) `getEnumTag`.
private enum WitnessLayout {
  static let flags = 10 * MemoryLayout<UnsafeRawPointer>.size
  static let getEnumTag = 11 * MemoryLayout<UnsafeRawPointer>.size
  static let hasEnumWitnesses: UInt32 = 0x0020_0000
}
