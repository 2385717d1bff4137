/// A property wrapper for state that several features share by reference, and that a key may
/// persist: in memory, in a file, in app storage.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Shared(.inMemory("count")) var count = 0
/// }
/// ...
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// Every holder of the same key sees one value. Reading gives the value now; changing it takes
/// `withLock`, which has exclusive access. In a `TestStore`, a change a reducer or an effect
/// makes is asserted like any other state: `$0.$count.withLock { $0 = 1 }`.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  @usableFromInline let reference: SharedReference<Value>

  init(reference: SharedReference<Value>) {
    self.reference = reference
  }

  /// Creates a shared value that no key persists, shared by whoever gets a copy of it.
  ///
  /// - Parameter value: The initial value.
  public init(value: Value) {
    self.init(reference: SharedBox(value))
    if SharedChangeTracker.isAnyLive, let assertion = SharedAssertion.current {
      assertion.tracker.noteNewValue()
    }
  }

  /// Creates a shared value from another, as a property wrapper's projected value: for
  /// `@Shared var count: Int` initialised with `_count = Shared(projectedValue: $count)`.
  ///
  /// - Parameter projectedValue: A shared value.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// Unwraps a shared optional: `nil` when it is `nil` now, else a shared value that writes
  /// through to it.
  ///
  /// Once the optional becomes `nil`, the unwrapped value reads as the last value it had, and
  /// writes to it change nothing.
  ///
  /// - Parameter base: A shared optional.
  public init?(_ base: Shared<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(reference: UnwrappedReference(base: base.reference, initial: initial))
  }

  /// The value now.
  ///
  /// A shared value is changed with ``withLock(_:fileID:filePath:line:column:)``, which gives
  /// exclusive access.
  public var wrappedValue: Value {
    // Inlinable, like `withLock`: in a client, the unwatched read is a virtual call and a lock,
    // specialized to the value's type.
    @inlinable get {
      reference.visibleValue
    }
    @available(
      *, unavailable,
      message: "Use '$shared.withLock' to modify a shared value with exclusive access."
    )
    nonmutating set {}
  }

  /// The shared value itself: `$count`, to pass on or to change with `withLock`.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Changes the value with exclusive access: no other change happens in between.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  ///
  /// - Parameter operation: Changes the value.
  /// - Returns: What `operation` returns.
  @discardableResult
  @inlinable
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    if SharedChangeTracker.isAnyLive { return try trackedWithLock(operation) }
    return try reference.withLock(operation)
  }

  /// `withLock` while a test store may be watching: an assertion's closure changes the expected
  /// value; a reducer or effect of a test store has its change recorded.
  @usableFromInline
  func trackedWithLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    if let scratch = SharedHistory.scratch { return try scratch.modify(reference, operation) }
    if let assertion = SharedAssertion.current, case .expecting = assertion.mode {
      return try assertion.tracker.modifyExpected(
        reference, in: assertion.readView, operation)
    }
    let dependencies = DependencyValues._current
    dependencies.sharedChangeTracker?.willWrite(reference.root)
    guard let history = dependencies.sharedHistory else { return try reference.withLock(operation) }
    history.willWrite(reference.root)
    defer { history.didWrite(reference.root) }
    return try reference.withLock(operation)
  }

  /// The error that loading the value from its key's storage threw, if any; the value is then
  /// the default.
  public var loadError: (any Error)? {
    reference.loadError
  }

  /// A shared part of the value: `$syncUp.title`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member>
  {
    Shared<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
  }
}

extension Shared {
  /// The shared element with an id, which is `nil` while the array has none, as swift-sharing 2
  /// gives it: unwrap it with `Shared($syncUps[id: id])`.
  ///
  /// - Parameter id: The id of an element.
  @_disfavoredOverload
  public subscript<ID: Hashable, Element>(id id: ID) -> Shared<Element?>
  where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]]
  }

  /// The shared element with an id, or `nil` when the array has none: `$syncUps[id: id]`.
  ///
  /// - Parameter id: The id of an element.
  public subscript<ID: Hashable, Element>(id id: ID) -> Shared<Element>?
  where Value == IdentifiedArray<ID, Element> {
    Shared<Element>(self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]])
  }
}

extension Shared: Sendable where Value: Sendable {}
