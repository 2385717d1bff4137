/// Reads values in the protocol's binary form (see ``Wire``), where they are in the bytes: a
/// container finds its entries once, and a value is made only when it is asked for.
///
/// Bytes that are not the form of the type asked for — cut short, a tag that is no tag, a count
/// larger than the bytes left, containers nested deeper than ``Wire/maximumDepth``, bytes left
/// over — throw a `DecodingError`; nothing they announce is allocated before it is there.
struct WireDecoder {
  /// The value of type `Value` that `bytes` hold, all of them.
  ///
  /// - Throws: `DecodingError` when they do not.
  func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
    let input = WireInput(bytes: bytes)
    let value = try Value(
      from: WireValueDecoder(input: input, offset: 0, depth: 0, codingPath: []))
    let end = try input.end(ofValueAt: 0, depth: 0, codingPath: [])
    guard end == bytes.count else {
      let count = bytes.count - end
      throw input.corrupt(
        "\(count) \(count == 1 ? "byte follows" : "bytes follow") the value, from byte \(end)", [])
    }
    return value
  }
}

/// The bytes being read, and the reading of their parts.
private final class WireInput {
  let bytes: [UInt8]

  init(bytes: [UInt8]) { self.bytes = bytes }

  func corrupt(_ what: String, _ codingPath: [any CodingKey]) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: what))
  }

  /// The error of containers nested deeper than ``Wire/maximumDepth``.
  func tooDeep(at offset: Int, _ codingPath: [any CodingKey]) -> DecodingError {
    corrupt("containers at byte \(offset) nest deeper than \(Wire.maximumDepth)", codingPath)
  }

  /// The error of bytes that end in the middle of a value.
  func cut(at offset: Int, _ codingPath: [any CodingKey]) -> DecodingError {
    corrupt("the bytes end at byte \(offset), in the middle of a value", codingPath)
  }

  /// The tag of the value at `offset`.
  func tag(at offset: Int, _ codingPath: [any CodingKey]) throws -> Wire.Tag {
    guard offset < bytes.count else { throw cut(at: offset, codingPath) }
    guard let tag = Wire.Tag(rawValue: bytes[offset]) else {
      throw corrupt("byte \(offset) is \(bytes[offset]), which tags no value", codingPath)
    }
    return tag
  }

  /// The LEB128 number at `offset`, which moves past it.
  func number(at offset: inout Int, _ codingPath: [any CodingKey]) throws -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    let start = offset
    while true {
      guard offset < bytes.count else { throw cut(at: offset, codingPath) }
      let byte = bytes[offset]
      offset += 1
      guard shift < 64, shift < 63 || byte <= 1 else {
        throw corrupt("the number at byte \(start) is longer than 64 bits", codingPath)
      }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  /// A count at `offset`, which moves past it: no more than the bytes left can hold, at
  /// `size` bytes an item at least.
  func count(at offset: inout Int, size: Int, _ codingPath: [any CodingKey]) throws -> Int {
    let start = offset
    let count = try number(at: &offset, codingPath)
    guard count <= UInt64((bytes.count - offset) / size) else {
      throw corrupt(
        "the count at byte \(start) is \(count), more than the bytes left hold", codingPath)
    }
    return Int(count)
  }

  /// The bytes of a string's body at `offset`, which moves past it.
  func textRange(at offset: inout Int, _ codingPath: [any CodingKey]) throws -> Range<Int> {
    let length = try count(at: &offset, size: 1, codingPath)
    defer { offset += length }
    return offset..<offset + length
  }

  func text(
    in range: Range<Int>, at offset: Int, _ codingPath: [any CodingKey]
  ) throws
    -> String
  {
    guard let text = String(validating: bytes[range], as: UTF8.self) else {
      throw corrupt("the string at byte \(offset) is not UTF-8", codingPath)
    }
    return text
  }

  /// Where the value at `offset` ends.
  func end(ofValueAt offset: Int, depth: Int, codingPath: [any CodingKey]) throws -> Int {
    guard depth <= Wire.maximumDepth else { throw tooDeep(at: offset, codingPath) }
    var position = offset + 1
    switch try tag(at: offset, codingPath) {
    case .null, .false, .true:
      return position
    case .signed, .unsigned:
      _ = try number(at: &position, codingPath)
      return position
    case .double:
      guard position + 8 <= bytes.count else { throw cut(at: bytes.count, codingPath) }
      return position + 8
    case .string:
      return try textRange(at: &position, codingPath).upperBound
    case .list:
      let count = try count(at: &position, size: 1, codingPath)
      for _ in 0..<count {
        position = try end(ofValueAt: position, depth: depth + 1, codingPath: codingPath)
      }
      return position
    case .record:
      let count = try count(at: &position, size: 2, codingPath)
      for _ in 0..<count {
        position = try textRange(at: &position, codingPath).upperBound
        position = try end(ofValueAt: position, depth: depth + 1, codingPath: codingPath)
      }
      return position
    }
  }
}

// MARK: - The Decoder

private struct WireValueDecoder: Decoder {
  let input: WireInput
  /// Where the value starts.
  let offset: Int
  let depth: Int
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(try WireKeyedDecoder<Key>(self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try WireUnkeyedDecoder(self)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    WireSingleValueDecoder(decoder: self)
  }

  /// The decoder of a value of this one's container, at `offset`.
  func child(at offset: Int, key: any CodingKey) -> WireValueDecoder {
    WireValueDecoder(
      input: input, offset: offset, depth: depth + 1, codingPath: codingPath + [key])
  }

  /// The error of a value that is not the `expected` one (a tag's name) the type needs.
  func mismatch(_ type: Any.Type, expected: String, found tag: Wire.Tag) -> DecodingError {
    .typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath,
        debugDescription: "byte \(offset) tags \(tag.name), not \(expected)"))
  }

  /// The position after the tag, which must be `expected`.
  func body(_ expected: Wire.Tag, for type: Any.Type) throws -> Int {
    guard depth <= Wire.maximumDepth else { throw input.tooDeep(at: offset, codingPath) }
    let tag = try input.tag(at: offset, codingPath)
    guard tag == expected else { throw mismatch(type, expected: expected.name, found: tag) }
    return offset + 1
  }

  func isNil() throws -> Bool { try input.tag(at: offset, codingPath) == .null }

  func bool() throws -> Bool {
    switch try input.tag(at: offset, codingPath) {
    case .true: return true
    case .false: return false
    case let tag: throw mismatch(Bool.self, expected: Wire.Tag.true.name, found: tag)
    }
  }

  func string() throws -> String {
    var position = try body(.string, for: String.self)
    let range = try input.textRange(at: &position, codingPath)
    return try input.text(in: range, at: offset, codingPath)
  }

  func double() throws -> Double {
    let position = try body(.double, for: Double.self)
    guard position + 8 <= input.bytes.count else {
      throw input.cut(at: input.bytes.count, codingPath)
    }
    var bits: UInt64 = 0
    for index in 0..<8 { bits |= UInt64(input.bytes[position + index]) << (8 * index) }
    return Double(bitPattern: bits)
  }

  func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    var position = offset + 1
    let value: Integer?
    switch try input.tag(at: offset, codingPath) {
    case .signed:
      let zigzag = try input.number(at: &position, codingPath)
      let number = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
      value = Integer(exactly: number)
    case .unsigned:
      value = Integer(exactly: try input.number(at: &position, codingPath))
    case let tag:
      throw mismatch(type, expected: "an integer", found: tag)
    }
    guard let value else {
      throw input.corrupt(
        "the number at byte \(offset) does not fit in \(Integer.self)", codingPath)
    }
    return value
  }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if type == String.self { return try string() as! Value }
    if type == Int.self { return try integer(Int.self) as! Value }
    if type == Bool.self { return try bool() as! Value }
    return try Value(from: self)
  }
}

private struct WireKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: WireValueDecoder
  /// Each entry's key, as bytes of the input, and where its value starts.
  private let entries: [(key: Range<Int>, value: Int)]
  var codingPath: [any CodingKey] { decoder.codingPath }

  init(_ decoder: WireValueDecoder) throws {
    self.decoder = decoder
    let input = decoder.input
    var position = try decoder.body(.record, for: [String: Any].self)
    let count = try input.count(at: &position, size: 2, decoder.codingPath)
    var entries: [(key: Range<Int>, value: Int)] = []
    entries.reserveCapacity(count)
    for _ in 0..<count {
      let key = try input.textRange(at: &position, decoder.codingPath)
      entries.append((key, position))
      position = try input.end(
        ofValueAt: position, depth: decoder.depth + 1, codingPath: decoder.codingPath)
    }
    self.entries = entries
  }

  var allKeys: [Key] {
    entries.compactMap { entry in
      (try? decoder.input.text(in: entry.key, at: entry.key.lowerBound, codingPath))
        .flatMap(Key.init(stringValue:))
    }
  }

  private func offset(of key: Key) -> Int? {
    let bytes = decoder.input.bytes
    return entries.first { bytes[$0.key].elementsEqual(key.stringValue.utf8) }?.value
  }

  private func child(_ key: Key) throws -> WireValueDecoder {
    guard let offset = offset(of: key) else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
    }
    return decoder.child(at: offset, key: key)
  }

  func contains(_ key: Key) -> Bool { offset(of: key) != nil }

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
  /// Where the next value starts.
  private var position: Int
  var codingPath: [any CodingKey] { decoder.codingPath }
  var isAtEnd: Bool { currentIndex >= count! }

  init(_ decoder: WireValueDecoder) throws {
    self.decoder = decoder
    var position = try decoder.body(.list, for: [Any].self)
    count = try decoder.input.count(at: &position, size: 1, decoder.codingPath)
    self.position = position
  }

  /// The decoder of the next value, once this container moves past it.
  private mutating func next<Value>(_ type: Value.Type) throws -> WireValueDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "the list has \(count!) values"))
    }
    let child = decoder.child(at: position, key: WireIndexKey(currentIndex))
    position = try decoder.input.end(
      ofValueAt: position, depth: decoder.depth + 1, codingPath: codingPath)
    currentIndex += 1
    return child
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, try decoder.input.tag(at: position, codingPath) == .null else { return false }
    _ = try next(Never.self)
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).bool() }
  mutating func decode(_ type: String.Type) throws -> String { try next(type).string() }
  mutating func decode(_ type: Double.Type) throws -> Double { try next(type).double() }
  mutating func decode(_ type: Float.Type) throws -> Float { Float(try next(type).double()) }
  mutating func decode(_ type: Int.Type) throws -> Int { try next(type).integer(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).integer(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).integer(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).integer(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).integer(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).integer(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).integer(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).integer(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).integer(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).integer(type) }
  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try next(type).decode(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    KeyedDecodingContainer(try WireKeyedDecoder<NestedKey>(try next([String: Any].self)))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try WireUnkeyedDecoder(try next([Any].self))
  }

  mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
}

private struct WireSingleValueDecoder: SingleValueDecodingContainer {
  let decoder: WireValueDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { (try? decoder.isNil()) ?? false }
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
