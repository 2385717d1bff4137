import Synchronization

/// A `Mutex` whose hand-over from one thread to the next Thread Sanitizer sees.
///
/// On Linux, `Mutex` hands a contended lock over in the kernel (a priority-inheriting futex): the
/// thread that gets the lock does no atomic operation of its own, so Thread Sanitizer sees no
/// order between two critical sections and reports races inside them that cannot happen. Each
/// section of this lock also reads, with acquiring order, an atomic that the section before it
/// wrote with releasing order: the order the kernel gives, made visible. It costs two
/// uncontended atomic operations per section.
@usableFromInline
package struct Lock<Value: ~Copyable>: ~Copyable, Sendable {
  @usableFromInline let mutex: Mutex<Value>
  @usableFromInline let handOver = Atomic<Int>(0)

  @inlinable
  package init(_ value: consuming sending Value) {
    mutex = Mutex(value)
  }

  /// Runs `body` with the value, holding the lock.
  @inlinable
  package borrowing func withLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
      _ = handOver.load(ordering: .acquiring)
      defer { handOver.store(0, ordering: .releasing) }
      return try body(&value)
    }
  }
}

// NB: The one escape hatch from `Mutex`'s checked API, on purpose. `Locked` and `LockIsolated`
// keep a value that is not `Sendable` beside the lock and hand it to a body whose result is of
// any type; `Mutex.withLock` would need both to be `sending`, which generic code over a
// feature's `State` and `Action` cannot promise. What keeps them sound instead: the value is
// only reached between `lock()` and `unlock()`, in a `defer`red pair.
extension Lock where Value == Void {
  /// Takes the lock, for a value that is not `Sendable` kept beside it; ``unlock()`` gives it
  /// back.
  @inlinable
  package borrowing func lock() {
    mutex._unsafeLock()
    _ = handOver.load(ordering: .acquiring)
  }

  /// Takes the lock if no thread holds it, this one included.
  ///
  /// - Returns: Whether it took the lock; ``unlock()`` gives it back.
  @inlinable
  package borrowing func tryLock() -> Bool {
    guard mutex._unsafeTryLock() else { return false }
    _ = handOver.load(ordering: .acquiring)
    return true
  }

  /// Gives back the lock that ``lock()`` took.
  @inlinable
  package borrowing func unlock() {
    handOver.store(0, ordering: .releasing)
    mutex._unsafeUnlock()
  }
}
