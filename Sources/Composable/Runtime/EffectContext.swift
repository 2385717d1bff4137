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
  /// Whether an in-flight effect waits on something other than a test clock, with no job of
  /// the runtime queued: a stream, real work, another actor.
  let waitsOutside: @Sendable () -> Bool
  /// Starts noting when each queued job arrives, in real time; `false` for a live store, whose
  /// effects run as their work comes.
  let recordArrivals: @Sendable () -> Bool
  /// When the first queued job arrived, in real time, once arrivals are noted and while a job
  /// is queued.
  let firstArrival: @Sendable () -> ContinuousClock.Instant?
  /// Notes that the work running on this thread, while the store settles, was due at an instant
  /// of real time: the jobs it queues arrive then.
  let workIsDue: @Sendable (_ instant: ContinuousClock.Instant) -> Void
  /// Cancels every in-flight effect registered under an id, at the navigation path of the
  /// effect numbered so.
  let cancel: @Sendable (_ number: Int, _ id: CancelID) -> Void
  /// The effect's number, cancellation ids and originating action, for a message:
  /// `#1 CancelID.timer, started by .toggleTimerButtonTapped`.
  let name: @Sendable (_ number: Int) -> String
  /// Runs work of the effect numbered so in a task of its own, registered under an id while it
  /// runs (cancelling those in flight under it first, if asked), for `withTaskCancellation`.
  ///
  /// - Returns: The task, and what forgets its registration once it has ended; `nil` when the
  ///   effect or its runtime is gone.
  let startCancellable:
    @Sendable (
      _ number: Int, _ id: CancelID, _ cancelInFlight: Bool,
      _ work: @escaping @Sendable () async -> Void
    ) -> (task: Task<Void, Never>, end: @Sendable () -> Void)?

  init(
    willSleep: @escaping @Sendable (_ number: Int, _ deadline: Duration) -> Void,
    didWake: @escaping @Sendable (_ number: Int) -> Void,
    settle: @escaping @Sendable () -> Bool,
    waitsOutside: @escaping @Sendable () -> Bool,
    recordArrivals: @escaping @Sendable () -> Bool,
    firstArrival: @escaping @Sendable () -> ContinuousClock.Instant?,
    workIsDue: @escaping @Sendable (_ instant: ContinuousClock.Instant) -> Void,
    cancel: @escaping @Sendable (_ number: Int, _ id: CancelID) -> Void,
    name: @escaping @Sendable (_ number: Int) -> String,
    startCancellable:
      @escaping @Sendable (
        _ number: Int, _ id: CancelID, _ cancelInFlight: Bool,
        _ work: @escaping @Sendable () async -> Void
      ) -> (task: Task<Void, Never>, end: @Sendable () -> Void)?
  ) {
    self.willSleep = willSleep
    self.didWake = didWake
    self.settle = settle
    self.waitsOutside = waitsOutside
    self.recordArrivals = recordArrivals
    self.firstArrival = firstArrival
    self.workIsDue = workIsDue
    self.cancel = cancel
    self.name = name
    self.startCancellable = startCancellable
  }
}

extension EffectHost {
  /// How many times ``settleLettingCallerRun()`` lets its caller's actor run, at most.
  static let callerRounds = 100

  /// Settles, then, while an effect waits outside the runtime and the caller is isolated to an
  /// actor, lets that actor run the jobs queued on it and settles what they hand back.
  ///
  /// An effect that calls a `@MainActor` dependency leaves the runtime for the main actor's
  /// queue. A `@MainActor` test that awaits a step holds the main actor, so that job could run
  /// only once the test awaits something else. A yield puts the caller behind the jobs already
  /// queued on its actor, which the actor runs in order; what they hand back to the effect is
  /// queued on the runtime by the time the caller resumes, and the next settle runs it. No real
  /// time is waited for.
  ///
  /// - Returns: `false` when the runtime is gone.
  nonisolated(nonsending) func settleLettingCallerRun() async -> Bool {
    guard settle() else { return false }
    // Off an actor, the caller holds nothing another actor needs: what those actors hand back
    // is outside work, which `receive` and `finish` wait for.
    let isolation: (any Actor)? = #isolation
    var rounds = isolation == nil ? 0 : Self.callerRounds
    while rounds > 0, waitsOutside() {
      rounds -= 1
      await Task.yield()
      if !settle() { return false }
    }
    return true
  }
}

/// The effect that the current task runs.
///
/// It travels in the task's dependencies (``DependencyValues/effectContext``), bound with them
/// when the effect starts: one task-local binding per effect instead of two. As they are copied
/// at every step, the navigation path of the effect's feature, where `Task.cancel(id:)` cancels,
/// is kept in the effect's record instead.
struct EffectContext: Sendable {
  /// The effect the current task runs, if any.
  static var current: EffectContext? { DependencyValues._current.effectContext }

  /// The effect's host, which refers to its runtime weakly: an effect's task holds its context
  /// for as long as it runs (for good, if it never ends) and must not keep its store's runtime
  /// alive.
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
