import Synchronization

/// Runs an asynchronous operation on the main actor, as tests written for TCA call it.
///
/// In TCA this makes the tasks an operation starts run one at a time on the main thread, so that
/// a test's effects interleave deterministically. This engine needs no such switch: a
/// `TestStore` already runs every effect on its own serial executor, in an order the store
/// controls. So this function only runs `operation` on the main actor and returns its result.
///
/// ```swift
/// @Test func search() async {
///   await withMainSerialExecutor {
///     let store = TestStore(initialState: Search.State()) { Search() }
///     await store.send(.queryChanged("swift")) { $0.query = "swift" }
///   }
/// }
/// ```
///
/// - Parameter operation: The operation to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
@MainActor
public func withMainSerialExecutor<Result: Sendable>(
  operation: @MainActor () async throws -> Result
) async rethrows -> Result {
  try await operation()
}

/// Runs an operation, as tests written for TCA call it to run a whole test on the main serial
/// executor.
///
/// In TCA this routes the tasks the operation starts through the main thread, one at a time.
/// This engine needs no such switch, because a `TestStore` already runs every effect on its own
/// serial executor; so this function only calls `operation`.
///
/// - Parameter operation: The operation to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withMainSerialExecutor<Result>(
  operation: () throws -> Result
) rethrows -> Result {
  try operation()
}

/// Whether tests asked for the main serial executor, as TCA tests set it in `setUp`.
///
/// The value is kept, so a test can read back what it set, but it changes nothing: a `TestStore`
/// always runs its effects on its own serial executor.
public var uncheckedUseMainSerialExecutor: Bool {
  get { mainSerialExecutorRequested.load(ordering: .relaxed) }
  set { mainSerialExecutorRequested.store(newValue, ordering: .relaxed) }
}

private let mainSerialExecutorRequested = Atomic(false)
