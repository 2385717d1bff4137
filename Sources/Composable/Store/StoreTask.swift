/// The effects started by one `send`, to wait for or cancel.
public struct StoreTask: Hashable, Sendable {
  let tasks: [Task<Void, Never>]

  /// Cancels the effects.
  public func cancel() {
    for task in tasks { task.cancel() }
  }

  /// Waits until the effects have finished.
  public nonisolated(nonsending) func finish() async {
    for task in tasks { await task.value }
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool { tasks.allSatisfy(\.isCancelled) }
}
