import Synchronization

/// A lock for state that is not `Sendable`, kept beside it in a class: publishers and their
/// subscriptions hold subscribers of any type.
///
/// Never held while calling out to a subscriber, which may call back in.
final class PlainLock: Sendable {
  private let mutex = Mutex(())

  /// Runs `body` holding the lock.
  func withLock<T>(_ body: () throws -> T) rethrows -> T {
    mutex._unsafeLock()
    defer { mutex._unsafeUnlock() }
    return try body()
  }
}
