/// Whether two values are equal by `==`, or `nil` when their type is not `Equatable`.
///
/// NB: `==` decides that a large subtree is unchanged in nanoseconds, without reflecting it.
func isEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return lhs.isEqual(to: rhs)
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
