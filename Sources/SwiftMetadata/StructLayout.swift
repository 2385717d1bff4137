/// The stored properties of a struct, read from its metadata: names, types and byte offsets.
package struct StructLayout {
  /// One stored property.
  package struct Field {
    /// The property's name.
    package var name: String
    /// Its type; `nil` when it could not be resolved.
    package var type: Any.Type?
    /// Its byte offset in the struct.
    package var offset: Int
    /// Whether it is `weak` or `unowned`, which a plain value must not be written to.
    package var isReferenceStorage: Bool
  }

  /// The struct's metadata.
  package let metadata: TypeMetadata
  /// The stored properties, in declaration order.
  package let fields: [Field]

  /// Reads the stored properties of `metadata`, which must be struct metadata.
  ///
  /// The field offsets are 32-bit integers in the metadata, at the word offset the
  /// descriptor gives, in the order of the field records.
  package init?(_ metadata: TypeMetadata) {
    guard metadata.kind == .struct, let descriptor = metadata.typeDescriptor,
      descriptor.kind == .struct, let fieldDescriptor = descriptor.fieldDescriptor
    else { return nil }
    let records = fieldDescriptor.records
    guard records.count == descriptor.numberOfFields else { return nil }
    let offsets = metadata.pointer + descriptor.fieldOffsetVectorOffset * MemoryLayout<Int>.size
    self.metadata = metadata
    fields = records.enumerated().map { index, record in
      let name = record.mangledTypeName
      return Field(
        name: record.name, type: name.flatMap(metadata.resolve),
        offset: Int(offsets.load(fromByteOffset: index * 4, as: UInt32.self)),
        isReferenceStorage: name?.isReferenceStorage ?? false)
    }
  }
}
