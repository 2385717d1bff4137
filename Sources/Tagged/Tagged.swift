/// A raw value tagged with a type, so that values that mean different things cannot be mixed up
/// even when they have the same raw type.
///
/// ```swift
/// struct SyncUp: Identifiable {
///   let id: Tagged<Self, UUID>
/// }
/// struct Attendee: Identifiable {
///   let id: Tagged<Self, UUID>
/// }
/// // An attendee's id cannot be passed where a sync-up's id is expected.
/// ```
///
/// `Tag` is only a marker: it is never stored, so any type serves, usually the type the value
/// belongs to. A tagged value conforms to what its raw value conforms to: it is `Equatable`,
/// `Hashable`, `Comparable`, `Codable` (as the bare raw value), `Sendable`, and built from the
/// same literals.
public struct Tagged<Tag, RawValue> {
  /// The raw value.
  public var rawValue: RawValue

  /// Tags a raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: RawValue) {
    self.rawValue = rawValue
  }

  /// Tags a raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(_ rawValue: RawValue) {
    self.rawValue = rawValue
  }

  /// Transforms the raw value, keeping the tag.
  ///
  /// - Parameter transform: A function from the raw value to a new raw value.
  /// - Returns: The new raw value, with the same tag.
  /// - Throws: What `transform` throws.
  public func map<NewRawValue>(
    _ transform: (RawValue) throws -> NewRawValue
  ) rethrows -> Tagged<Tag, NewRawValue> {
    Tagged<Tag, NewRawValue>(rawValue: try transform(rawValue))
  }

  /// The same raw value with another tag.
  ///
  /// - Parameter tag: The new tag.
  /// - Returns: The raw value tagged with `tag`.
  public func coerced<NewTag>(to tag: NewTag.Type) -> Tagged<NewTag, RawValue> {
    Tagged<NewTag, RawValue>(rawValue: rawValue)
  }
}

extension Tagged: RawRepresentable {}

extension Tagged: Sendable where RawValue: Sendable {}

extension Tagged: Equatable where RawValue: Equatable {}

extension Tagged: Hashable where RawValue: Hashable {}

extension Tagged: Comparable where RawValue: Comparable {
  /// Whether the first raw value comes before the second.
  ///
  /// - Parameters:
  ///   - lhs: A tagged value.
  ///   - rhs: Another tagged value.
  /// - Returns: `lhs.rawValue < rhs.rawValue`.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension Tagged: CustomStringConvertible {
  /// The raw value's description: `42` for a tagged `42`.
  public var description: String { String(describing: rawValue) }
}
