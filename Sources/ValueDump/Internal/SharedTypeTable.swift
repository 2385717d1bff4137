import Synchronization

/// A ``TypeTable`` that every dump and diff of the process shares, behind a lock.
///
/// What is known about a type never changes, and a dump meets only a handful of types: a table
/// per dump would find them again on every dump, reading type metadata through casts and
/// reflection. The lock's sections also order themselves through an atomic, as the engine's
/// locks do, so that Thread Sanitizer sees a contended lock handed over.
final class SharedTypeTable<Value: Sendable>: Sendable {
  private let table = Mutex(TypeTable<Value>())
  private let handOver = Atomic<Int>(0)

  /// The value kept for a type, or the one `make` returns, kept from now on.
  ///
  /// `make` runs outside the lock; when two threads make a value for the same type at once, the
  /// first one kept wins and both return it.
  func value(for type: Any.Type, make: () -> Value) -> Value {
    if let value = withLock({ $0[type] }) { return value }
    let made = make()
    return withLock { table in
      if let value = table[type] { return value }
      table.insert(made, for: type)
      return made
    }
  }

  private func withLock<Result: Sendable>(
    _ body: (inout TypeTable<Value>) -> Result
  ) -> Result {
    table.withLock { table in
      _ = handOver.load(ordering: .acquiring)
      defer { handOver.store(0, ordering: .releasing) }
      return body(&table)
    }
  }
}
