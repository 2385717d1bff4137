import Synchronization

/// A value behind a lock, for values that are not `Sendable` themselves.
///
/// - Note: The engine hands actions and states across tasks only through these boxes, one task
///   at a time, which is what makes the `@unchecked` conformance sound.
@usableFromInline
final class Locked<Value>: @unchecked Sendable {
  private let mutex = Lock(())
  private var value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }

  @usableFromInline
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try body(&value)
  }
}
