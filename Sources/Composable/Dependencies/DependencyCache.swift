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
  /// Whether the cache stands for the running test's own: that of the dependencies every task
  /// starts from.
  private let isPerTest: Bool

  /// Creates an empty cache.
  ///
  /// - Parameter isPerTest: Whether, while a test runs, values come from that test's own cache
  ///   instead, so that tests running side by side, or one after another, do not see each
  ///   other's values (an in-memory storage of shared values, say), as in swift-dependencies.
  init(isPerTest: Bool = false) {
    self.isPerTest = isPerTest
  }

  /// The caches of the tests that read dependencies outside a test store, by test.
  private static let testCaches = Lock<[Int: DependencyCache]>([:])

  /// The cache of the test running in the current task, when a test framework says which.
  private static var currentTestCache: DependencyCache? {
    let test = TestFrameworks.runningTest
    guard test != 0 else { return nil }
    return testCaches.withLock { caches in
      if let cache = caches[test] { return cache }
      let cache = DependencyCache()
      caches[test] = cache
      return cache
    }
  }

  /// The cached value of a key in a context, computing it the first time.
  func value<DependencyKey: TestDependencyKey>(
    for key: DependencyKey.Type, context: DependencyContext,
    compute: () -> DependencyKey.Value
  ) -> DependencyKey.Value {
    if isPerTest, let cache = Self.currentTestCache {
      return cache.value(for: key, context: context, compute: compute)
    }
    let cacheKey = Key(key: ObjectIdentifier(key), context: context)
    if let cached = values.withLock({ $0[cacheKey] }) {
      // Stored below under this key, always a `DependencyKey.Value`.
      return unsafeDowncast(cached, to: DependencyBox<DependencyKey.Value>.self).value
    }
    // Computed outside the lock, because a default may read other dependencies. Two tasks that
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
