/// The decoder of one value of the input (see ``WireDecoder``), and its containers.
struct WireValueDecoder: Decoder {
  let input: WireInput
  /// The value's index in the input's nodes.
  let index: Int
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  var node: WireInput.Node { input.nodes[index] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(try WireKeyedDecoder<Key>(self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try WireUnkeyedDecoder(self)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    WireSingleValueDecoder(decoder: self)
  }

  /// The decoder of the value at `index`, held by this one's container under `key`.
  func child(_ index: Int, key: any CodingKey) -> WireValueDecoder {
    WireValueDecoder(input: input, index: index, codingPath: codingPath + [key])
  }

  /// The error of a value that is not the `expected` one (a tag's name) the type needs.
  func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
    .typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: "byte \(node.offset) tags \(node.tag.name), not \(expected)"))
  }

  /// The value's node, which must be tagged `expected`.
  func node(_ expected: Wire.Tag, for type: Any.Type) throws -> WireInput.Node {
    let node = self.node
    guard node.tag == expected else { throw mismatch(type, expected: expected.name) }
    return node
  }

  func isNil() -> Bool { node.tag == .null }

  func bool() throws -> Bool {
    switch node.tag {
    case .true: return true
    case .false: return false
    default: throw mismatch(Bool.self, expected: Wire.Tag.true.name)
    }
  }

  func string() throws -> String {
    let node = try node(.string, for: String.self)
    var position = node.offset + 1
    let range = try input.reader.textRange(at: &position)
    return try input.text(in: range, at: node.offset, codingPath)
  }

  func double() throws -> Double {
    let position = try node(.double, for: Double.self).offset + 1
    var bits: UInt64 = 0
    for index in 0..<8 { bits |= UInt64(input.bytes[position + index]) << (8 * index) }
    return Double(bitPattern: bits)
  }

  func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    let node = self.node
    var position = node.offset + 1
    let value: Integer?
    switch node.tag {
    case .signed:
      let zigzag = try input.reader.number(at: &position)
      value = Integer(exactly: Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
    case .unsigned:
      value = Integer(exactly: try input.reader.number(at: &position))
    default:
      throw mismatch(type, expected: "an integer")
    }
    guard let value else {
      throw WireReader.corrupt(
        "the number at byte \(node.offset) does not fit in \(Integer.self)", codingPath)
    }
    return value
  }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if type == String.self { return unsafeBitCast(try string(), to: Value.self) }
    if type == Int.self { return unsafeBitCast(try integer(Int.self), to: Value.self) }
    if type == Bool.self { return unsafeBitCast(try bool(), to: Value.self) }
    if type == [String].self { return unsafeBitCast(try strings(), to: Value.self) }
    return try Value(from: self)
  }

  /// A list of strings, as `[String]`'s conformance decodes one.
  func strings() throws -> [String] {
    var list = try WireUnkeyedDecoder(self)
    var strings: [String] = []
    strings.reserveCapacity(list.count!)
    while !list.isAtEnd { strings.append(try list.decode(String.self)) }
    return strings
  }
}

private struct WireKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: WireValueDecoder
  /// The index of the record's first value, and how many it holds.
  private let first: Int
  private let count: Int
  var codingPath: [any CodingKey] { decoder.codingPath }

  init(_ decoder: WireValueDecoder) throws {
    self.decoder = decoder
    count = try decoder.node(.record, for: [String: Any].self).count
    first = decoder.index + 1
  }

  var allKeys: [Key] {
    let input = decoder.input
    var keys: [Key] = []
    var index = first
    for _ in 0..<count {
      let node = input.nodes[index]
      if let key = Key(stringValue: String(decoding: input.bytes[node.key], as: UTF8.self)) {
        keys.append(key)
      }
      index = node.next
    }
    return keys
  }

  /// The index of the value for `key`: a record holds few, whose keys are told apart by
  /// their lengths first.
  private func index(of key: Key) -> Int? {
    let input = decoder.input
    var name = key.stringValue
    return name.withUTF8 { name in
      input.bytes.withUnsafeBufferPointer { bytes in
        var index = first
        for _ in 0..<count {
          let range = input.nodes[index].key
          if range.count == name.count, name.elementsEqual(bytes[range]) { return index }
          index = input.nodes[index].next
        }
        return nil
      }
    }
  }

  private func child(_ key: Key) throws -> WireValueDecoder {
    guard let index = index(of: key) else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
    }
    return decoder.child(index, key: key)
  }

  func contains(_ key: Key) -> Bool { index(of: key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).isNil() }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).bool() }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).string() }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).double() }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    Float(try child(key).double())
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).integer(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).integer(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try child(key).integer(type)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try child(key).integer(type)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try child(key).integer(type)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).integer(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try child(key).integer(type)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try child(key).integer(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try child(key).integer(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try child(key).integer(type)
  }
  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try child(key).decode(type)
  }

  /// The value for `key`, or nil when the record has none or holds nil: one search.
  func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
    try present(key)?.decode(type)
  }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try present(key)?.string()
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try present(key)?.integer(type)
  }
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try present(key)?.bool()
  }

  /// The decoder of the value for `key`, or nil when there is none or it is nil.
  private func present(_ key: Key) -> WireValueDecoder? {
    guard let index = index(of: key) else { return nil }
    let child = decoder.child(index, key: key)
    return child.isNil() ? nil : child
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(try WireKeyedDecoder<NestedKey>(try child(key)))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try WireUnkeyedDecoder(try child(key))
  }

  func superDecoder() throws -> any Decoder { try child(Key(stringValue: "super")!) }
  func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

private struct WireUnkeyedDecoder: UnkeyedDecodingContainer {
  let decoder: WireValueDecoder
  let count: Int?
  private(set) var currentIndex = 0
  /// The index of the next value.
  private var next: Int
  var codingPath: [any CodingKey] { decoder.codingPath }
  var isAtEnd: Bool { currentIndex >= count! }

  init(_ decoder: WireValueDecoder) throws {
    self.decoder = decoder
    count = try decoder.node(.list, for: [Any].self).count
    next = decoder.index + 1
  }

  /// The decoder of the next value, once this container moves past it.
  private mutating func nextDecoder<Value>(_ type: Value.Type) throws -> WireValueDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "the list has \(count!) values"))
    }
    let child = decoder.child(next, key: WireIndexKey(currentIndex))
    next = decoder.input.nodes[next].next
    currentIndex += 1
    return child
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, decoder.input.nodes[next].tag == .null else { return false }
    _ = try nextDecoder(Never.self)
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try nextDecoder(type).bool() }
  mutating func decode(_ type: String.Type) throws -> String { try nextDecoder(type).string() }
  mutating func decode(_ type: Double.Type) throws -> Double { try nextDecoder(type).double() }
  mutating func decode(_ type: Float.Type) throws -> Float {
    Float(try nextDecoder(type).double())
  }
  mutating func decode(_ type: Int.Type) throws -> Int { try nextDecoder(type).integer(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try nextDecoder(type).integer(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try nextDecoder(type).integer(type)
  }
  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try nextDecoder(type).integer(type)
  }
  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try nextDecoder(type).integer(type)
  }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try nextDecoder(type).integer(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try nextDecoder(type).integer(type)
  }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try nextDecoder(type).integer(type)
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try nextDecoder(type).integer(type)
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try nextDecoder(type).integer(type)
  }
  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try nextDecoder(type).decode(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(try WireKeyedDecoder<NestedKey>(try nextDecoder([String: Any].self)))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try WireUnkeyedDecoder(try nextDecoder([Any].self))
  }

  mutating func superDecoder() throws -> any Decoder { try nextDecoder(Any.self) }
}

private struct WireSingleValueDecoder: SingleValueDecodingContainer {
  let decoder: WireValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { decoder.isNil() }
  func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool() }
  func decode(_ type: String.Type) throws -> String { try decoder.string() }
  func decode(_ type: Double.Type) throws -> Double { try decoder.double() }
  func decode(_ type: Float.Type) throws -> Float { Float(try decoder.double()) }
  func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type) }
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try decoder.decode(type)
  }
}
