/// A read-only view of the field descriptor the compiler emits for a struct or an enum: one
/// record per stored property or per case, with its name and its mangled type name.
///
/// The descriptor is a 16-byte header (relative pointers to the type's mangled name and
/// superclass, a 16-bit kind, a 16-bit record size and a 32-bit record count) followed by the
/// records. A record is a 32-bit flags word (bit 0: indirect case, bit 1: `var`), a relative
/// pointer to the mangled type name (null for a case without payload) and a relative pointer to
/// the field name. An enum's records list payload cases first, in declaration order, then the
/// cases without payload: the same order as enum tags.
package struct FieldDescriptor {
  /// The address of the descriptor.
  package let pointer: UnsafeRawPointer

  /// The number of records.
  package var count: Int { Int(pointer.load(fromByteOffset: 12, as: UInt32.self)) }

  /// The size of one record.
  private var recordSize: Int { Int(pointer.load(fromByteOffset: 10, as: UInt16.self)) }

  /// The records, in order.
  package var records: [FieldRecord] {
    (0..<count).compactMap(record(at:))
  }

  /// The record at `index`, without making the array of them all.
  package func record(at index: Int) -> FieldRecord? {
    // A record is at least 12 bytes; a smaller size means a layout this code does not know.
    guard recordSize >= 12, (0..<count).contains(index) else { return nil }
    return FieldRecord(pointer: pointer + 16 + index * recordSize)
  }
}

/// One stored property or case of a field descriptor.
package struct FieldRecord {
  /// The address of the record.
  package let pointer: UnsafeRawPointer

  /// Whether the record is an `indirect` enum case, whose payload lives in a heap box.
  package var isIndirectCase: Bool { pointer.load(as: UInt32.self) & 0x1 != 0 }

  /// The field's or case's name.
  package var name: String {
    let offset = pointer.load(fromByteOffset: 8, as: Int32.self)
    guard offset != 0 else { return "" }
    return String(cString: (pointer + 8 + Int(offset)).assumingMemoryBound(to: CChar.self))
  }

  /// The mangled name of the field's type, or of the case's payload type; `nil` when absent.
  package var mangledTypeName: MangledTypeName? {
    let offset = pointer.load(fromByteOffset: 4, as: Int32.self)
    guard offset != 0 else { return nil }
    return MangledTypeName(pointer: (pointer + 4 + Int(offset)).assumingMemoryBound(to: UInt8.self))
  }
}

/// A mangled type name as stored in reflection metadata, with embedded symbolic references.
package struct MangledTypeName {
  /// The first byte.
  package let pointer: UnsafePointer<UInt8>

  /// The length in bytes, up to the terminating zero.
  ///
  /// Bytes 0x01–0x17 start a symbolic reference followed by a 32-bit relative offset and
  /// 0x18–0x1F one followed by an absolute pointer; those offsets may contain zero bytes, so the
  /// length cannot be found with `strlen`.
  package var length: Int {
    var index = 0
    while true {
      switch pointer[index] {
      case 0: return index
      case 0x01...0x17: index += 1 + 4
      case 0x18...0x1F: index += 1 + MemoryLayout<Int>.size
      default: index += 1
      }
    }
  }

  /// Whether the name ends with a reference-storage marker (`weak`, `unowned`,
  /// `unowned(unsafe)`): such a field holds the reference in a form a plain value must not be
  /// written to, although the name resolves to the referenced type.
  package var isReferenceStorage: Bool {
    var index = 0
    var plainRun = 0
    while true {
      switch pointer[index] {
      case 0:
        guard plainRun >= 2, pointer[index - 2] == UInt8(ascii: "X") else { return false }
        let marker = pointer[index - 1]
        return marker == UInt8(ascii: "w") || marker == UInt8(ascii: "o")
          || marker == UInt8(ascii: "u")
      case 0x01...0x17:
        index += 1 + 4
        plainRun = 0
      case 0x18...0x1F:
        index += 1 + MemoryLayout<Int>.size
        plainRun = 0
      default:
        index += 1
        plainRun += 1
      }
    }
  }
}
