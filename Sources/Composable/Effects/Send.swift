/// Sends actions from a `.run` effect back into the store that started it.
///
/// Once the effect's task is cancelled, `Send` drops every action it is given.
public struct Send<Action>: Sendable {
  /// Hands an action on at once where it can (reduced inside the `send` an effect's task
  /// awaits, or dropped), so that it costs no frame of an asynchronous call; ``later`` does
  /// what is left.
  let now: @Sendable (Action) -> SendOutcome
  let later: nonisolated(nonsending) @Sendable (Action, SendOutcome) async -> Void

  /// Creates a `Send` that hands actions to `send`.
  ///
  /// - Parameter send: Receives each action while the task is not cancelled.
  public init(send: @escaping @Sendable (Action) async -> Void) {
    self.now = { _ in Task.isCancelled ? .done : .handOn }
    self.later = { action, _ in
      // `send` runs off the caller's executor, as any plain `async` closure: the action crosses
      // to it, as it did before it reached this `Send`.
      nonisolated(unsafe) let action = action
      await send(action)
    }
  }

  init(
    now: @escaping @Sendable (Action) -> SendOutcome,
    later: nonisolated(nonsending) @escaping @Sendable (Action, SendOutcome) async -> Void
  ) {
    self.now = now
    self.later = later
  }

  /// Sends an action back into the store, unless the effect has been cancelled.
  ///
  /// - Parameter action: The action.
  public func callAsFunction(_ action: Action) async {
    let outcome = now(action)
    guard outcome != .done else { return }
    await later(action, outcome)
  }

  /// A `Send` for another action type, embedding its actions with `transform`.
  func map<Other>(_ transform: @escaping @Sendable (Other) -> Action) -> Send<Other> {
    // What is left is rare (a suspension, a live store's delivery): the action is transformed
    // again rather than carried from `now` to `later`.
    Send<Other>(
      now: { action in self.now(transform(action)) },
      later: { action, outcome in await self.later(transform(action), outcome) })
  }
}

/// What is left to do with an action after `Send` handed it on without suspending.
enum SendOutcome: Sendable {
  /// Nothing: it was reduced, or dropped (the effect is cancelled, or its store is gone).
  case done
  /// Suspend, so that the store reduces the action before the effect goes on.
  case reduceFirst
  /// Hand the action on asynchronously: to a live store, or to the closure of `init(send:)`.
  case handOn
  /// Suspend for good: the effect was stopped.
  case park
}
