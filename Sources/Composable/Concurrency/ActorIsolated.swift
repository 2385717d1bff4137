/// A value isolated to an actor of its own, that tasks read and change by awaiting it.
///
/// ```swift
/// let count = ActorIsolated(0)
/// await count.withValue { $0 += 1 }
/// #expect(await count.value == 1)
/// ```
///
/// ``LockIsolated`` does the same without `await`, which is usually simpler in tests.
@dynamicMemberLookup
public actor ActorIsolated<Value> {
  /// The current value.
  public var value: Value

  /// Creates an actor holding a value.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: sending Value) {
    self.value = value
  }

  /// Reads a property of the current value.
  ///
  /// - Parameter keyPath: The property to read.
  public subscript<Subject: Sendable>(
    dynamicMember keyPath: KeyPath<Value, Subject> & Sendable
  ) -> Subject {
    value[keyPath: keyPath]
  }

  /// Reads or changes the value on the actor, so that no other task sees it halfway.
  ///
  /// - Parameter operation: A function given the value to read or change.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws; the changes it made before throwing are kept.
  public func withValue<Result: Sendable>(
    _ operation: @Sendable (inout Value) throws -> Result
  ) rethrows -> Result {
    try operation(&value)
  }

  /// Replaces the value.
  ///
  /// - Parameter newValue: The new value.
  public func setValue(_ newValue: sending Value) {
    value = newValue
  }
}
