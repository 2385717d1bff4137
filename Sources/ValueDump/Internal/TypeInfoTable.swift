/// A map from types to their ``TypeInfo``, by open addressing on the metadata address.
///
/// NB: A `Dictionary` keyed by `ObjectIdentifier` hashes with SipHash on every look-up, which
/// showed as a tenth of a large dump; a dump meets a handful of types tens of thousands of times.
struct TypeInfoTable {
  private var slots: [TypeInfo?] = Array(repeating: nil, count: 16)
  private var count = 0

  subscript(type: Any.Type) -> TypeInfo? {
    var index = Self.start(type, slots.count)
    while let info = slots[index] {
      if info.type == type { return info }
      index = (index + 1) & (slots.count - 1)
    }
    return nil
  }

  /// Adds an entry for a type that has none.
  mutating func insert(_ info: TypeInfo) {
    if (count + 1) * 2 > slots.count {
      let old = slots
      slots = Array(repeating: nil, count: old.count * 2)
      count = 0
      for case let info? in old { insert(info) }
    }
    var index = Self.start(info.type, slots.count)
    while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
    slots[index] = info
    count += 1
  }

  private static func start(_ type: Any.Type, _ capacity: Int) -> Int {
    let address = UInt(bitPattern: unsafeBitCast(type, to: Int.self))
    // NB: Metadata is at least 8-byte aligned; mix the higher bits in.
    return Int(truncatingIfNeeded: (address >> 3) ^ (address >> 11)) & (capacity - 1)
  }
}
