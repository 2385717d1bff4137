/// The elements of a tuple type, read from its metadata.
///
/// Tuple metadata is the kind word (0x301), the number of elements, a pointer to the labels
/// (one C string, each label followed by a space, an empty label for an unlabeled element; null
/// when no element has a label), then per element two words: its type metadata and its byte
/// offset. The offset is a 32-bit integer followed by padding everywhere but on Apple platforms
/// (where it fills the word), so only the low 32 bits are read: on Linux the padding of
/// metadata the runtime instantiates is uninitialized.
package struct TupleMetadata {
  /// One element of the tuple.
  package struct Element {
    /// The label, if the element has one.
    package var label: String?
    /// The element's type.
    package var type: Any.Type
    /// Its byte offset in the tuple.
    package var offset: Int
  }

  /// The elements, in order.
  package let elements: [Element]

  /// The element types of tuple metadata, without reading the labels: what a check of types
  /// alone needs, on a path that runs often. `nil` for another kind of type.
  package static func elementTypes(of metadata: TypeMetadata) -> [Any.Type]? {
    guard metadata.kind == .tuple else { return nil }
    let word = MemoryLayout<Int>.size
    let count = metadata.pointer.load(fromByteOffset: word, as: Int.self)
    return (0..<count).map { index in
      unsafeBitCast(
        metadata.pointer.load(
          fromByteOffset: 3 * word + index * 2 * word, as: UnsafeRawPointer.self),
        to: Any.Type.self)
    }
  }

  /// Reads the elements of `metadata`, which must be tuple metadata.
  package init?(_ metadata: TypeMetadata) {
    guard metadata.kind == .tuple else { return nil }
    let word = MemoryLayout<Int>.size
    let count = metadata.pointer.load(fromByteOffset: word, as: Int.self)
    let labelsPointer = metadata.pointer.load(
      fromByteOffset: 2 * word, as: UnsafePointer<CChar>?.self)
    var labels: [String?] = Array(repeating: nil, count: count)
    if let labelsPointer {
      let parts = String(cString: labelsPointer).split(
        separator: " ", omittingEmptySubsequences: false)
      for index in 0..<min(count, parts.count) where !parts[index].isEmpty {
        labels[index] = String(parts[index])
      }
    }
    elements = (0..<count).map { index in
      let base = 3 * word + index * 2 * word
      let type = unsafeBitCast(
        metadata.pointer.load(fromByteOffset: base, as: UnsafeRawPointer.self), to: Any.Type.self)
      let offset = metadata.pointer.load(fromByteOffset: base + word, as: UInt32.self)
      return Element(label: labels[index], type: type, offset: Int(offset))
    }
  }
}
