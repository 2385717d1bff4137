import ValueDump

// A test store compares and diffs an expected state (left) with the actual one (right); both
// hold the same references, and each side sees its own value while it checks.

extension Shared: Equatable where Value: Equatable {
  /// Whether the two values are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.value(onOldSide: true) == rhs.reference.value(onOldSide: false)
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The value's description.
  public var description: String { String(describing: wrappedValue) }
}

extension Shared: CustomDumpDiffRepresentable, CustomDumpPropertyWrapper {
  /// The value: dumps and diffs show it, not the box.
  public var customDumpValue: Any { reference.value(onOldSide: false) }
  /// The value the expected side of a test store's diff sees.
  public var customDumpOldValue: Any { reference.value(onOldSide: true) }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether the two values are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.value(onOldSide: true) == rhs.reference.value(onOldSide: false)
  }
}

extension SharedReader: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: CustomStringConvertible {
  /// The value's description.
  public var description: String { String(describing: wrappedValue) }
}

extension SharedReader: CustomDumpDiffRepresentable, CustomDumpPropertyWrapper {
  /// The value: dumps and diffs show it, not the box.
  public var customDumpValue: Any { reference.value(onOldSide: false) }
  /// The value the expected side of a test store's diff sees.
  public var customDumpOldValue: Any { reference.value(onOldSide: true) }
}
