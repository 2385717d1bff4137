/// A cancellation id: any `Hashable & Sendable` value, compared by its type and value, so that
/// `A.CancelID.delay` and `B.CancelID.delay` are different ids.
public struct CancelID: Hashable, Sendable, CustomStringConvertible {
  let type: ObjectIdentifier
  let value: any Hashable & Sendable

  /// Wraps an id.
  ///
  /// - Parameter id: The id.
  public init(_ id: some Hashable & Sendable) {
    // NB: A comparison of types before the cast: a conditional cast of every id asked the
    // runtime, and so did naming the id's type, which is now done only for a description.
    if Swift.type(of: id) == CancelID.self, let id = id as? CancelID {
      self = id
      return
    }
    self.type = ObjectIdentifier(Swift.type(of: id))
    self.value = id
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.value.isEqual(to: rhs.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(value)
  }

  /// The id as people write it: `CancelID.delay`, `"search"`, `42`.
  public var description: String {
    let text = String(describing: value)
    if value is String { return "\"\(text)\"" }
    if value is any Numeric { return text }
    return "\(_typeName(Swift.type(of: value), qualified: false)).\(text)"
  }

  /// Whether the engine made the id for its own bookkeeping (the effects of an `ifLet` child),
  /// rather than a feature.
  package var isInternal: Bool { value is any InternalCancelID }

  /// The id's value alone (`delay` for `CancelID.delay`).
  public var valueDescription: String { String(describing: value) }
}

extension Hashable {
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A cancellation id the engine makes for its own bookkeeping; the shell does not mention one
/// that found nothing to cancel.
public protocol InternalCancelID: Hashable, Sendable {}
