extension Tagged: Encodable where RawValue: Encodable {
  /// Encodes the bare raw value, as if it were not tagged: a tagged `42` encodes as `42`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the raw value throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension Tagged: Decodable where RawValue: Decodable {
  /// Decodes a bare raw value and tags it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: What decoding the raw value throws.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(rawValue: try container.decode(RawValue.self))
  }
}

extension Tagged: CodingKeyRepresentable where RawValue: CodingKeyRepresentable {
  /// The raw value's coding key, so that a dictionary keyed by tagged values encodes as an
  /// object keyed by the raw values.
  public var codingKey: any CodingKey { rawValue.codingKey }

  /// Tags the raw value a coding key stands for.
  ///
  /// - Parameter codingKey: A coding key.
  public init?<Key: CodingKey>(codingKey: Key) {
    guard let rawValue = RawValue(codingKey: codingKey) else { return nil }
    self.init(rawValue: rawValue)
  }
}
