/// An effect that has started and not finished, as the effect registry records it.
public struct InFlightEffect<Action> {
  /// The effect's number in its store: 1, 2, 3… in start order.
  public let number: Int
  /// The cancellation ids it is registered under.
  public let cancelIDs: [CancelID]
  /// The number of the step whose action started it.
  public let originStep: Int
  /// The action whose reducer returned it.
  public let originAction: Action
  /// Where the call that led to the originating action was made (a test's `send`).
  public let originLocation: SourceLocation?
  /// Where the `.run` effect was created.
  public let location: SourceLocation
  /// The virtual time at which it started, when the store has a test clock.
  public let startedAt: Duration?
  /// What it is waiting on.
  public let wait: Wait
  /// Whether it was cancelled and has not yet finished (it ignores cancellation for now).
  public let isCancelled: Bool

  /// What an in-flight effect is waiting on.
  public enum Wait: Equatable, Sendable {
    /// Sleeping on a test clock until the given instant.
    case clock(until: Duration)
    /// Suspended on something outside the virtual clock (a stream, a continuation, real time).
    case outside
  }
}

extension InFlightEffect: Sendable where Action: Sendable {}

/// Something that happened to an effect during a step.
public enum EffectEvent: Equatable, Sendable {
  /// The effect with this number started, registered under these cancellation ids.
  case started(Int, ids: [CancelID])
  /// The effect with this number finished.
  case finished(Int)
  /// The effect with this number was cancelled.
  case cancelled(Int)
  /// The effect with this number was stopped after running past the step budget; it is no
  /// longer in flight.
  case stopped(Int)
  /// A `.cancel(id:)` or `Task.cancel(id:)` found no effect in flight under the id.
  case nothingToCancel(CancelID)
}

/// What tells two effects in flight alike when states are compared (a search of states reached
/// by different paths): where the effect was made, its cancellation ids, whether it was
/// cancelled, and how long until its deadline on the clock (nil when it waits outside it).
package struct InFlightShape: Hashable, Sendable {
  package var location: SourceLocation
  package var cancelIDs: [CancelID]
  package var isCancelled: Bool
  package var untilDeadline: Duration?
}
