import Synchronization

/// The values of keys not set explicitly, computed once per key and context.
///
/// Shared by the copies of a ``DependencyValues``; ``DependencyValues/resetCache()`` replaces it.
final class DependencyCache: Sendable {
  private struct Key: Hashable {
    var key: ObjectIdentifier
    var context: DependencyContext
  }

  private let values = Lock<[Key: AnyDependencyBox]>([:])

  /// The cached value of a key in a context, computing it the first time.
  func value<DependencyKey: TestDependencyKey>(
    for key: DependencyKey.Type, context: DependencyContext,
    compute: () -> DependencyKey.Value
  ) -> DependencyKey.Value {
    let cacheKey = Key(key: ObjectIdentifier(key), context: context)
    if let cached = values.withLock({ $0[cacheKey] }) {
      // NB: Stored below under this key, always a `DependencyKey.Value`.
      return unsafeDowncast(cached, to: DependencyBox<DependencyKey.Value>.self).value
    }
    // NB: Computed outside the lock, because a default may read other dependencies. Two tasks that
    // miss at once may both compute it; the first one stored is the one every reader gets.
    let computed = DependencyBox(compute())
    let stored = values.withLock { values in
      if let stored = values[cacheKey] { return stored }
      values[cacheKey] = computed
      return computed
    }
    return unsafeDowncast(stored, to: DependencyBox<DependencyKey.Value>.self).value
  }
}
