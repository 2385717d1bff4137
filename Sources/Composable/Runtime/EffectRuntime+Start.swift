import Synchronization
import ValueDump

extension EffectRuntime {
  // MARK: - Starting

  /// What starting an effect tree did.
  struct Started {
    /// The actions it sends synchronously (`.send`), in order.
    var synchronous: [Action] = []
    /// The tasks it started, in live mode (a live store's `StoreTask` holds them).
    var tasks: [Task<Void, Never>] = []
    /// The numbers of the effects it started, in deterministic mode (a test store's
    /// `TestStoreTask` holds them).
    var numbers: [Int] = []
    /// Whether the runtime is live. Each mode keeps only what its store reads: an array less to
    /// grow at every effect.
    let isLive: Bool

    mutating func append(_ effect: (number: Int, task: Task<Void, Never>)) {
      if isLive { tasks.append(effect.task) } else { numbers.append(effect.number) }
    }
  }

  /// Starts an effect tree.
  ///
  /// - Parameters:
  ///   - effect: The effect a reducer returned.
  ///   - step: The number of the step whose action returned it.
  ///   - action: That action.
  ///   - now: The virtual time, when known.
  ///   - location: Where the call that led to the action was made, for failures.
  /// - Returns: The actions to reduce at once and the tasks started.
  ///   - sender: The effect that sent the action, when one did.
  func start(
    _ effect: Effect<Action>, step: Int, action: Action, now: Duration? = nil,
    location: SourceLocation? = nil, sentBy sender: Int? = nil
  ) -> Started {
    var started = Started(isLive: executor == nil)
    start(
      effect, cancelIDs: [],
      origin: Origin(
        step: step, action: UncheckedSendable(action), now: now, location: location,
        sender: sender),
      started: &started)
    return started
  }

  struct Origin {
    var step: Int
    var action: UncheckedSendable<Action>
    var now: Duration?
    var location: SourceLocation?
    var sender: Int?
  }

  /// Handles an effect where a reducer returned it: what it sends at once is kept for the
  /// store, and each `.run`, and each concatenation that runs one, starts a task of its own,
  /// registered under `cancelIDs`, the ids of the `.cancellable`s around the effect.
  ///
  /// Never inlined: inlined into a store's `send`, it made every send larger, also those whose
  /// reducer returns no effect.
  @inline(never)
  func start(
    _ effect: Effect<Action>, cancelIDs: [CancelID], origin: Origin, started: inout Started
  ) {
    effect.handle(
      in: self, enclosedBy: [],
      send: { started.synchronous.append($0) },
      run: { started.append(spawn($0, cancelIDs: cancelIDs, origin: origin)) },
      cancellable: { effect, id in
        start(effect, cancelIDs: cancelIDs + [id], origin: origin, started: &started)
      },
      merge: { effects in
        for effect in effects {
          start(effect, cancelIDs: cancelIDs, origin: origin, started: &started)
        }
      },
      concatenate: { effects in
        // A synchronous prefix (`.send`, `.cancel`: no `.run`) happens at once, as in a live
        // store; the rest runs in one task named after its first `.run`, each effect after the
        // one before has finished.
        var rest = effects[...]
        while let effect = rest.first, effect.firstLocation == nil {
          start(effect, cancelIDs: cancelIDs, origin: origin, started: &started)
          rest = rest.dropFirst()
        }
        guard let location = rest.first?.firstLocation else { return }
        let effects = UncheckedSendable(Effect<Action>(operation: .concatenate(Array(rest))))
        started.append(spawn(effects, location: location, cancelIDs: cancelIDs, origin: origin))
      })
  }

  /// Starts the task of a `.run` effect.
  func spawn(
    _ run: RunOperation<Action>, cancelIDs: [CancelID], origin: Origin
  ) -> (number: Int, task: Task<Void, Never>) {
    let (number, send) = register(
      location: run.location, cancelIDs: cancelIDs, path: run.path, origin: origin)
    let context = EffectContext(host: host, number: number)
    let runtime = reference
    let operation = run.operation
    let handler = run.handler
    let location = run.location
    // The dependencies are bound where the task is made, and the task inherits them: bound in
    // the task they would cost a frame and two executor checks of their own. The closure is a
    // literal that calls the operation itself (a closure value passed on reaches the task
    // through thunks) and captures only closures, which it copies without looking up the
    // layout of a generic type.
    let task = DependencyValues.$_current.withValue(run.dependencies.inEffect(context)) {
      if let executor {
        Task(executorPreference: executor, priority: run.priority) {
          await RunOperation.perform(operation, handler: handler, location: location, send: send)
          runtime.value?.didFinish(number)
        }
      } else {
        Task(priority: run.priority) {
          await RunOperation.perform(operation, handler: handler, location: location, send: send)
          runtime.value?.didFinish(number)
        }
      }
    }
    attach(task, toEffect: number)
    return (number, task)
  }

  /// Starts the task that runs a `.concatenate`.
  func spawn(
    _ effects: UncheckedSendable<Effect<Action>>, location: SourceLocation, cancelIDs: [CancelID],
    origin: Origin
  ) -> (number: Int, task: Task<Void, Never>) {
    let (number, send) = register(
      location: location, cancelIDs: cancelIDs, path: effects.value.firstRunPath, origin: origin)
    let context = EffectContext(host: host, number: number)
    let runtime = reference
    let task = makeTask(priority: nil) {
      await Interpreter(runtime: runtime.value, context: context, send: send).run(effects.value)
      runtime.value?.didFinish(number)
    }
    attach(task, toEffect: number)
    return (number, task)
  }

  /// Records a new effect, and makes the `Send` of its task.
  func register(
    location: SourceLocation, cancelIDs: [CancelID], path: [CancelID], origin: Origin
  ) -> (number: Int, send: Send<Action>) {
    let time = eventTime()
    let number = registry.withLock { registry in
      let number = registry.nextNumber
      registry.nextNumber += 1
      // An effect's action is reduced while the effect waits for it, so its record is there.
      let root = origin.sender.flatMap { registry.records.read($0) { $0.root } } ?? number
      registry.records.insert(
        Record(
          number: number, cancellation: EffectCancellation(ids: cancelIDs),
          originStep: origin.step, originAction: origin.action,
          originLocation: origin.location, location: location, startedAt: origin.now,
          root: root, path: path),
        as: number)
      registry.cancellations.register(number, under: cancelIDs)
      if registry.recordsEvents { registry.events.append((.started(number, ids: cancelIDs), time)) }
      return number
    }
    // The task refers to its runtime weakly only (its context, its `send`, its end) and no
    // method of the runtime suspends, so that a task that outlives its store, or never ends,
    // keeps nothing of the store alive.
    let liveDelivery = self.liveDelivery
    let runtime = reference
    let originAction = origin.action
    let send = Send<Action>(
      now: { action in
        guard let runtime = runtime.value else { return .done }
        switch runtime.deliver(action, from: number) {
        case .dropped:
          return .done
        case .escaped:
          EngineFailure.actionFromCompletedEffect(
            action: action, origin: originAction.value, location: location
          ).report()
          return .done
        case .reduceNow:
          runtime.reduce(action, from: number)
          return .done
        case .reduceFirst:
          return .reduceFirst
        case .live:
          return .handOn
        case .park:
          return .park
        }
      },
      later: { action, outcome in
        switch outcome {
        case .done:
          return
        case .reduceFirst:
          // Suspending lets `settle()` reduce the action before the effect goes on, as a live
          // store does before `send` returns. A cancelled effect's action is dropped, but it
          // suspends all the same, so that a loop that ignores cancellation still counts
          // against the budget.
          await Task.yield()
        case .handOn:
          // The live store's delivery hops to its own isolation; the action crosses once.
          nonisolated(unsafe) let action = action
          await liveDelivery?(action)
        case .park:
          // NB: Parked for good: resuming the continuation would start the effect's loop
          // again. It is kept, never lost (see `ParkedWork`).
          await withUnsafeContinuation { ParkedWork.keep($0) }
        }
      })
    return (number, send)
  }

  /// Keeps the task of the effect numbered `number`, and cancels it if the effect was
  /// cancelled while it started.
  func attach(_ task: Task<Void, Never>, toEffect number: Int) {
    registry.withLock { registry in
      registry.records.modify(number) { $0.cancellation.attach(task) } ?? nil
    }?
    .cancel()
  }

  /// A task for effect work, on the executor in deterministic mode.
  func makeTask(
    priority: TaskPriority?, operation: sending @escaping @isolated(any) () async -> Void
  ) -> Task<Void, Never> {
    if let executor {
      return Task(executorPreference: executor, priority: priority, operation: operation)
    }
    return Task(priority: priority, operation: operation)
  }
}
