/// Writes values in the protocol's binary form (see ``Wire``).
package struct WireEncoder {
  package init() {}

  /// The bytes of `value`.
  ///
  /// - Throws: `EncodingError` when a value's conformance refuses to encode it (the protocol's
  ///   values never do).
  package func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
    let root = try node(of: value, at: [])
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    root.write(into: &bytes)
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
      slot.encoded.write(into: &bytes)
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
  /// The value, once it is encoded.
  var node: WireNode?

  /// The value as it is written: one that encoded nothing at all is an empty record.
  var encoded: WireNode { node ?? .record(WireRecord()) }
}

private final class WireList {
  var items: [WireNode] = []

  init(items: [WireNode] = []) { self.items = items }
}

private final class WireRecord {
  var entries: [(key: String, value: WireNode)] = []
}

/// The node of `value`: the common types directly, as their conformances would encode them,
/// the others through their conformance.
private func node<Value: Encodable>(
  of value: Value, at codingPath: [any CodingKey]
) throws -> WireNode {
  if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
  if Value.self == Int.self { return .signed(Int64(unsafeBitCast(value, to: Int.self))) }
  if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
  if Value.self == [String].self {
    return .list(WireList(items: unsafeBitCast(value, to: [String].self).map(WireNode.string)))
  }
  let slot = WireSlot()
  try value.encode(to: WireValueEncoder(slot: slot, codingPath: codingPath))
  return slot.encoded
}

// MARK: - The Encoder

private struct WireValueEncoder: Encoder {
  let slot: WireSlot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let record: WireRecord
    if case let .record(existing)? = slot.node {
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
