import SwiftMetadata

/// The tag of an enum value: the index of its case (cases with a payload first), read with the
/// `getEnumTag` witness of the enum's value witness table; `nil` when the type has none.
///
/// The tag costs a few instructions and lets the inspector remember each case's name; the case
/// name from the runtime costs a demangling of the case's payload type on every call.
func enumTag(of value: any OpenedValue, type: Any.Type) -> Int? {
  let metadata = TypeMetadata(type)
  let witnesses = metadata.valueWitnesses
  guard witnesses.hasEnumWitnesses else { return nil }
  return value.withBytes { bytes in
    // An enum of one empty case has no bytes; its witness does not read them.
    witnesses.enumTag(
      of: bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 16)!, metadata: metadata)
  }
}
