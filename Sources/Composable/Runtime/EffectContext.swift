/// What the clocks and `Task.cancel(id:)` need from the runtime that runs an effect.
///
/// Closures, not a protocol the generic runtime conforms to: a call through an existential of
/// `EffectRuntime<Action>` runs the runtime's unspecialized code, which looks up the metadata of
/// every generic type it touches on every call. The closures are made where the runtime is,
/// in code specialized for its action where the caller's is.
final class EffectHost: Sendable {
  /// The effect numbered so is about to sleep on a test clock until a deadline.
  let willSleep: @Sendable (_ number: Int, _ deadline: Duration) -> Void
  /// The effect's sleep on a test clock ended.
  let didWake: @Sendable (_ number: Int) -> Void
  /// Runs queued effect work until none is left; `false` when the runtime is gone.
  let settle: @Sendable () -> Bool
  /// Cancels every in-flight effect registered under an id.
  let cancel: @Sendable (_ id: CancelID) -> Void
  /// The effect's number, cancellation ids and originating action, for a message:
  /// `#1 CancelID.timer, started by .toggleTimerButtonTapped`.
  let name: @Sendable (_ number: Int) -> String

  init(
    willSleep: @escaping @Sendable (_ number: Int, _ deadline: Duration) -> Void,
    didWake: @escaping @Sendable (_ number: Int) -> Void,
    settle: @escaping @Sendable () -> Bool,
    cancel: @escaping @Sendable (_ id: CancelID) -> Void,
    name: @escaping @Sendable (_ number: Int) -> String
  ) {
    self.willSleep = willSleep
    self.didWake = didWake
    self.settle = settle
    self.cancel = cancel
    self.name = name
  }
}

/// The effect that the current task runs.
///
/// It travels in the task's dependencies (``DependencyValues/effectContext``), bound with them
/// when the effect starts: one task-local binding per effect instead of two.
struct EffectContext: Sendable {
  /// The effect the current task runs, if any.
  static var current: EffectContext? { DependencyValues._current.effectContext }

  // NB: The host refers to its runtime weakly, so that an effect's task, which holds its
  // context for as long as it runs — for good, if it never ends — does not keep its store's
  // runtime alive.
  let host: EffectHost
  let number: Int
}

extension DependencyValues {
  /// These dependencies as the task of an effect sees them: with its context.
  func inEffect(_ context: EffectContext) -> Self {
    var values = self
    values.effectContext = context
    return values
  }
}
