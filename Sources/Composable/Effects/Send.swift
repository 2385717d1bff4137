/// Sends actions from a `.run` effect back into the store that started it.
///
/// Once the effect's task is cancelled, `Send` drops every action it is given.
public struct Send<Action>: Sendable {
  let sink: nonisolated(nonsending) @Sendable (Action) async -> Void

  /// Creates a `Send` that hands actions to `send`.
  ///
  /// - Parameter send: Receives each action while the task is not cancelled.
  public init(send: @escaping @Sendable (Action) async -> Void) {
    self.sink = { action in
      guard !Task.isCancelled else { return }
      // NB: `send` runs off the caller's executor, as any plain `async` closure: the action
      // crosses to it, as it did before it reached this `Send`.
      nonisolated(unsafe) let action = action
      await send(action)
    }
  }

  init(runtime sink: nonisolated(nonsending) @escaping @Sendable (Action) async -> Void) {
    self.sink = sink
  }

  /// Sends an action back into the store, unless the effect has been cancelled.
  ///
  /// - Parameter action: The action.
  public func callAsFunction(_ action: Action) async {
    await sink(action)
  }

  /// A `Send` for another action type, embedding its actions with `transform`.
  func map<Other>(_ transform: @escaping @Sendable (Other) -> Action) -> Send<Other> {
    Send<Other>(runtime: { action in await self.sink(transform(action)) })
  }
}
