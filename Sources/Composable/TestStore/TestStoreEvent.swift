/// Something that happened in a `TestStore`, recorded while `isRecordingEvents` is on.
package enum TestStoreEvent<State, Action> {
  /// An action was reduced.
  case reduced(ReducedStep<State, Action>)
  /// An effect started, finished, was cancelled or was stopped; with the virtual time.
  case effect(EffectEvent, at: Duration?)
}

/// One reduced action: a step of the store.
public struct ReducedStep<State, Action> {
  /// The step's number: 1, 2, 3… in the order actions were reduced.
  public let step: Int
  /// The action.
  public let action: Action
  /// Who sent it.
  public let origin: Origin
  /// The state before the action.
  public let before: State
  /// The state after the action.
  public let after: State
  /// The virtual time, when the store has a test clock.
  public let at: Duration?
  /// The versions of the store's shared history before and after the action, when its
  /// dependencies hold one: `before` and `after` read their shared values at these.
  package let sharedVersions: (before: UInt64, after: UInt64)?
  /// How the action went through the reducer's composition, when the store traced it.
  package let trace: ReducerTrace?

  package init(
    step: Int, action: Action, origin: Origin, before: State, after: State, at: Duration?,
    sharedVersions: (before: UInt64, after: UInt64)? = nil, trace: ReducerTrace? = nil
  ) {
    self.trace = trace
    self.step = step
    self.action = action
    self.origin = origin
    self.before = before
    self.after = after
    self.at = at
    self.sharedVersions = sharedVersions
  }

  /// Who sent an action.
  public enum Origin: Equatable, Sendable {
    /// The test, or the shell's user.
    case sent
    /// An effect (its number), or a `.send` effect (`nil`).
    case received(fromEffect: Int?)
  }
}

extension DependencyValues {
  /// The time of the test clock the `continuousClock` dependency holds, else of the one the
  /// `mainQueue` dependency is a view on, if either holds one.
  var testClockNow: Duration? {
    (explicitTestClock ?? explicitMainQueueClock)?.now.offset
  }
}
