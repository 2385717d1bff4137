/// The box at the root of shared state: what every holder of a key shares, and what a test
/// store's change tracker keeps snapshots of.
protocol SharedRoot: AnyObject, Sendable {
  /// The value now, boxed.
  var currentAny: Any { get }
}

/// What a `Shared` or `SharedReader` reads and writes: a root box, or a path into another
/// reference.
///
/// Besides the value itself, a reference reads and writes its part of a root value given as
/// `Any`, so that a test store can keep the expected value of a root apart from the real one.
protocol SharedReference<Value>: Sendable {
  associatedtype Value

  /// The root box.
  var root: any SharedRoot { get }
  /// The value now.
  var current: Value { get }
  /// Changes the value with exclusive access to the root.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
  /// This reference's part of a value of the root.
  func read(root value: Any) -> Value
  /// Changes this reference's part of a value of the root.
  func modify<R>(root value: inout Any, _ body: (inout Value) throws -> R) rethrows -> R
  /// The error that loading the root's value from its storage threw, if any.
  var loadError: (any Error)? { get }
}

/// The box that holds a shared value, behind a lock, and saves every change to its storage.
final class SharedBox<Value>: SharedRoot, SharedReference, @unchecked Sendable {
  // NB: `@unchecked` because `Value` need not be `Sendable`: it is reached only between
  // `lock()` and `unlock()`.
  private let lock = Lock(())
  private var value: Value
  private let save: (@Sendable (Value) -> Void)?
  let loadError: (any Error)?

  /// Creates a box.
  ///
  /// - Parameters:
  ///   - value: The initial value.
  ///   - save: Saves the value after each change, under the lock, so that saves are in order.
  ///   - loadError: What loading the value threw.
  init(_ value: Value, save: (@Sendable (Value) -> Void)? = nil, loadError: (any Error)? = nil) {
    self.value = value
    self.save = save
    self.loadError = loadError
  }

  var root: any SharedRoot { self }

  var current: Value {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  var currentAny: Any { current }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    let result = try body(&value)
    save?(value)
    return result
  }

  func read(root value: Any) -> Value {
    value as! Value
  }

  func modify<R>(root value: inout Any, _ body: (inout Value) throws -> R) rethrows -> R {
    var typed = value as! Value
    defer { value = typed }
    return try body(&typed)
  }
}

/// A part of another reference's value, reached by a key path: `$syncUp.title`.
struct KeyPathReference<Base, Value>: SharedReference, @unchecked Sendable {
  // NB: `@unchecked` because key paths built by dynamic member lookup are not `Sendable` by
  // type; they capture nothing but hashable subscript arguments.
  let base: any SharedReference<Base>
  let keyPath: WritableKeyPath<Base, Value>

  var root: any SharedRoot { base.root }
  var current: Value { base.current[keyPath: keyPath] }
  var loadError: (any Error)? { base.loadError }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { try body(&$0[keyPath: keyPath]) }
  }

  func read(root value: Any) -> Value {
    base.read(root: value)[keyPath: keyPath]
  }

  func modify<R>(root value: inout Any, _ body: (inout Value) throws -> R) rethrows -> R {
    try base.modify(root: &value) { try body(&$0[keyPath: keyPath]) }
  }
}

/// A read-only part of another reference's value, for `SharedReader`'s dynamic members.
struct ReadOnlyKeyPathReference<Base, Value>: SharedReference, @unchecked Sendable {
  // NB: `@unchecked` for the same reason as `KeyPathReference`.
  let base: any SharedReference<Base>
  let keyPath: KeyPath<Base, Value>

  var root: any SharedRoot { base.root }
  var current: Value { base.current[keyPath: keyPath] }
  var loadError: (any Error)? { base.loadError }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    var value = current
    return try body(&value)
  }

  func read(root value: Any) -> Value {
    base.read(root: value)[keyPath: keyPath]
  }

  func modify<R>(root value: inout Any, _ body: (inout Value) throws -> R) rethrows -> R {
    var part = read(root: value)
    return try body(&part)
  }
}

/// The wrapped value of a reference to an optional, while it is not `nil`: `Shared($optional)`.
///
/// Once the optional becomes `nil`, reads give the last value seen and writes change nothing.
struct UnwrappedReference<Wrapped>: SharedReference, @unchecked Sendable {
  // NB: `@unchecked` because `Wrapped` need not be `Sendable`; the last value sits behind a lock.
  let base: any SharedReference<Wrapped?>
  let last: Locked<Wrapped>

  init(base: any SharedReference<Wrapped?>, initial: Wrapped) {
    self.base = base
    self.last = Locked(initial)
  }

  var root: any SharedRoot { base.root }
  var loadError: (any Error)? { base.loadError }

  var current: Wrapped {
    unwrapped(base.current)
  }

  func withLock<R>(_ body: (inout Wrapped) throws -> R) rethrows -> R {
    try base.withLock { try modify(&$0, body) }
  }

  func read(root value: Any) -> Wrapped {
    unwrapped(base.read(root: value))
  }

  func modify<R>(root value: inout Any, _ body: (inout Wrapped) throws -> R) rethrows -> R {
    try base.modify(root: &value) { try modify(&$0, body) }
  }

  private func unwrapped(_ value: Wrapped?) -> Wrapped {
    guard let value else { return last.withLock { $0 } }
    last.withLock { $0 = value }
    return value
  }

  private func modify<R>(
    _ optional: inout Wrapped?, _ body: (inout Wrapped) throws -> R
  ) rethrows
    -> R
  {
    guard var value = optional else {
      var value = last.withLock { $0 }
      return try body(&value)
    }
    defer {
      optional = value
      last.withLock { [value] in $0 = value }
    }
    return try body(&value)
  }
}
