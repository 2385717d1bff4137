/// A store for tests: every action is reduced as in a live store, and the test asserts each state
/// change, each action effects feed back and the end of every effect.
///
/// Effects run on a serial executor that the store drains after every step, and the store never
/// waits on real time for work on the virtual clock: when `receive` finds no action, none can
/// come until something the effects wait on happens, and the failure says what that is.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: EffectsBasics.State()) {
///   EffectsBasics()
/// } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.decrementButtonTapped) { $0.count = -1 }
/// await clock.advance(by: .seconds(1))
/// await store.receive(.decrementDelayResponse) { $0.count = 0 }
/// ```
public final class TestStore<State, Action>: @unchecked Sendable {
  // NB: `@unchecked` because `State` and `Action` need not be `Sendable`. Mutable state sits in
  // `core`, behind a lock; the store is driven from one test at a time.

  struct Received {
    var action: Action
    var state: State
    var effect: Int?
    var step: Int
  }

  struct Core {
    /// The state the test has asserted.
    var state: State
    /// The state after every action reduced so far. While an action is reduced, out of the
    /// lock, the state the store last recorded: the last received action's, else `state`.
    var reducerState: State
    var received: [Received] = []
    var dependencies: DependencyValues
    var exhaustivity: Exhaustivity = .on
    var step = 0
    var lastLocation: SourceLocation
    var isRecording = false
    /// Whether the store notes the action its reducer runs on (`actionBeingReduced`): when it
    /// records events, or when asked to alone.
    var notesReducing = false
    /// Whether a recorded step keeps how its action went through the reducer's composition.
    var isTracing = false
    var events: [TestStoreEvent<State, Action>] = []
    var isDismissed = false
    var timeout: Duration = .seconds(1)
    /// The thread reducing actions, while one does.
    var reducingThread: ThreadIdentity?
    /// The action the reducer runs on, while it runs, and the effect that fed it back.
    var reducing: (action: Action, effect: Int?)?
    /// Actions that arrived while the reducer ran, to reduce after it.
    var queued = FIFO<Pending>()
    /// The effects `skipInFlightEffects()` set aside: they run on, and the test no longer
    /// waits for them or checks that they ended.
    var skippedEffects: Set<Int> = []
    /// The version of the shared history after the last action recorded: an effect's changes
    /// to shared state since then belong to the next action's step.
    var sharedVersion: UInt64?
    /// What decides whether an action fed back waits instead of being reduced, when something
    /// (a debugger's breakpoint) asks for it.
    var hold: HoldBox<Action>?
  }

  let core: Locked<Core>
  /// Held while actions are reduced, so that another thread's actions wait their turn.
  let turn = Locked(())
  let reducer: UncheckedSendable<(inout State, Action) -> Effect<Action>>
  /// Whether two states are the same: `==` in a test; the shell may supply another equality
  /// for a state that is not `Equatable`.
  let isEqual: (State, State) -> Bool
  let runtime: EffectRuntime<Action>
  /// The changes the reducer and effects make to shared state, until the test asserts them.
  let sharedChanges = SharedChangeTracker()

  /// How long `receive` and `finish` wait, in real time, for an effect suspended outside the
  /// virtual clock (a real network call, say) to make progress. Work on a test clock is never
  /// waited for, so unlike TCA's `timeout:`, which bounds how long a call polls for an action,
  /// this bounds only the wait for work outside it.
  public var timeout: Duration {
    get { core.withLock { $0.timeout } }
    set { core.withLock { $0.timeout = newValue } }
  }

  /// Creates a test store.
  ///
  /// The reducer and then the initial state are built inside the store's dependencies, once
  /// `prepareDependencies` has run: a `State.init` that reads `@Dependency(\.uuid)` gets the
  /// override.
  ///
  /// - Parameters:
  ///   - initialState: The feature's initial state.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the initial state, the reducer and its
  ///     effects.
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) throws -> Void = { _ in },
    stepBudget: Int = 100_000,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action, State: Equatable {
    self.init(
      initialState: initialState(), reducer: reducer, isEqual: { $0 == $1 },
      withDependencies: prepareDependencies, stepBudget: stepBudget, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Creates a test store that compares states with `isEqual`: a shell stepping a feature whose
  /// state is not `Equatable` compares its states by their dumps.
  ///
  /// - Parameters:
  ///   - initialState: The feature's initial state.
  ///   - reducer: The feature's reducer.
  ///   - isEqual: Whether two states are the same.
  ///   - prepareDependencies: Overrides dependencies for the initial state, the reducer and its
  ///     effects.
  package init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    reducer: () -> R,
    isEqual: @escaping (State, State) -> Bool,
    withDependencies prepareDependencies: (inout DependencyValues) throws -> Void = { _ in },
    stepBudget: Int = 100_000,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let outer = DependencyValues._current
    var dependencies = outer
    dependencies.context = .test
    // A fresh cache per store, so a missing test value is reported in every test that reads
    // it, not only the first.
    dependencies.resetCache()
    // In a test, shared values live in the test's storage, which its body sees too. A store
    // made elsewhere (a shell session) gets storage of its own, not the program's files.
    if outer.context == .test { dependencies.shareStorage(of: outer) }
    do {
      try dependencies.update(prepareDependencies)
    } catch {
      IssueReporting.report(TestStoreMessages.threw(error), at: location)
    }
    dependencies.sharedChangeTracker = sharedChanges
    let (reducer, state) = DependencyValues.$_current.withValue(dependencies) {
      (reducer(), initialState())
    }
    self.core = Locked(
      Core(state: state, reducerState: state, dependencies: dependencies, lastLocation: location))
    self.reducer = UncheckedSendable(reducer.reduceThroughConformance())
    self.isEqual = isEqual
    self.runtime = EffectRuntime(stepBudget: stepBudget)
    runtime.setReceiver { [weak self] action, effect in
      self?.reduceReceived(action, from: effect)
    }
    core.withLock { installDismissal(in: &$0.dependencies) }
  }

  /// Cancels every effect in flight, drops the actions fed back and not received, and starts
  /// again from `state`, reporting nothing: a search that tries one branch after another starts
  /// each from the same state on the same store. The store keeps its dependencies.
  package func restart(from state: State) {
    runtime.cancelAll()
    runtime.settle()
    core.withLock { core in
      core.received.removeAll()
      core.state = state
      core.reducerState = state
    }
  }

  deinit {
    completed()
    runtime.cancelAll()
    runtime.settle()
  }

  /// The state as the test has asserted it so far.
  ///
  /// Setting it changes the feature's state between two steps, as a test sets up what actions
  /// would take long to reach: `store.state.count = 5`. The next action is reduced from it, and
  /// its assertion starts from it. Effects in flight keep running. Actions fed back and not yet
  /// received are dropped: in an exhaustive store that is a failure, as it is for `send`.
  public var state: State {
    get { core.withLock { $0.state } }
    set {
      let (received, exhaustivity, location) = core.withLock {
        ($0.received.map(\.action), $0.exhaustivity, $0.lastLocation)
      }
      if !received.isEmpty, exhaustivity == .on {
        report(
          TestStoreMessages.mustHandleReceived(received, before: "setting the state"),
          at: location)
      }
      core.withLock { core in
        core.received.removeAll()
        core.state = newValue
        core.reducerState = newValue
      }
    }
  }

  /// Whether the feature has dismissed itself: an effect called `@Dependency(\.dismiss)` while
  /// no parent in this store presented the feature. The store then cancelled its effects, and it
  /// refuses later actions.
  public var isDismissed: Bool {
    core.withLock { $0.isDismissed }
  }

  /// How strictly the store checks the test.
  public var exhaustivity: Exhaustivity {
    get { core.withLock { $0.exhaustivity } }
    set { core.withLock { $0.exhaustivity = newValue } }
  }

  /// The dependencies the reducer and effects started from now on see.
  ///
  /// Their `dismiss` dismisses the store's feature (after running a `dismiss` set explicitly).
  public var dependencies: DependencyValues {
    get { core.withLock { $0.dependencies } }
    set {
      var dependencies = newValue
      installDismissal(in: &dependencies)
      dependencies.sharedChangeTracker = sharedChanges
      core.withLock { $0.dependencies = dependencies }
    }
  }

  /// Runs `operation` with a different exhaustivity, then restores it.
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity during the operation.
  ///   - operation: The operation.
  public nonisolated(nonsending) func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: nonisolated(nonsending) () async throws -> R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  // MARK: - Reducing

  /// An action an effect sent while the reducer ran, waiting to be reduced after it.
  struct Pending {
    var action: Action
    /// The effect that sent it.
    var sender: Int
    var location: SourceLocation
  }

  /// Reduces an action, starts its effects, and reduces — and queues as received — the actions
  /// that `.send` effects feed back at once.
  ///
  /// The reducer runs outside the store's lock, so that it, and the dependencies it calls, can
  /// read the store. Actions are still reduced one at a time: a call from another thread waits
  /// for the one reducing, and an action that arrives while the reducer runs on this thread (a
  /// dependency that lets the effects run, say) is queued and reduced after it, as TCA's stores
  /// queue actions sent while they reduce.
  ///
  /// - Parameter dependenciesAreBound: Whether the caller runs it with the store's dependencies
  ///   bound as the current ones, which the reducer then runs with as they are.
  /// - Returns: The state right after the action, and the numbers of the effects it and the
  ///   actions its `.send` effects fed back started.
  @discardableResult
  func reduce(
    _ action: Action, sentBy sender: Int?, isReceived: Bool, location: SourceLocation,
    dependenciesAreBound: Bool = false
  ) -> (state: State, effects: [Int]) {
    // One function, with results out through captured variables rather than tuples or the
    // lock's generic result: the generic metadata of each type a step uses is looked up at run
    // time on every call.
    var firstState: State?
    var effects: [Int] = []
    turn.withLock { _ in
      let thread = ThreadIdentity.current
      var hold: HoldBox<Action>?
      /// Reduces an action, then those its `.send` effects feed back, in order.
      func reduceFeedingBack(
        _ action: Action, sentBy sender: Int?, isReceived: Bool, location: SourceLocation,
        isOwn: Bool
      ) {
        var fedBack = FIFO<Action>()
        var next = action
        var sender = sender
        var isReceived = isReceived
        // The effects of the actions a received action feeds back descend from its sender.
        let lineage = isReceived ? sender : nil
        while true {
          reduceOne(
            next, sentBy: sender, isReceived: isReceived, location: location, isOwn: isOwn,
            lineage: lineage, fedBack: &fedBack)
          var popped = fedBack.popFirst()
          while let action = popped, let hold, hold.holds(action, nil) {
            popped = fedBack.popFirst()
          }
          guard let action = popped else { return }
          (next, sender, isReceived) = (action, nil, true)
        }
      }
      /// Reduces an action outside the lock, records it, and starts its effects.
      func reduceOne(
        _ action: Action, sentBy sender: Int?, isReceived: Bool, location: SourceLocation,
        isOwn: Bool, lineage: Int?, fedBack: inout FIFO<Action>
      ) {
        flushEffectEvents()
        // The state moves out of the lock rather than being copied, so that the reducer
        // mutates its storage in place; meanwhile readers see the state the store last recorded.
        var dependencies: DependencyValues?
        var isRecording = false
        var isTracing = false
        var step = 0
        var lastSharedVersion: UInt64?
        var state = core.withLock { core -> State in
          lastSharedVersion = core.sharedVersion
          hold = core.hold
          core.reducingThread = thread
          // Kept only by a store that records its events (a shell's), for a crash's message.
          if core.notesReducing { core.reducing = (action, isReceived ? sender : nil) }
          core.step += 1
          step = core.step
          dependencies = core.dependencies
          isRecording = core.isRecording
          isTracing = core.isTracing
          var state =
            core.received.isEmpty ? core.state : core.received[core.received.count - 1].state
          swap(&state, &core.reducerState)
          return state
        }
        let before = isRecording ? state : nil
        let history = isRecording ? dependencies!.sharedHistory : nil
        let versionBefore = lastSharedVersion ?? history?.version
        let reduce = reducer.value
        // Constants, not a variable the traced call sets: a variable the closures below capture
        // cost every step a heap allocation.
        let effect: Effect<Action>
        let trace: ReducerTrace?
        if isTracing {
          (effect, trace) = reduceTracing(&state, action, in: dependencies!)
        } else if dependenciesAreBound {
          effect = reduce(&state, action)
          trace = nil
        } else {
          effect = DependencyValues.$_current.withValue(dependencies!) { reduce(&state, action) }
          trace = nil
        }
        // Reading the clock casts an existential; only events and effects need the time.
        var now: Duration?
        if isRecording || !effect.isNone { now = dependencies!.testClockNow }
        let versions = history.map { (versionBefore!, $0.version) }
        core.withLock { core in
          swap(&state, &core.reducerState)
          if core.notesReducing { core.reducing = nil }
          if isReceived {
            core.received.append(
              Received(action: action, state: core.reducerState, effect: sender, step: step))
          }
          if let versions { core.sharedVersion = versions.1 }
          if isRecording, let before {
            core.events.append(
              .reduced(
                ReducedStep(
                  step: step, action: action,
                  origin: isReceived ? .received(fromEffect: sender) : .sent,
                  before: before, after: core.reducerState, at: now,
                  sharedVersions: versions, trace: trace)))
          }
          if isOwn, firstState == nil { firstState = core.reducerState }
        }
        if effect.isNone { return }
        let started = runtime.start(
          effect, step: step, action: action, now: now, location: location, sentBy: lineage)
        if isOwn { effects += started.numbers }
        for action in started.synchronous { fedBack.append(action) }
      }
      reduceFeedingBack(
        action, sentBy: sender, isReceived: isReceived, location: location, isOwn: true)
      // Then the actions that arrived while the reducer ran. The thread is noted while it
      // reduces, and forgotten under the lock that finds none left.
      while let queued = core.withLock({ core -> Pending? in
        guard let queued = core.queued.popFirst() else {
          core.reducingThread = nil
          return nil
        }
        return queued
      }) {
        if let hold, hold.holds(queued.action, queued.sender) { continue }
        reduceFeedingBack(
          queued.action, sentBy: queued.sender, isReceived: true, location: queued.location,
          isOwn: false)
      }
      flushEffectEvents()
    }
    return (firstState!, effects)
  }

  /// Reduces an action with the trace of the reducers it goes through recorded.
  ///
  /// Apart from `reduce`, so that a step that is not traced pays nothing for tracing.
  @inline(never)
  private func reduceTracing(
    _ state: inout State, _ action: Action, in dependencies: DependencyValues
  ) -> (Effect<Action>, ReducerTrace) {
    // The reducer is read here, not handed over: a function passed as an argument is wrapped
    // in a context allocated on the heap, before the branch that calls this.
    let reduce = reducer.value
    return DependencyValues.$_current.withValue(dependencies) {
      ReducerTrace.record { reduce(&state, action) }
    }
  }

  /// Reduces an action an effect sent, while the runtime settles.
  ///
  /// When the runtime settles from inside the reducer (a dependency that runs the effects), the
  /// action is queued and reduced once the reducer has returned.
  func reduceReceived(_ action: Action, from effect: Int) {
    let location = runtime.originLocation(of: effect) ?? core.withLock { $0.lastLocation }
    let thread = ThreadIdentity.current
    var hold: HoldBox<Action>?
    let isQueued = core.withLock { core -> Bool in
      guard core.reducingThread == thread else {
        hold = core.hold
        return false
      }
      core.queued.append(Pending(action: action, sender: effect, location: location))
      return true
    }
    guard !isQueued else { return }
    if let hold, hold.holds(action, effect) { return }
    reduce(action, sentBy: effect, isReceived: true, location: location)
  }
}
