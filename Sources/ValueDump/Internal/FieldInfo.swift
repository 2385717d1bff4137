@_spi(Reflection) import Swift
import SwiftMetadata

/// A stored field of a plain struct, and how to read it from the struct's memory.
///
/// Reading fields at their offsets costs a fraction of what `Mirror` does per field, which keeps
/// dumps of large states fast.
struct FieldInfo: Sendable {
  let name: String
  /// The name as declared, as `Mirror` labels the field (`_alert` for a wrapped `alert`).
  let declaredName: String
  let offset: Int
  let load: @Sendable (UnsafeRawPointer) -> Any

  /// The fields of a struct type, or `nil` when some field cannot be read safely from memory.
  ///
  /// A field that may hold a class reference could be `weak` or `unowned`, whose storage is not
  /// an ordinary reference; such structs are left to `Mirror`.
  static func fields(of type: Any.Type) -> [FieldInfo]? {
    var fields: [FieldInfo] = []
    var isReadable = true
    let isStruct = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
      guard holdsNoClassReference(fieldType) else {
        isReadable = false
        return false
      }
      let declaredName = String(cString: name)
      fields.append(
        FieldInfo(
          name: displayLabel(declaredName, of: fieldType),
          declaredName: declaredName,
          offset: offset,
          load: _openExistential(fieldType, do: makeLoader)
        ))
      return true
    }
    return isStruct && isReadable ? fields : nil
  }
}

func makeLoader<Field>(_: Field.Type) -> @Sendable (UnsafeRawPointer) -> Any {
  { $0.load(as: Field.self) }
}

/// Whether a type is a tuple type.
func isTupleType(_ type: Any.Type) -> Bool {
  TypeMetadata(type).kind == .tuple
}

/// Whether a stored field of this type can only be a plain value (never a weak or unowned
/// reference), judged from the metadata kind that heads every type's runtime metadata.
private func holdsNoClassReference(_ type: Any.Type) -> Bool {
  let metadata = TypeMetadata(type)
  switch metadata.rawKind {
  case 0x200, 0x201, 0x300, 0x301, 0x302, 0x304, 0x306:
    // struct, enum, opaque, tuple, function, metatype, existential metatype.
    return true
  case 0x202:
    return (type as? any OptionalAccess.Type).map { holdsNoClassReference($0.wrappedType) } ?? false
  case 0x303:
    return metadata.existentialHoldsNonClassValues ?? false
  default:
    return false
  }
}

// MARK: - Reading a value's fields

/// The values of a plain struct's fields, labelled with the field names, or `nil` when the value
/// is not stored directly as that struct (an `any Error` inside `Any` opens to `any Error`).
func fieldValues(of value: Any, type: Any.Type, _ fields: [FieldInfo]) -> [Child]? {
  guard !fields.isEmpty else { return [] }
  let opened = openValue(value)
  guard opened.valueType == type else { return nil }
  return opened.withBytes { bytes in
    // A struct of empty fields has no bytes; any aligned address reads its empty fields.
    let base = bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 16)!
    return fields.map { Child(label: $0.name, value: $0.load(base + $0.offset)) }
  }
}

/// The stored properties of a plain struct, as `Mirror` lists them (each with the name it was
/// declared with), read from memory with what is known about the type; `nil` for any other
/// value, which `Mirror` takes apart as usual.
///
/// A plain struct is one that dumps field by field: it does not customise its reflection or its
/// dump, and no field may hold a class reference.
package func plainStructFields(of value: Any) -> [(name: String, value: Any)]? {
  guard case .fields(let fields) = Inspector.sharedKind(of: value) else { return nil }
  guard !fields.isEmpty else { return [] }
  let opened = openValue(value)
  guard opened.valueType == type(of: value) else { return nil }
  return opened.withBytes { bytes in
    let base = bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 16)!
    return fields.map { ($0.declaredName, $0.load(base + $0.offset)) }
  }
}

/// Whether a value is an `Int`, `Bool`, `String` or `Double`: a value `Mirror` shows without
/// children or display style, found with what is known about its type.
package func isPlainScalar(_ value: Any) -> Bool {
  switch Inspector.sharedKind(of: value) {
  case .int, .bool, .string, .double: return true
  default: return false
  }
}
