/// A read-only view of a nominal type descriptor (struct or enum) and of the context descriptors
/// it is nested in.
///
/// A context descriptor starts with a 32-bit flags word (the low five bits are the kind:
/// 0 module, 17 struct, 18 enum) and a 32-bit relative indirectable pointer to its parent. A type
/// descriptor follows with relative pointers to its name (offset 8), its access function (12)
/// and its field descriptor (16), then two 32-bit words: for a struct the number of fields and
/// the field offset vector's offset in words; for an enum the number of payload cases (low 24
/// bits) and the number of cases without payload.
package struct TypeDescriptor {
  /// The address of the descriptor.
  package let pointer: UnsafeRawPointer

  /// The context kinds the reflection tells apart.
  package enum Kind: Equatable {
    case module, `struct`, `enum`, other(UInt32)
  }

  /// The descriptor's kind.
  package var kind: Kind {
    switch pointer.load(as: UInt32.self) & 0x1F {
    case 0: .module
    case 17: .struct
    case 18: .enum
    case let value: .other(value)
    }
  }

  /// The type's name, without its parents.
  package var name: String {
    guard let name = relativePointer(at: 8) else { return "" }
    return String(cString: name.assumingMemoryBound(to: CChar.self))
  }

  /// The descriptor this one is nested in.
  package var parent: TypeDescriptor? {
    let offset = pointer.load(fromByteOffset: 4, as: Int32.self)
    guard offset != 0 else { return nil }
    let target = pointer + 4 + Int(offset & ~1)
    // An odd offset means the target holds the parent's address rather than the parent.
    if offset & 1 != 0 {
      return target.load(as: UnsafeRawPointer?.self).map(TypeDescriptor.init)
    }
    return TypeDescriptor(pointer: target)
  }

  /// The name of the module the type is declared in.
  package var moduleName: String? {
    var context = parent
    var remaining = 64
    while let current = context, remaining > 0 {
      if current.kind == .module { return current.name }
      context = current.parent
      remaining -= 1
    }
    return nil
  }

  /// The descriptor of the type's stored fields or cases.
  package var fieldDescriptor: FieldDescriptor? {
    relativePointer(at: 16).map(FieldDescriptor.init)
  }

  /// For a struct: the number of stored properties.
  package var numberOfFields: Int { Int(pointer.load(fromByteOffset: 20, as: UInt32.self)) }

  /// For a struct: where the field offsets start in the metadata, in words.
  package var fieldOffsetVectorOffset: Int {
    Int(pointer.load(fromByteOffset: 24, as: UInt32.self))
  }

  /// For an enum: the number of cases with a payload.
  package var numberOfPayloadCases: Int {
    Int(pointer.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF)
  }

  /// For an enum: the number of cases without payload.
  package var numberOfEmptyCases: Int { Int(pointer.load(fromByteOffset: 24, as: UInt32.self)) }

  /// The target of the 32-bit relative direct pointer at `offset`, or `nil` for a null one.
  private func relativePointer(at offset: Int) -> UnsafeRawPointer? {
    let value = pointer.load(fromByteOffset: offset, as: Int32.self)
    return value == 0 ? nil : pointer + offset + Int(value)
  }
}
