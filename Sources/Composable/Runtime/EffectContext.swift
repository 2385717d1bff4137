/// What the clocks and `Task.cancel(id:)` need from the runtime that runs an effect.
protocol EffectHost: AnyObject, Sendable {
  /// The effect is about to sleep on a test clock until `deadline`.
  func effect(_ number: Int, willSleepUntil deadline: Duration)
  /// The effect's sleep on a test clock ended.
  func effectDidWake(_ number: Int)
  /// Runs queued effect work until none is left.
  func settle()
  /// Cancels every in-flight effect registered under `id`.
  func cancel(id: CancelID)
  /// The effect's number, cancellation ids and originating action, for a message:
  /// `#1 CancelID.timer, started by .toggleTimerButtonTapped`.
  func name(ofEffect number: Int) -> String
}

/// The effect that the current task runs, as a task-local value.
struct EffectContext: Sendable {
  @TaskLocal static var current: EffectContext?

  // NB: Weak, so that an effect's task, which holds its context for as long as it runs — for
  // good, if it never ends — does not keep its store's runtime alive.
  weak var host: (any EffectHost)?
  let number: Int
}
