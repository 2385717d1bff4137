/// A type-erased value that is both `Hashable` and `Sendable`, where `AnyHashable` is not
/// `Sendable`.
///
/// Two wrapped values are equal when they have the same type and are equal as that type:
/// `AnyHashableSendable(1)` equals `AnyHashableSendable(1)`, but not
/// `AnyHashableSendable(Int8(1))`.
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps a value; a value that is already an `AnyHashableSendable` is not wrapped twice.
  ///
  /// - Parameter base: The value to wrap.
  public init(_ base: some Hashable & Sendable) {
    if let erased = base as? AnyHashableSendable {
      self = erased
    } else {
      self.base = base
    }
  }

  /// Whether two wrapped values have the same type and are equal.
  ///
  /// - Parameters:
  ///   - lhs: A wrapped value.
  ///   - rhs: Another wrapped value.
  /// - Returns: `true` when the values have the same type and are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.base.hasSameTypeAndValue(as: rhs.base)
  }

  /// Hashes the wrapped value with its type.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    hasher.combine(base)
  }
}

extension AnyHashableSendable: CustomStringConvertible {
  /// The wrapped value's description: `42` for `AnyHashableSendable(42)`.
  public var description: String { String(describing: base) }
}

extension AnyHashableSendable: CustomDebugStringConvertible {
  /// The wrapped value's debug description, inside the type's name:
  /// `AnyHashableSendable("id")`.
  public var debugDescription: String { "AnyHashableSendable(\(String(reflecting: base)))" }
}

extension AnyHashableSendable: ExpressibleByBooleanLiteral {
  /// Wraps a `Bool`.
  ///
  /// - Parameter value: The value.
  public init(booleanLiteral value: Bool) { self.init(value) }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral {
  /// Wraps an `Int`.
  ///
  /// - Parameter value: The value.
  public init(integerLiteral value: Int) { self.init(value) }
}

extension AnyHashableSendable: ExpressibleByFloatLiteral {
  /// Wraps a `Double`.
  ///
  /// - Parameter value: The value.
  public init(floatLiteral value: Double) { self.init(value) }
}

extension AnyHashableSendable: ExpressibleByStringLiteral {
  /// Wraps a `String`.
  ///
  /// - Parameter value: The value.
  public init(stringLiteral value: String) { self.init(value) }
}

extension Hashable {
  /// Whether `other` has exactly this value's type and is equal to it.
  fileprivate func hasSameTypeAndValue(as other: any Hashable) -> Bool {
    guard type(of: self) == type(of: other), let other = other as? Self else { return false }
    return self == other
  }
}
