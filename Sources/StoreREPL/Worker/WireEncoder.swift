/// The binary form in which the shell and its worker send their ``WorkerRequest``s and
/// ``WorkerAnswer``s: any `Codable` value, as the tree of containers its `Codable` conformance
/// makes, written compactly. ``WireEncoder`` writes it and ``WireDecoder`` reads it.
///
/// A value is a tag byte, then its body; numbers are LEB128 (signed ones zigzag-encoded first),
/// so that small ones take a byte:
///
/// | tag | value | body |
/// |---|---|---|
/// | 0 | nil | nothing |
/// | 1, 2 | `false`, `true` | nothing |
/// | 3 | a signed integer | zigzag LEB128 |
/// | 4 | an unsigned integer | LEB128 |
/// | 5 | a floating-point number | its 8 bytes as a `Double`, little-endian |
/// | 6 | a string | its UTF-8 byte count, then its UTF-8 bytes |
/// | 7 | a list (an unkeyed container) | its count, then its values |
/// | 8 | a record (a keyed container) | its count, then each key, as a string's body, and its value |
///
/// An enum with payloads is a record of one entry, its case's name, holding a record of its
/// payload's labels (`_0`, `_1` for those without one), as Swift's synthesized conformances
/// make it; an optional that is nil is left out of its record.
enum Wire {
  enum Tag: UInt8 {
    case null = 0
    case `false` = 1
    case `true` = 2
    case signed = 3
    case unsigned = 4
    case double = 5
    case string = 6
    case list = 7
    case record = 8

    /// What it tags, for an error's message: `a string`.
    var name: String {
      switch self {
      case .null: "nil"
      case .false, .true: "a Bool"
      case .signed: "a signed integer"
      case .unsigned: "an unsigned integer"
      case .double: "a floating-point number"
      case .string: "a string"
      case .list: "a list"
      case .record: "a record"
      }
    }
  }

  /// How deep containers may nest in a message that is read: deeper, it is refused before it
  /// can exhaust the reader's stack.
  static let maximumDepth = 256
}

/// Writes values in the protocol's binary form (see ``Wire``).
struct WireEncoder {
  /// The bytes of `value`.
  ///
  /// - Throws: `EncodingError` when a value's conformance refuses to encode it (the protocol's
  ///   values never do).
  func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    let root = WireSlot()
    try value.encode(to: WireValueEncoder(slot: root, codingPath: []))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    root.node.write(into: &bytes)
    return bytes
  }
}

// MARK: - The tree being encoded

/// A value in the tree an encoding builds: containers are shared, since a container handed out
/// is filled after it is placed in its parent.
private enum WireNode {
  case null
  case bool(Bool)
  case signed(Int64)
  case unsigned(UInt64)
  case double(Double)
  case string(String)
  case list(WireList)
  case record(WireRecord)
  /// A value another encoder fills later (`superEncoder`).
  case slot(WireSlot)

  func write(into bytes: inout [UInt8]) {
    switch self {
    case .null:
      bytes.append(Wire.Tag.null.rawValue)
    case let .bool(value):
      bytes.append(value ? Wire.Tag.true.rawValue : Wire.Tag.false.rawValue)
    case let .signed(value):
      bytes.append(Wire.Tag.signed.rawValue)
      Self.writeNumber(UInt64(bitPattern: (value << 1) ^ (value >> 63)), into: &bytes)
    case let .unsigned(value):
      bytes.append(Wire.Tag.unsigned.rawValue)
      Self.writeNumber(value, into: &bytes)
    case let .double(value):
      bytes.append(Wire.Tag.double.rawValue)
      withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 }
    case let .string(value):
      bytes.append(Wire.Tag.string.rawValue)
      Self.writeText(value, into: &bytes)
    case let .list(list):
      bytes.append(Wire.Tag.list.rawValue)
      Self.writeNumber(UInt64(list.items.count), into: &bytes)
      for item in list.items { item.write(into: &bytes) }
    case let .record(record):
      bytes.append(Wire.Tag.record.rawValue)
      Self.writeNumber(UInt64(record.entries.count), into: &bytes)
      for (key, value) in record.entries {
        Self.writeText(key, into: &bytes)
        value.write(into: &bytes)
      }
    case let .slot(slot):
      slot.node.write(into: &bytes)
    }
  }

  static func writeNumber(_ number: UInt64, into bytes: inout [UInt8]) {
    var rest = number
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  static func writeText(_ text: String, into bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { utf8 in
      writeNumber(UInt64(utf8.count), into: &bytes)
      bytes.append(contentsOf: utf8)
    }
  }
}

private final class WireSlot {
  /// A value that encodes nothing at all is an empty record.
  var node = WireNode.record(WireRecord())
}

private final class WireList {
  var items: [WireNode] = []
}

private final class WireRecord {
  var entries: [(key: String, value: WireNode)] = []
}

/// The node of `value`: the common types directly, the others through their conformance.
private func node<Value: Encodable>(
  of value: Value, at codingPath: [any CodingKey]
) throws
  -> WireNode
{
  switch value {
  case let text as String: return .string(text)
  case let number as Int: return .signed(Int64(number))
  case let flag as Bool: return .bool(flag)
  default:
    let slot = WireSlot()
    try value.encode(to: WireValueEncoder(slot: slot, codingPath: codingPath))
    return slot.node
  }
}

// MARK: - The Encoder

private struct WireValueEncoder: Encoder {
  let slot: WireSlot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let record: WireRecord
    if case let .record(existing) = slot.node {
      record = existing
    } else {
      record = WireRecord()
      slot.node = .record(record)
    }
    return KeyedEncodingContainer(WireKeyedEncoder(record: record, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let list = WireList()
    slot.node = .list(list)
    return WireUnkeyedEncoder(list: list, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    WireSingleValueEncoder(slot: slot, codingPath: codingPath)
  }
}

private struct WireKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let record: WireRecord
  let codingPath: [any CodingKey]

  private func add(_ node: WireNode, _ key: Key) {
    record.entries.append((key.stringValue, node))
  }

  mutating func encodeNil(forKey key: Key) throws { add(.null, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { add(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { add(.string(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { add(.double(value), key) }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    add(.double(Double(value)), key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { add(.signed(Int64(value)), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { add(.signed(Int64(value)), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { add(.signed(Int64(value)), key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { add(.signed(Int64(value)), key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { add(.signed(value), key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    add(.unsigned(UInt64(value)), key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    add(.unsigned(UInt64(value)), key)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    add(.unsigned(UInt64(value)), key)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    add(.unsigned(UInt64(value)), key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { add(.unsigned(value), key) }
  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    add(try node(of: value, at: codingPath + [key]), key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = WireRecord()
    add(.record(nested), key)
    return KeyedEncodingContainer(
      WireKeyedEncoder<NestedKey>(record: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = WireList()
    add(.list(nested), key)
    return WireUnkeyedEncoder(list: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(forKey: Key(stringValue: "super")!)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let slot = WireSlot()
    add(.slot(slot), key)
    return WireValueEncoder(slot: slot, codingPath: codingPath + [key])
  }
}

private struct WireUnkeyedEncoder: UnkeyedEncodingContainer {
  let list: WireList
  let codingPath: [any CodingKey]
  var count: Int { list.items.count }

  private var nextKey: any CodingKey { WireIndexKey(count) }

  mutating func encodeNil() throws { list.items.append(.null) }
  mutating func encode(_ value: Bool) throws { list.items.append(.bool(value)) }
  mutating func encode(_ value: String) throws { list.items.append(.string(value)) }
  mutating func encode(_ value: Double) throws { list.items.append(.double(value)) }
  mutating func encode(_ value: Float) throws { list.items.append(.double(Double(value))) }
  mutating func encode(_ value: Int) throws { list.items.append(.signed(Int64(value))) }
  mutating func encode(_ value: Int8) throws { list.items.append(.signed(Int64(value))) }
  mutating func encode(_ value: Int16) throws { list.items.append(.signed(Int64(value))) }
  mutating func encode(_ value: Int32) throws { list.items.append(.signed(Int64(value))) }
  mutating func encode(_ value: Int64) throws { list.items.append(.signed(value)) }
  mutating func encode(_ value: UInt) throws { list.items.append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt8) throws { list.items.append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt16) throws { list.items.append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt32) throws { list.items.append(.unsigned(UInt64(value))) }
  mutating func encode(_ value: UInt64) throws { list.items.append(.unsigned(value)) }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    list.items.append(try node(of: value, at: codingPath + [nextKey]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = WireRecord()
    let key = nextKey
    list.items.append(.record(nested))
    return KeyedEncodingContainer(
      WireKeyedEncoder<NestedKey>(record: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = WireList()
    let key = nextKey
    list.items.append(.list(nested))
    return WireUnkeyedEncoder(list: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let slot = WireSlot()
    let key = nextKey
    list.items.append(.slot(slot))
    return WireValueEncoder(slot: slot, codingPath: codingPath + [key])
  }
}

private struct WireSingleValueEncoder: SingleValueEncodingContainer {
  let slot: WireSlot
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { slot.node = .null }
  mutating func encode(_ value: Bool) throws { slot.node = .bool(value) }
  mutating func encode(_ value: String) throws { slot.node = .string(value) }
  mutating func encode(_ value: Double) throws { slot.node = .double(value) }
  mutating func encode(_ value: Float) throws { slot.node = .double(Double(value)) }
  mutating func encode(_ value: Int) throws { slot.node = .signed(Int64(value)) }
  mutating func encode(_ value: Int8) throws { slot.node = .signed(Int64(value)) }
  mutating func encode(_ value: Int16) throws { slot.node = .signed(Int64(value)) }
  mutating func encode(_ value: Int32) throws { slot.node = .signed(Int64(value)) }
  mutating func encode(_ value: Int64) throws { slot.node = .signed(value) }
  mutating func encode(_ value: UInt) throws { slot.node = .unsigned(UInt64(value)) }
  mutating func encode(_ value: UInt8) throws { slot.node = .unsigned(UInt64(value)) }
  mutating func encode(_ value: UInt16) throws { slot.node = .unsigned(UInt64(value)) }
  mutating func encode(_ value: UInt32) throws { slot.node = .unsigned(UInt64(value)) }
  mutating func encode(_ value: UInt64) throws { slot.node = .unsigned(value) }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    slot.node = try node(of: value, at: codingPath)
  }
}

/// The key of a list's element, for a coding path.
struct WireIndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }

  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}
