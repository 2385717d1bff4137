extension TestStore {
  /// The effects in flight, by number, with what each waits on.
  public var inFlightEffects: [InFlightEffect<Action>] {
    trackedInFlight
  }

  /// The effects in flight, but those `skipInFlightEffects()` set aside.
  var trackedInFlight: [InFlightEffect<Action>] {
    let inFlight = runtime.inFlight
    let skipped = core.withLock { $0.skippedEffects }
    return skipped.isEmpty ? inFlight : inFlight.filter { !skipped.contains($0.number) }
  }

  /// The effect in flight with the given number, as `inFlightEffects` lists it, if any.
  ///
  /// - Parameter number: The effect's number.
  public func inFlightEffect(number: Int) -> InFlightEffect<Action>? {
    runtime.inFlight(number: number)
  }

  /// What tells the effects in flight alike, deadlines counted from `now`: cheaper than
  /// `inFlightEffects` when only that is needed.
  package func inFlightShapes(now: Duration) -> [InFlightShape] {
    runtime.inFlightShapes(now: now)
  }

  /// The numbers of the effects in flight: the same numbers before and after a step mean the
  /// step started, ended and cancelled no effect.
  package var inFlightNumbers: [Int] {
    runtime.inFlightNumbers
  }

  /// Whether any effect is in flight: whether `inFlightEffects` is not empty.
  public var hasInFlightEffects: Bool {
    runtime.hasInFlight
  }

  /// The actions effects fed back that the test has not received yet, with the state each left.
  public var receivedActions: [(action: Action, state: State)] {
    core.withLock { $0.received.map { ($0.action, $0.state) } }
  }

  /// The state after every action reduced so far, including received actions not yet asserted.
  ///
  /// Read while an action is being reduced (by a dependency the reducer calls), it is the state
  /// the store last recorded: that of the last received action not yet asserted, else the state
  /// the test has asserted.
  public var currentState: State {
    core.withLock { $0.reducerState }
  }

  /// The action the reducer runs on, while it runs, and the effect that fed it back: what a
  /// crash of the reducer's code crashed on (`currentState` is then the state it started from).
  /// Kept by a store that records its events (`isRecordingEvents`), or that is asked to
  /// (`notesActionBeingReduced`), only.
  package var actionBeingReduced: (action: Action, effect: Int?)? {
    core.withLock { $0.reducing }
  }

  /// Whether the reducer runs, now, on an action the test sent rather than one an effect fed
  /// back; false when nothing is being reduced or the store does not note it.
  package var isReducingSentAction: Bool {
    core.withLock { $0.reducing.map { $0.effect == nil } ?? false }
  }

  /// Whether the store keeps `actionBeingReduced`; recording events turns it on.
  package var notesActionBeingReduced: Bool {
    get { core.withLock { $0.notesReducing } }
    set { core.withLock { $0.notesReducing = newValue } }
  }

  /// The effect whose work runs on this thread, if any, named as messages name it:
  /// `#1 CancelID.timer, started by .toggleTimerButtonTapped`.
  package static var effectRunning: String? {
    EffectContext.current.map { $0.host.name($0.number) }
  }

  /// The number of actions reduced so far: the number of the last step.
  public var stepCount: Int {
    core.withLock { $0.step }
  }

  /// The number the next effect started will get.
  package var nextEffectNumber: Int {
    runtime.nextEffectNumber
  }

  /// Continues the numbering of steps and effects from another store's, so that a store rebuilt
  /// from a checkpoint of a session numbers what follows as the original did.
  ///
  /// - Parameters:
  ///   - stepCount: The number of actions reduced before.
  ///   - nextEffectNumber: The number of the next effect.
  package func continueNumbering(stepCount: Int, nextEffectNumber: Int) {
    core.withLock { $0.step = stepCount }
    runtime.nextEffectNumber = nextEffectNumber
  }

  /// Cancels the in-flight effect with the given number and lets it finish.
  ///
  /// - Parameter number: The effect's number, as in `inFlightEffects`.
  /// - Returns: Whether such an effect was in flight.
  @discardableResult
  public func cancelEffect(number: Int) -> Bool {
    let found = runtime.cancel(number: number)
    settle()
    return found
  }

  /// Cancels the in-flight effects registered under a cancellation id and lets them finish.
  ///
  /// When the id marks a `.cancellable` inside a concatenation, only the effect it wraps ends,
  /// and the concatenation goes on.
  ///
  /// - Parameter id: The id.
  /// - Returns: The numbers of the effects registered under the id, whole or in part.
  @discardableResult
  public func cancelEffects(id: some Hashable & Sendable) -> [Int] {
    let id = CancelID(id)
    let numbers = runtime.inFlight.filter { $0.cancelIDs.contains(id) && !$0.isCancelled }
      .map(\.number)
    runtime.cancel(id: id)
    settle()
    return numbers
  }

  /// Whether each action's recorded step keeps how it went through the reducer's composition
  /// (``ReducedStep/trace``); with events recorded only.
  package var isTracingReducers: Bool {
    get { core.withLock { $0.isTracing } }
    set { core.withLock { $0.isTracing = newValue } }
  }

  /// Whether the store keeps a record of every step and effect event for `takeEvents()`.
  package var isRecordingEvents: Bool {
    get { core.withLock { $0.isRecording } }
    set {
      core.withLock {
        $0.isRecording = newValue
        $0.notesReducing = newValue
      }
      runtime.recordsEvents = newValue
      if newValue {
        runtime.setEventClock { [weak self] in
          self?.core.withLock { $0.dependencies.testClockNow }
        }
      }
    }
  }

  /// The steps and effect events since the last call, in the order they happened.
  package func takeEvents() -> [TestStoreEvent<State, Action>] {
    flushEffectEvents()
    return core.withLock { core in
      defer { core.events.removeAll(keepingCapacity: true) }
      return core.events
    }
  }

  /// Runs effect work that is ready — effects just woken, actions just fed back — until every
  /// effect has finished or waits on something. Does not wait for work outside the runtime.
  package func runEffects() {
    settle()
  }
}

/// What a failure handler asks a store of any feature: whether the action being reduced was
/// sent.
package protocol ReductionProbe: AnyObject, Sendable {
  var isReducingSentAction: Bool { get }
}

extension TestStore: ReductionProbe {}
