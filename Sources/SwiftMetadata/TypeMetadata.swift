/// A read-only view of a type's runtime metadata record.
///
/// The layouts read here are the Swift runtime's stable ABI on 64-bit platforms (see
/// `docs/ABI/TypeMetadata.rst` in the Swift repository): the metadata kind is the first word,
/// the value witness table pointer is the word before the metadata, and struct and enum
/// metadata hold their nominal type descriptor in the second word and their generic arguments
/// from the third. `ReflectionLayoutTests` checks each assumption against values the compiler
/// built.
package struct TypeMetadata {
  /// The address of the metadata record.
  package let pointer: UnsafeRawPointer

  /// The metadata of `type`.
  package init(_ type: Any.Type) {
    pointer = unsafeBitCast(type, to: UnsafeRawPointer.self)
  }

  /// The type itself.
  package var type: Any.Type { unsafeBitCast(pointer, to: Any.Type.self) }

  /// The kinds of metadata the decoder tells apart.
  package enum Kind: Equatable {
    case `struct`, `enum`, optional, tuple, function, existential, metatype, `class`
    case other(Int)
  }

  /// The metadata kind as the runtime writes it (`0x200` struct, `0x301` tuple, …).
  package var rawKind: Int { pointer.load(as: Int.self) }

  /// For an existential: whether it can hold a value that is not a class instance (its flags'
  /// top bit); `nil` for another kind of type.
  package var existentialHoldsNonClassValues: Bool? {
    guard kind == .existential else { return nil }
    let flags = pointer.load(fromByteOffset: MemoryLayout<Int>.size, as: UInt32.self)
    return flags & 0x8000_0000 != 0
  }

  /// The metadata kind.
  package var kind: Kind {
    let value = rawKind
    switch value {
    case 0x200: return .struct
    case 0x201: return .enum
    case 0x202: return .optional
    case 0x301: return .tuple
    case 0x302: return .function
    case 0x303: return .existential
    case 0x304, 0x306: return .metatype
    // Swift class metadata has kind 0 without Objective-C interop, and an isa pointer
    // (larger than every kind value, 0x7FF) with it; foreign and wrapped classes have kinds of
    // their own.
    case 0, 0x203, 0x305: return .class
    case 0x800...: return .class
    default: return .other(value)
    }
  }

  /// The value witness table: size, alignment and the operations on values of the type.
  package var valueWitnesses: ValueWitnessTable {
    ValueWitnessTable(
      pointer: pointer.load(fromByteOffset: -MemoryLayout<Int>.size, as: UnsafeRawPointer.self))
  }

  /// The nominal type descriptor of a struct, an enum or an optional.
  package var typeDescriptor: TypeDescriptor? {
    switch kind {
    case .struct, .enum, .optional:
      return TypeDescriptor(
        pointer: pointer.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self))
    default:
      return nil
    }
  }

  /// The generic arguments of a struct or an enum, in the order the runtime passes them to
  /// `swift_getTypeByMangledNameInContext`.
  package var genericArguments: UnsafeRawPointer {
    pointer + 2 * MemoryLayout<Int>.size
  }

  /// Resolves the mangled type name of one of this type's fields or cases in its generic
  /// context.
  package func resolve(_ name: MangledTypeName) -> Any.Type? {
    guard let descriptor = typeDescriptor else { return nil }
    return RuntimeFunctions.type(
      mangledName: name.pointer, length: name.length, context: descriptor.pointer,
      genericArguments: genericArguments)
  }
}
