import Composable
@_spi(Reflection) import Swift

#if canImport(Glibc)
  import Glibc
#endif

/// A stored property of a struct read at its offset: what a path of the state reads after
/// every step (`watch`, `invariant`, and `explore`'s thousands of states a second), where
/// `Mirror` would box every field of the struct to find one.
///
/// Where to read a field is worked out once for each type and name. A field typed as a class, or
/// an optional of one, may be `weak` or `unowned`, whose storage is no ordinary reference: it is
/// left to `Mirror`, as are fields of classes and enums.
enum StoredField {
  /// A field that can be read at its offset: its name as the type's metadata keeps it (a C
  /// string that lives as long as the program), and how to read it.
  // NB: `@unchecked` because the closure captures nothing but the field's type, and the name is
  // the metadata's own, never freed. Names are kept as the metadata's pointers, not `String`s,
  // so that the table holds no tagged pointer a leak checker cannot follow.
  private struct Reader: @unchecked Sendable {
    var name: UnsafePointer<CChar>
    var offset: Int
    var load: (UnsafeRawPointer) -> Any
  }

  /// The fields of each struct type read so far.
  private static let readers = Lock<[ObjectIdentifier: [Reader]]>([:])

  /// The value of the stored property `name` of `value`, when `value` is a struct that has one
  /// that can be read at its offset.
  static func value(named name: String, in value: Any) -> Any? {
    let type = Swift.type(of: value)
    let id = ObjectIdentifier(type)
    let fields: [Reader]
    if let known = readers.withLock({ $0[id] }) {
      fields = known
    } else {
      fields = makeReaders(of: type)
      readers.withLock { $0[id] = fields }
    }
    guard let reader = name.withCString({ name in fields.first { strcmp($0.name, name) == 0 } })
    else { return nil }
    let opened: any BytesOfValue = _openExistential(value, do: openBytes)
    return opened.withBytes { bytes in bytes.baseAddress.map { reader.load($0 + reader.offset) } }
  }

  private static func makeReaders(of type: Any.Type) -> [Reader] {
    var found: [Reader] = []
    _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
      if !holdsAReferenceDirectly(fieldType) {
        found.append(
          Reader(
            name: name, offset: offset, load: _openExistential(fieldType, do: storedFieldLoader)))
      }
      return true
    }
    return found
  }

  /// Whether a field of this type holds a reference itself (a class, or an optional of one).
  static func holdsAReferenceDirectly(_ type: Any.Type) -> Bool {
    if type is AnyClass { return true }
    if let optional = type as? any OptionalContainer.Type {
      return holdsAReferenceDirectly(optional.wrappedType)
    }
    return false
  }
}

/// A value taken out of its `Any` box, so that its memory can be read.
private protocol BytesOfValue {
  func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result
}

private struct OpenedBytes<Value>: BytesOfValue {
  let value: Value

  func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    withUnsafeBytes(of: value, body)
  }
}

private func openBytes<Value>(_ value: Value) -> any BytesOfValue {
  OpenedBytes(value: value)
}

/// Reads a field of type `Field` at its address.
private func storedFieldLoader<Field>(_: Field.Type) -> (UnsafeRawPointer) -> Any {
  { $0.load(as: Field.self) }
}
