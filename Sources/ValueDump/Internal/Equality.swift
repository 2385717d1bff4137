/// Whether two values are equal by `==`, or `nil` when their type is not `Equatable`.
///
/// `==` decides that a large subtree is unchanged without reflecting it.
func isEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
  let facts = EqualityFacts.of(type(of: lhs))
  if let equality = facts.equality { return equality.isEqual(lhs, rhs) }
  guard facts.mayCast, let lhs = lhs as? any Equatable else { return nil }
  return lhs.isEqual(to: rhs)
}

/// Whether two values are equal by `==`, or `nil` when their type is not `Equatable`: as
/// `lhs as? any Equatable` would tell, with what is known about the type.
package func equalIfEquatable(_ lhs: Any, _ rhs: Any) -> Bool? {
  isEqual(lhs, rhs)
}

/// The value of `value as? any EquatableArrayAccess`, without the cast for the many types that
/// cannot be one.
func equatableArray(_ value: Any) -> (any EquatableArrayAccess)? {
  guard EqualityFacts.of(type(of: value)).mayBeEquatableArray else { return nil }
  return value as? any EquatableArrayAccess
}

/// What the casts of a comparison find for a type, found once per type.
///
/// A cast to a protocol looks the conformance up in the runtime's tables every time, and a diff
/// casts every value it compares, twice.
private struct EqualityFacts: Sendable {
  /// `==` for a type that is `Equatable` itself.
  var equality: (any BoxedEquality)?
  /// Whether a cast to `any Equatable` may succeed: a cast looks inside an optional that is
  /// not `Equatable` itself.
  var mayCast: Bool
  /// Whether a cast to `any EquatableArrayAccess` may succeed.
  var mayBeEquatableArray: Bool

  private static let known = SharedTypeTable<EqualityFacts>()

  static func of(_ type: Any.Type) -> EqualityFacts {
    known.value(for: type) {
      let isOptional = type is any OptionalAccess.Type
      return EqualityFacts(
        equality: (type as? any Equatable.Type).map { boxedEquality(of: $0) },
        mayCast: isOptional,
        mayBeEquatableArray: isOptional || type is any EquatableArrayAccess.Type)
    }
  }
}

/// `==` on values boxed as `Any`, the left one of type `Value`.
private protocol BoxedEquality: Sendable {
  func isEqual(_ lhs: Any, _ rhs: Any) -> Bool
}

private struct Equality<Value: Equatable>: BoxedEquality {
  func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    // As `isEqual(to:)` does: `rhs` may hold another type that casts to this one.
    guard let rhs = rhs as? Value else { return false }
    return lhs as! Value == rhs
  }
}

private func boxedEquality<Value: Equatable>(of _: Value.Type) -> any BoxedEquality {
  Equality<Value>()
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// Arrays whose elements can be compared with `==` without boxing them.
protocol EquatableArrayAccess {
  /// The number of elements.
  var elementCount: Int { get }
  /// The lengths of the common prefix and the common suffix (not overlapping) with another array
  /// of the same type, or `nil` when `other` is not one.
  func commonAffixes(with other: Any) -> (prefix: Int, suffix: Int)?
  /// The elements in `range`, boxed.
  func anyElements(in range: Range<Int>) -> [Any]
}

extension Array: EquatableArrayAccess where Element: Equatable {
  var elementCount: Int { count }

  func commonAffixes(with other: Any) -> (prefix: Int, suffix: Int)? {
    guard let other = other as? [Element] else { return nil }
    let shorter = Swift.min(count, other.count)
    var prefix = 0
    while prefix < shorter, self[prefix] == other[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, self[count - 1 - suffix] == other[other.count - 1 - suffix] {
      suffix += 1
    }
    return (prefix, suffix)
  }

  func anyElements(in range: Range<Int>) -> [Any] {
    self[range].map { $0 }
  }
}
