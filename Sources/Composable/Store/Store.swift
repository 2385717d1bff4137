/// The live runtime of a feature: holds its state, reduces actions one at a time in the order
/// they arrive, and runs the effects the reducer returns.
///
/// An action sent while another is being reduced waits its turn. Actions from `.send` effects
/// are reduced right after the action that returned them, before `send` returns; `.run` effects
/// run as tasks and feed their actions back through `send`.
@dynamicMemberLookup
public final class Store<State, Action>: Sendable {
  private struct Core {
    var state: State
    var isSending = false
    var buffer = FIFO<Action>()
  }

  private let core: Locked<Core>
  private let reducer: UncheckedSendable<(inout State, Action) -> Effect<Action>>
  private let dependencies: DependencyValues?
  let runtime: EffectRuntime<Action>

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - initialState: The feature's initial state.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and its effects.
  public init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    var dependencies: DependencyValues?
    if let prepareDependencies {
      var values = DependencyValues._current
      values.update(prepareDependencies)
      dependencies = values
    } else if DependencyValues._current.hasExplicitValues {
      // NB: As in TCA, a store made inside `withDependencies` keeps the dependencies current
      // where it was made. One made outside any reads them where it reduces, binding nothing.
      dependencies = DependencyValues._current
    }
    // NB: As in TCA, the reducer and then the initial state are built inside the store's
    // dependencies: a `State.init` that reads `@Dependency(\.uuid)` gets the override.
    let (reducer, state) =
      dependencies.map { values in
        DependencyValues.$_current.withValue(values) { (reducer(), initialState()) }
      } ?? (reducer(), initialState())
    self.core = Locked(Core(state: state))
    self.reducer = UncheckedSendable(reducer.reduceThroughConformance())
    self.dependencies = dependencies
    let reference = WeakReference<Store>()
    self.runtime = EffectRuntime(live: { action in reference.value?.send(action) })
    reference.value = self
  }

  deinit {
    // NB: As in TCA, a store's effects end with it.
    runtime.cancelAll()
  }

  /// The current state.
  public var state: State {
    core.withLock { $0.state }
  }

  /// Reads the current state.
  ///
  /// - Parameter body: Reads the state.
  /// - Returns: What `body` returns.
  public func withState<T>(_ body: (State) throws -> T) rethrows -> T {
    let state = self.state
    return try body(state)
  }

  /// Sends an action: reduces it (after any action already being reduced) and starts its
  /// effects.
  ///
  /// The reducer runs outside the store's lock, so that it, and the dependencies it calls, can
  /// read the store — they see the state from before this `send` — and send it actions, which
  /// are reduced after the current one, as TCA's stores do.
  ///
  /// - Parameter action: The action.
  /// - Returns: The effects it started, to cancel or wait for.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    let isFirst = core.withLock { core -> Bool in
      guard !core.isSending else {
        core.buffer.append(action)
        return false
      }
      core.isSending = true
      return true
    }
    guard isFirst else { return StoreTask(tasks: []) }
    let reduce = reducer.value
    let dependencies = self.dependencies
    // NB: As in TCA, the state is reduced out of the lock and published once no action is left.
    var state = core.withLock { $0.state }
    var current = action
    var tasks: [Task<Void, Never>] = []
    var pending = FIFO<Action>()
    while true {
      let effect =
        if let dependencies {
          DependencyValues.$_current.withValue(dependencies) { reduce(&state, current) }
        } else {
          reduce(&state, current)
        }
      if !effect.isNone {
        let started = runtime.start(effect, step: 0, action: current)
        for action in started.synchronous { pending.append(action) }
        tasks += started.tasks
      }
      // NB: Actions that `.send` effects fed back go first, then those sent while this one was
      // reducing; the flag is cleared under the same lock that finds none left.
      let hasNext = core.withLock { core -> Bool in
        guard let next = pending.popFirst() ?? core.buffer.popFirst() else {
          core.state = state
          core.isSending = false
          return false
        }
        current = next
        return true
      }
      guard hasNext else { break }
    }
    return StoreTask(tasks: tasks)
  }
}

/// A store of a reducer's state and action: `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
