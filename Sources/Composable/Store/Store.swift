import Synchronization

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
  /// For a store made by `scope(state:action:)`: the parent's state, read through the child's
  /// path, and the parent's `send`, through the child's case.
  private let parent: ScopedParent<State, Action>?
  /// Told after each `send`, once something subscribed to `publisher`.
  private let observation = StoreObservation()

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
      // As in TCA, a store made inside `withDependencies` keeps the dependencies current where
      // it was made. One made outside any reads them where it reduces, binding nothing.
      dependencies = DependencyValues._current
    }
    // As in TCA, the reducer and then the initial state are built inside the store's
    // dependencies: a `State.init` that reads `@Dependency(\.uuid)` gets the override.
    let (reducer, state) =
      dependencies.map { values in
        DependencyValues.$_current.withValue(values) { (reducer(), initialState()) }
      } ?? (reducer(), initialState())
    self.core = Locked(Core(state: state))
    self.reducer = UncheckedSendable(reducer.reduceThroughConformance())
    self.dependencies = dependencies
    self.parent = nil
    let reference = WeakReference<Store>()
    self.runtime = EffectRuntime(live: { action in reference.value?.send(action) })
    reference.value = self
  }

  deinit {
    // As in TCA, a store's effects end with it.
    runtime.cancelAll()
  }

  /// A store of a child feature: its state is read through `parent` and its actions are sent to
  /// the parent's store, whose reducer runs them.
  fileprivate init(parent: ScopedParent<State, Action>) {
    self.core = Locked(Core(state: parent.state()))
    self.reducer = UncheckedSendable({ (_: inout State, _: Action) in Effect<Action>.none })
    self.dependencies = nil
    self.parent = parent
    self.runtime = EffectRuntime(live: { _ in })
  }

  /// The store's identity: for a root store, the store itself; for a store made by `scope`,
  /// its parent's identity and the key path of its state, so that two stores scoped the same
  /// way from one store are one, as a view that scopes again on every evaluation needs.
  public var id: StoreID {
    if let id = parent?.id { return id }
    return StoreID(root: self)
  }

  /// A store whose state is what `state` reads and whose actions go to `send`, which no
  /// reducer of its own runs: what a screen evaluates a feature's view with, its state the
  /// session's and the actions its controls send recorded as the step they make. A store scoped
  /// from it reads through `state` and sends through `send` as well.
  ///
  /// - Parameters:
  ///   - state: Reads the current state.
  ///   - send: Takes an action the store is sent.
  package convenience init(
    state: @escaping @Sendable () -> State, send: @escaping @Sendable (Action) -> Void
  ) {
    self.init(
      parent: ScopedParent(
        id: nil, state: state,
        send: { action in
          send(action)
          return StoreTask(tasks: [])
        },
        stateChanges: { Deferred { Just(state()) }.eraseToAnyPublisher() }))
  }

  /// The current state.
  public var state: State {
    if let parent { return parent.state() }
    return core.withLock { $0.state }
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
    if let parent { return parent.send(action) }
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
    // As in TCA, the state is reduced out of the lock and published once no action is left.
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
      // Actions that `.send` effects fed back go first, then those sent while this one was
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
    observation.stateDidChange()
    return StoreTask(tasks: tasks)
  }

  /// The current state when subscribed to, then the state after each `send`.
  func stateChanges() -> AnyPublisher<State, Never> {
    if let parent { return parent.stateChanges() }
    return observation.didSet.map { [self] in state }.prepend(Deferred { [self] in Just(state) })
      .eraseToAnyPublisher()
  }
}

/// A store of a reducer's state and action: `StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// How a child's store reaches its parent's.
private struct ScopedParent<State, Action>: Sendable {
  /// The scoped store's identity; nil for a store that stands for another, which is its own.
  let id: StoreID?
  let state: @Sendable () -> State
  let send: @Sendable (Action) -> StoreTask
  /// The child's state when subscribed to, then after each `send` of the parent.
  let stateChanges: @Sendable () -> AnyPublisher<State, Never>
}

extension Store {
  /// A store of a child feature that this store's reducer runs (through `Scope`, say): it reads
  /// the child's state from this store's and sends its actions into this store, embedded in the
  /// child's case.
  ///
  /// - Parameters:
  ///   - toChildState: The child's state in this store's.
  ///   - toChildAction: The case of this store's actions that carries the child's.
  /// - Returns: The child's store.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: toChildState, action: AnyCasePath(toChildAction))
  }

  /// A store of a child feature, for a case path of this store's actions.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = StoreID(parent: id, path: toChildState)
    let toChildState = UncheckedSendable(toChildState)
    let toChildAction = UncheckedSendable(toChildAction)
    return Store<ChildState, ChildAction>(
      parent: ScopedParent(
        id: id,
        state: { [self] in state[keyPath: toChildState.value] },
        send: { [self] in send(toChildAction.value.embed($0)) },
        stateChanges: { [self] in
          stateChanges().map { $0[keyPath: toChildState.value] }.eraseToAnyPublisher()
        }))
  }

  /// A store of an optional child feature while it is present, else `nil`: the store
  /// `IfLetStore` and `if let` in a view unwrap.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: toChildState, action: AnyCasePath(toChildAction))
  }

  /// A store of an optional child feature while it is present, else `nil`, for a case path of
  /// this store's actions.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let present = state[keyPath: toChildState] else { return nil }
    let id = StoreID(parent: id, path: toChildState)
    let toChildState = UncheckedSendable(toChildState)
    let toChildAction = UncheckedSendable(toChildAction)
    let last = LockIsolated(present)
    return Store<ChildState, ChildAction>(
      parent: ScopedParent(
        id: id,
        state: { [self] in
          // Once the parent has set the child to nil, the child's store keeps its last state.
          if let state = state[keyPath: toChildState.value] { last.setValue(state) }
          return last.value
        },
        send: { [self] in
          let task = send(toChildAction.value.embed($0))
          if let state = state[keyPath: toChildState.value] { last.setValue(state) }
          return task
        },
        stateChanges: { [self] in
          stateChanges().map { state in
            if let state = state[keyPath: toChildState.value] { last.setValue(state) }
            return last.value
          }
          .eraseToAnyPublisher()
        }))
  }
}

/// Whom a store tells that its state changed: nobody, until something subscribes to its
/// `publisher`.
private final class StoreObservation: Sendable {
  private let isObserved = Atomic<Bool>(false)
  private let subject = Lock<PassthroughSubject<Void, Never>?>(nil)

  /// The subject told after each `send`, made when first asked for.
  var didSet: PassthroughSubject<Void, Never> {
    let subject = self.subject.withLock { subject in
      let made = subject ?? PassthroughSubject()
      subject = made
      return UncheckedSendable(made)
    }
    isObserved.store(true, ordering: .releasing)
    return subject.value
  }

  /// Tells the subject, if there is one: one atomic load on a `send` that nothing observes.
  @inline(__always)
  func stateDidChange() {
    guard isObserved.load(ordering: .acquiring) else { return }
    let subject = self.subject.withLock { UncheckedSendable($0) }
    subject.value?.send()
  }
}
