import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The box at the root of shared state: what every holder of a key shares, and what a test
/// store's change tracker keeps snapshots of.
protocol SharedRoot: AnyObject, Sendable {
  /// The value now, boxed.
  var currentAny: Any { get }
  /// Puts a value back (`SharedHistory.restore(to:)`), saved to storage as a write is.
  func restore(_ value: Any)
}

/// What a `Shared` or `SharedReader` reads and writes: a root box, or a path into another
/// reference.
///
/// Besides the value itself, a reference reads and writes its part of a root value given as
/// `Any`, so that a test store can keep the expected value of a root apart from the real one.
///
/// A class rather than a protocol: a `Shared<Value>` holding `any SharedReference<Value>` would
/// instantiate the constrained existential's metadata at run time on every access from code
/// that is not specialized.
@usableFromInline
class SharedReference<Value>: @unchecked Sendable {
  // NB: `@unchecked` because `Value` need not be `Sendable`; subclasses guard what they hold.

  /// The root box.
  var root: any SharedRoot { fatalError("Subclasses override") }
  /// The value now.
  @usableFromInline var current: Value { fatalError("Subclasses override") }
  /// The error that loading the root's value from its storage threw, if any.
  var loadError: (any Error)? { nil }

  /// Changes the value with exclusive access to the root.
  @usableFromInline func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    fatalError("Subclasses override")
  }

  /// This reference's part of a value of the root.
  func read(root value: Any) -> Value {
    fatalError("Subclasses override")
  }

  /// Changes this reference's part of a value of the root.
  func modify<R>(root value: inout Any, _ body: (inout Value) throws -> R) rethrows -> R {
    fatalError("Subclasses override")
  }
}

/// The box that holds a shared value, behind a lock, and saves every change to its storage.
final class SharedBox<Value>: SharedReference<Value>, SharedRoot, @unchecked Sendable {
  // NB: `@unchecked` because `Value` need not be `Sendable`: it is reached only between
  // `lock()` and `unlock()`.
  private let lock = Lock(())
  // The lock already gives exclusive access; the run-time exclusivity check would cost as much
  // as the lock itself.
  @exclusivity(unchecked) private var value: Value
  /// The thread inside `withLock`, if any: a read it makes there sees the value being changed,
  /// without taking the lock again.
  private let writer = Atomic<UInt>(0)
  private let save: (@Sendable (Value) -> Void)?
  private let loadingError: (any Error)?

  /// Creates a box.
  ///
  /// - Parameters:
  ///   - value: The initial value.
  ///   - save: Saves the value after each change, under the lock, so that saves are in order.
  ///   - loadError: What loading the value threw.
  init(_ value: Value, save: (@Sendable (Value) -> Void)? = nil, loadError: (any Error)? = nil) {
    self.value = value
    self.save = save
    self.loadingError = loadError
  }

  override var root: any SharedRoot { self }
  override var loadError: (any Error)? { loadingError }

  override var current: Value {
    if lock.tryLock() {
      defer { lock.unlock() }
      return value
    }
    // Held by this thread, inside `withLock`: the read sees the value being changed. Held by
    // another: the read waits for it.
    if writer.load(ordering: .relaxed) == Self.thread { return value }
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  /// The calling thread, as a number.
  private static var thread: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }

  var currentAny: Any { current }

  func restore(_ value: Any) {
    withLock { $0 = value as! Value }
  }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    writer.store(Self.thread, ordering: .relaxed)
    defer {
      writer.store(0, ordering: .relaxed)
      lock.unlock()
    }
    let result = try body(&value)
    save?(value)
    return result
  }

  override func read(root value: Any) -> Value {
    value as! Value
  }

  override func modify<R>(root value: inout Any, _ body: (inout Value) throws -> R) rethrows -> R {
    var typed = value as! Value
    defer { value = typed }
    return try body(&typed)
  }
}

/// A part of another reference's value, reached by a key path: `$syncUp.title`.
///
/// Through a key path that is not writable (a `SharedReader`'s dynamic member), writes change
/// a copy only.
final class KeyPathReference<Base, Value>: SharedReference<Value>, @unchecked Sendable {
  // NB: `@unchecked` because key paths built by dynamic member lookup are not `Sendable` by
  // type; they capture nothing but hashable subscript arguments.
  let base: SharedReference<Base>
  let keyPath: KeyPath<Base, Value>
  let writableKeyPath: WritableKeyPath<Base, Value>?

  init(base: SharedReference<Base>, keyPath: KeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
    self.writableKeyPath = keyPath as? WritableKeyPath<Base, Value>
  }

  override var root: any SharedRoot { base.root }
  override var current: Value { base.current[keyPath: keyPath] }
  override var loadError: (any Error)? { base.loadError }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    guard let writableKeyPath else {
      var value = current
      return try body(&value)
    }
    return try base.withLock { try body(&$0[keyPath: writableKeyPath]) }
  }

  override func read(root value: Any) -> Value {
    base.read(root: value)[keyPath: keyPath]
  }

  override func modify<R>(root value: inout Any, _ body: (inout Value) throws -> R) rethrows -> R {
    guard let writableKeyPath else {
      var part = read(root: value)
      return try body(&part)
    }
    return try base.modify(root: &value) { try body(&$0[keyPath: writableKeyPath]) }
  }
}

/// The wrapped value of a reference to an optional, while it is not `nil`: `Shared($optional)`.
///
/// Once the optional becomes `nil`, reads give the last value seen and writes change nothing.
final class UnwrappedReference<Wrapped>: SharedReference<Wrapped>, @unchecked Sendable {
  // NB: `@unchecked` because `Wrapped` need not be `Sendable`; the last value sits behind a lock.
  let base: SharedReference<Wrapped?>
  let last: Locked<Wrapped>

  init(base: SharedReference<Wrapped?>, initial: Wrapped) {
    self.base = base
    self.last = Locked(initial)
  }

  override var root: any SharedRoot { base.root }
  override var loadError: (any Error)? { base.loadError }

  override var current: Wrapped {
    unwrapped(base.current)
  }

  override func withLock<R>(_ body: (inout Wrapped) throws -> R) rethrows -> R {
    try base.withLock { try modify(&$0, body) }
  }

  override func read(root value: Any) -> Wrapped {
    unwrapped(base.read(root: value))
  }

  override func modify<R>(root value: inout Any, _ body: (inout Wrapped) throws -> R) rethrows -> R
  {
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
