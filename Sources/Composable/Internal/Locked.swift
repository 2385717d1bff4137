import Synchronization

/// A value behind a lock, for values that are not `Sendable` themselves.
///
/// - Note: The engine hands actions and states across tasks only through these boxes, one task
///   at a time, which is what makes the `@unchecked` conformance sound.
@usableFromInline
final class Locked<Value>: @unchecked Sendable {
  private let mutex = Lock(())
  /// The value, in memory of its own rather than a stored `var`: the lock already gives each
  /// section exclusive access, which a `var` of a class would check again, at run time.
  private let value: UnsafeMutablePointer<Value>

  @usableFromInline
  init(_ value: Value) {
    self.value = .allocate(capacity: 1)
    self.value.initialize(to: value)
  }

  deinit {
    value.deinitialize(count: 1)
    value.deallocate()
  }

  @usableFromInline
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try body(&value.pointee)
  }
}
