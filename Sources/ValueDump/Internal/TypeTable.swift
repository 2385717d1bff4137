/// A map keyed by type, by open addressing on the metadata address.
///
/// A `Dictionary` keyed by `ObjectIdentifier` hashes with SipHash on every look-up, and a dump
/// meets a handful of types tens of thousands of times.
struct TypeTable<Value> {
  /// Empty until the first entry: a dump that meets no type allocates nothing.
  private var slots: [(type: Any.Type, value: Value)?] = []
  private var count = 0

  subscript(type: Any.Type) -> Value? {
    guard !slots.isEmpty else { return nil }
    var index = Self.start(type, slots.count)
    while let slot = slots[index] {
      if slot.type == type { return slot.value }
      index = (index + 1) & (slots.count - 1)
    }
    return nil
  }

  /// Adds an entry for a type that has none.
  mutating func insert(_ value: Value, for type: Any.Type) {
    if (count + 1) * 2 > slots.count {
      let old = slots
      slots = Array(repeating: nil, count: Swift.max(16, old.count * 2))
      count = 0
      for case let slot? in old { insert(slot.value, for: slot.type) }
    }
    var index = Self.start(type, slots.count)
    while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
    slots[index] = (type, value)
    count += 1
  }

  private static func start(_ type: Any.Type, _ capacity: Int) -> Int {
    let address = UInt(bitPattern: unsafeBitCast(type, to: Int.self))
    // Metadata is at least 8-byte aligned; mix the higher bits in.
    return Int(truncatingIfNeeded: (address >> 3) ^ (address >> 11)) & (capacity - 1)
  }
}

extension TypeTable: Sendable where Value: Sendable {}
