import Synchronization

/// A value behind a lock, that any task can read and change safely.
///
/// Tests use one to record what an effect's dependency saw, from the `@Sendable` closures that
/// stand in for the dependency:
///
/// ```swift
/// let queries = LockIsolated<[String]>([])
/// let store = TestStore(initialState: Search.State()) {
///   Search()
/// } withDependencies: {
///   $0.searchClient.search = { query in
///     queries.withValue { $0.append(query) }
///     return []
///   }
/// }
/// // …
/// #expect(queries.value == ["swift"])
/// ```
///
/// Each read, ``setValue(_:)`` and ``withValue(_:)`` takes the lock once, so a change made in
/// ``withValue(_:)`` is atomic. The box is `Sendable` whatever its value, as the lock guards it.
@dynamicMemberLookup
public final class LockIsolated<Value> {
  private let mutex = Lock(())
  private var _value: Value

  /// Creates a box holding a value.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    self._value = value
  }

  /// The current value.
  public var value: Value {
    withValue { $0 }
  }

  /// Reads a property of the current value.
  ///
  /// - Parameter keyPath: The property to read.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    withValue { $0[keyPath: keyPath] }
  }

  /// Reads or changes the value while holding the lock, so that no other task sees it halfway.
  ///
  /// - Parameter operation: A function given the value to read or change.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws; the changes it made before throwing are kept.
  public func withValue<Result>(
    _ operation: (inout Value) throws -> Result
  ) rethrows -> Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try operation(&_value)
  }

  /// Replaces the value.
  ///
  /// - Parameter newValue: The new value.
  public func setValue(_ newValue: Value) {
    withValue { $0 = newValue }
  }
}

// NB: `@unchecked` because the stored value is read and written only while `mutex` is held.
extension LockIsolated: @unchecked Sendable {}

extension LockIsolated: Equatable where Value: Equatable {
  /// Whether two boxes hold equal values, each read under its own lock.
  ///
  /// - Parameters:
  ///   - lhs: A box.
  ///   - rhs: Another box.
  /// - Returns: `true` when their current values are equal.
  public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool {
    lhs.value == rhs.value
  }
}

extension LockIsolated: Hashable where Value: Hashable {
  /// Hashes the current value.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
