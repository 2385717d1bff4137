import Synchronization

/// The live runtime of a feature: holds its state, reduces actions one at a time in the order
/// they arrive, and runs the effects the reducer returns.
///
/// An action sent while another is being reduced waits its turn. Actions from `.send` effects
/// are reduced right after the action that returned them, before `send` returns; `.run` effects
/// run as tasks and feed their actions back through `send`.
public final class Store<State, Action>: Sendable {
  private struct Core {
    var state: State
    var isSending = false
    var buffer = FIFO<Action>()
  }

  private let core: Locked<Core>
  private let reducer: UncheckedSendable<(inout State, Action) -> Effect<Action>>
  private let dependencies: DependencyValues?
  private let runtime: EffectRuntime<Action>

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - initialState: The feature's initial state.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and its effects.
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    var dependencies: DependencyValues?
    if let prepareDependencies {
      var values = DependencyValues._current
      prepareDependencies(&values)
      dependencies = values
    }
    let reducer =
      dependencies.map { values in
        DependencyValues.$_current.withValue(values) { reducer() }
      } ?? reducer()
    self.core = Locked(Core(state: initialState()))
    self.reducer = UncheckedSendable(reducer.reduce(into:action:))
    self.dependencies = dependencies
    let send = Mutex<(@Sendable (Action) -> Void)?>(nil)
    self.runtime = EffectRuntime(live: { action in
      send.withLock { $0 }?(action)
    })
    send.withLock { $0 = { [weak self] action in self?.send(action) } }
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
  /// - Parameter action: The action.
  /// - Returns: The effects it started, to cancel or wait for.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    let isFirst = core.withLock { core -> Bool in
      if core.isSending {
        core.buffer.append(action)
        return false
      }
      core.isSending = true
      return true
    }
    guard isFirst else { return StoreTask(tasks: []) }
    var tasks: [Task<Void, Never>] = []
    var pending = FIFO<Action>()
    pending.append(action)
    while true {
      guard
        let next = pending.popFirst()
          ?? core.withLock({ core -> Action? in
            guard let next = core.buffer.popFirst() else {
              core.isSending = false
              return nil
            }
            return next
          })
      else { break }
      let effect = reduce(next)
      if effect.isNone { continue }
      let started = runtime.start(effect, step: 0, action: next)
      for action in started.synchronous { pending.append(action) }
      tasks += started.tasks
    }
    return StoreTask(tasks: tasks)
  }

  private func reduce(_ action: Action) -> Effect<Action> {
    let reduce = reducer.value
    if let dependencies {
      return DependencyValues.$_current.withValue(dependencies) {
        core.withLock { reduce(&$0.state, action) }
      }
    }
    return core.withLock { reduce(&$0.state, action) }
  }
}
