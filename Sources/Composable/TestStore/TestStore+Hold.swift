extension TestStore {
  /// Sets what decides whether an action fed back is held instead of reduced; nil reduces
  /// every one, as a store does.
  package func holdReceived(_ holds: ((_ action: Action, _ effect: Int?) -> Bool)?) {
    let box = holds.map(HoldBox<Action>.init)
    core.withLock { $0.hold = box }
  }

  /// Reduces an action held by ``holdReceived(_:)`` as the action fed back it is, then runs the
  /// effects until they settle.
  package func reduceHeld(_ action: Action, from effect: Int?) {
    var location = core.withLock { $0.lastLocation }
    if let effect, let origin = runtime.originLocation(of: effect) { location = origin }
    reduce(action, sentBy: effect, isReceived: true, location: location)
    settle()
  }

  /// Runs effects until every one has finished or waits on something.
  func settle() {
    runtime.settle()
    flushEffectEvents()
  }

  func flushEffectEvents() {
    guard core.withLock({ $0.isRecording }) else { return }
    let events = runtime.takeEvents()
    guard !events.isEmpty else { return }
    core.withLock { core in
      let now = core.dependencies.testClockNow
      core.events += events.map { .effect($0.event, at: $0.at ?? now) }
    }
  }
}

/// Decides whether an action fed back (by an effect, its number, or by a `.send` effect, nil)
/// is held instead of reduced: true takes the action away, for `TestStore.reduceHeld` later.
///
/// In a class, as the runtime's receiver: a bare closure read through the lock's generic
/// `inout` would gain a thunk on every read.
final class HoldBox<Action> {
  let holds: (Action, Int?) -> Bool
  init(_ holds: @escaping (Action, Int?) -> Bool) { self.holds = holds }
}

/// A test store of a reducer's state and action: `TestStoreOf<Feature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
