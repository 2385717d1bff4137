extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements, in order, as an array: `[{"id":1,…},{"id":2,…}]`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding an element throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(_elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes an array of elements, in order.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted`, naming the id and its offsets, when two elements
  ///   have the same id; what decoding an element throws.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let elements = try container.decode([Element].self)
    try self.init(reader: .identifiable(), elements: elements) { id, first, again in
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "Duplicate id \(String(reflecting: id)) in an 'IdentifiedArray', at offsets \(first) "
          + "and \(again).")
    }
  }
}
