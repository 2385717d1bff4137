import Synchronization
import ValueDump

/// Starts, tracks and cancels the effects of one store.
///
/// In deterministic mode (a test store) every effect task runs on an `EffectExecutor` that only
/// `settle()` drains, and actions sent by effects wait in a queue that `settle()` hands to the
/// store one at a time, so a step always ends in the same state. In live mode effects run on the
/// global executor and their actions go straight to the store.
final class EffectRuntime<Action>: @unchecked Sendable {
  // NB: `@unchecked` because actions are not required to be `Sendable`. Every action and effect
  // crosses into or out of a task exactly once, through `registry`, so no value is shared.

  typealias Receive = (_ action: Action, _ effect: Int) -> Void
  typealias Deliver = @Sendable (_ action: Action) async -> Void

  /// The executor of deterministic mode; `nil` in live mode.
  let executor: EffectExecutor?
  /// How many jobs one `settle()` may run before the busiest effect is stopped.
  let stepBudget: Int

  private let registry = Lock(Registry())
  // NB: The closure sits in a class so that reading it never reabstracts it: a function value
  // read and written back through a generic `inout` gains a thunk on every access.
  private final class Receiver {
    let receive: Receive
    init(_ receive: @escaping Receive) { self.receive = receive }
  }
  private let receiver = Locked<Receiver?>(nil)
  private let liveDelivery: Deliver?

  typealias Registration = EffectRegistration
  private typealias Scope = EffectScope

  private struct Record {
    var number: Int
    /// The ids of the whole effect.
    var cancelIDs: [CancelID]
    /// The scopes in flight, by number.
    var scopes: [Int: Scope] = [:]
    var originStep: Int
    var originAction: UncheckedSendable<Action>
    var originLocation: SourceLocation?
    var location: SourceLocation
    var startedAt: Duration?
    var sleepingUntil: Duration?
    var isCancelled = false
    var sendsThisSettle = 0
    var settleOfSends = 0
    var task: Task<Void, Never>?

    /// The effect, as inspection shows it.
    // NB: Closures rather than key paths: in a generic type a key path is instantiated from its
    // pattern on every use, which cost more than the rest of the inspection.
    var inFlight: InFlightEffect<Action> {
      InFlightEffect(
        number: number,
        cancelIDs: scopes.isEmpty
          ? cancelIDs
          : cancelIDs
            + scopes.sorted { $0.key < $1.key }.filter { !$0.value.isCancelled }.map {
              $0.value.id
            },
        originStep: originStep,
        originAction: originAction.value, originLocation: originLocation, location: location,
        startedAt: startedAt,
        wait: sleepingUntil.map { .clock(until: $0) } ?? .outside,
        isCancelled: isCancelled)
    }

    /// The actions sent during the settle numbered `generation`.
    func sends(inSettle generation: Int) -> Int {
      settleOfSends == generation ? sendsThisSettle : 0
    }
  }

  private struct Registry: ~Copyable {
    var nextNumber = 1
    var records = NumberedRecords<Record>()
    /// The effects stopped by the step budget whose tasks have not ended: their next `send`
    /// parks them.
    var stopped: Set<Int> = []
    var byID: [CancelID: EffectRegistrations] = [:]
    var nextScope = 1
    var received = FIFO<(action: UncheckedSendable<Action>, effect: Int)>()
    var events: [(event: EffectEvent, at: Duration?)] = []
    var isSettling = false
    /// The thread of a `settle()` running a job that may have one action reduced at once, without
    /// suspending (see `deliver`).
    var inlineThread: ThreadIdentity?
    /// The jobs run, and actions reduced at once, since the settle began or last stopped an
    /// effect: what the step budget counts.
    var settleSteps = 0
    var settleCount = 0
    var recordsEvents = false

    /// Forgets that `registration` is registered under `id`.
    // NB: One look-up of the id: hashing a cancellation id hashes the value it wraps, through its
    // existential.
    mutating func unregister(_ registration: Registration, from id: CancelID) {
      guard let index = byID.index(forKey: id) else { return }
      byID.values[index].remove(registration)
      if byID.values[index].isEmpty { byID.remove(at: index) }
    }

    /// Runs `body` on the record of the effect numbered so, in place, if it is in flight.
    // NB: One look-up, and no copy: reading a record through a subscript copies the whole
    // record, and each `records[number]?.field` is a look-up of its own.
    mutating func withRecord<R>(_ number: Int, _ body: (inout Record) -> R) -> R? {
      records.modify(number, body)
    }
  }

  /// What the clocks and `Task.cancel(id:)` reach the runtime through.
  let host: EffectHost

  /// A deterministic runtime for a test store.
  convenience init(stepBudget: Int = 100_000) {
    self.init(executor: EffectExecutor(), stepBudget: stepBudget, liveDelivery: nil)
  }

  /// A live runtime whose effects send actions with `deliver`.
  convenience init(live deliver: @escaping Deliver) {
    self.init(executor: nil, stepBudget: .max, liveDelivery: deliver)
  }

  private init(executor: EffectExecutor?, stepBudget: Int, liveDelivery: Deliver?) {
    self.executor = executor
    self.stepBudget = stepBudget
    self.liveDelivery = liveDelivery
    let reference = WeakReference<EffectRuntime>()
    self.host = Self.host(reference)
    self.reference = reference
    reference.value = self
  }

  /// The runtime, weakly: what its effects' tasks hold of it.
  private let reference: WeakReference<EffectRuntime>

  private static func host(_ runtime: WeakReference<EffectRuntime>) -> EffectHost {
    EffectHost(
      willSleep: { runtime.value?.effect($0, willSleepUntil: $1) },
      didWake: { runtime.value?.effectDidWake($0) },
      settle: {
        guard let runtime = runtime.value else { return false }
        runtime.settle()
        return true
      },
      waitsOutside: { runtime.value?.waitsOutside ?? false },
      recordArrivals: {
        guard let executor = runtime.value?.executor else { return false }
        executor.recordArrivals()
        return true
      },
      firstArrival: { runtime.value?.executor?.firstArrival },
      workIsDue: { runtime.value?.executor?.workIsDue(at: $0) },
      cancel: { runtime.value?.cancel(id: $0) },
      name: { runtime.value?.name(ofEffect: $0) ?? "#\($0)" }
    )
  }

  deinit {
    // NB: An effect this runtime cancelled may still be resumed by work outside it, and must
    // then run to its end, to free itself, with nobody left to drain the executor.
    executor?.detach()
  }

  /// Sets what `settle()` does with each action an effect sent.
  func setReceiver(_ receive: @escaping Receive) {
    let box = Receiver(receive)
    receiver.withLock { $0 = box }
  }

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
    /// Whether the runtime is live.
    // NB: Each mode keeps only what its store reads: an array less to grow at every effect.
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
  func start(
    _ effect: Effect<Action>, step: Int, action: Action, now: Duration? = nil,
    location: SourceLocation? = nil
  ) -> Started {
    var started = Started(isLive: executor == nil)
    start(
      effect, cancelIDs: [],
      origin: Origin(step: step, action: UncheckedSendable(action), now: now, location: location),
      started: &started)
    return started
  }

  private struct Origin {
    var step: Int
    var action: UncheckedSendable<Action>
    var now: Duration?
    var location: SourceLocation?
  }

  private func start(
    _ effect: Effect<Action>, cancelIDs: [CancelID], origin: Origin, started: inout Started
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      started.synchronous.append(action)
    case let .run(run):
      started.append(spawn(run, cancelIDs: cancelIDs, origin: origin))
    case let .cancel(id):
      cancel(id: id, reportsNothingToCancel: !id.isInternal)
    case let .cancellable(id, cancelInFlight, inner):
      if cancelInFlight { cancel(id: id, sparing: [], reportsNothingToCancel: false) }
      start(inner, cancelIDs: cancelIDs + [id], origin: origin, started: &started)
    case let .merge(effects):
      for effect in effects {
        start(effect, cancelIDs: cancelIDs, origin: origin, started: &started)
      }
    case let .concatenate(effects):
      // NB: A synchronous prefix (`.send`, `.cancel`: no `.run`) happens at once, as in a live
      // store; the rest runs in one task named after its first `.run`, each effect after the one
      // before has finished.
      var rest = effects[...]
      while let effect = rest.first, effect.firstLocation == nil {
        start(effect, cancelIDs: cancelIDs, origin: origin, started: &started)
        rest = rest.dropFirst()
      }
      guard let location = rest.first?.firstLocation else { return }
      let effects = UncheckedSendable(Effect<Action>(operation: .concatenate(Array(rest))))
      started.append(spawn(effects, location: location, cancelIDs: cancelIDs, origin: origin))
    }
  }

  /// Starts the task of a `.run` effect.
  private func spawn(
    _ run: RunOperation<Action>, cancelIDs: [CancelID], origin: Origin
  ) -> (number: Int, task: Task<Void, Never>) {
    let (number, send) = register(location: run.location, cancelIDs: cancelIDs, origin: origin)
    let context = EffectContext(host: host, number: number)
    let runtime = reference
    let operation = run.operation
    let handler = run.handler
    let location = run.location
    // NB: The dependencies are bound where the task is made, which the task inherits, rather
    // than in the task: binding them there would cost a frame, and two executor checks, of its
    // own. The task's closure is a literal that calls the operation itself: a closure value
    // passed on would reach the task through thunks, each a frame of its own. It captures only
    // closures, which it copies without looking up the layout of a generic type.
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
  private func spawn(
    _ effects: UncheckedSendable<Effect<Action>>, location: SourceLocation, cancelIDs: [CancelID],
    origin: Origin
  ) -> (number: Int, task: Task<Void, Never>) {
    let (number, send) = register(location: location, cancelIDs: cancelIDs, origin: origin)
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
  private func register(
    location: SourceLocation, cancelIDs: [CancelID], origin: Origin
  ) -> (number: Int, send: Send<Action>) {
    let time = eventTime()
    let number = registry.withLock { registry in
      let number = registry.nextNumber
      registry.nextNumber += 1
      registry.records.insert(
        Record(
          number: number, cancelIDs: cancelIDs, originStep: origin.step,
          originAction: origin.action, originLocation: origin.location, location: location,
          startedAt: origin.now),
        as: number)
      for id in cancelIDs {
        registry.byID[id, default: EffectRegistrations()].insert(
          Registration(number: number, scope: 0))
      }
      if registry.recordsEvents { registry.events.append((.started(number, ids: cancelIDs), time)) }
      return number
    }
    // NB: The task refers to its runtime weakly only — its context, its `send`, its end — and no
    // method of the runtime suspends, so that a task that outlives its store, or never ends,
    // keeps nothing of the store alive.
    let liveDelivery = self.liveDelivery
    let runtime = reference
    let send = Send<Action>(
      now: { action in
        guard let runtime = runtime.value else { return .done }
        switch runtime.deliver(action, from: number) {
        case .dropped:
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
          // NB: Suspending here lets `settle()` reduce the action before the effect goes on,
          // as a live store does before `send` returns. A cancelled effect's action is dropped,
          // but it suspends all the same, so that a loop that ignores cancellation still counts
          // against the budget.
          await Task.yield()
        case .handOn:
          // NB: The live store's delivery hops to its own isolation; the action crosses once.
          nonisolated(unsafe) let action = action
          await liveDelivery?(action)
        case .park:
          // NB: A stopped effect is parked for good: its continuation is never resumed, since
          // resuming it would start its loop again. It is kept, never lost (see `ParkedWork`).
          await withUnsafeContinuation { ParkedWork.keep($0) }
        }
      })
    return (number, send)
  }

  /// Keeps the task of the effect numbered `number`, and cancels it if the effect was
  /// cancelled while it started.
  private func attach(_ task: Task<Void, Never>, toEffect number: Int) {
    let cancelNow = registry.withLock { registry -> Bool in
      registry.withRecord(number) { record in
        record.task = task
        return record.isCancelled
      } ?? false
    }
    if cancelNow { task.cancel() }
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

  // MARK: - Scopes

  /// Registers a `.cancellable` that the task of the effect numbered `number` is about to run,
  /// cancelling first, with `cancelInFlight`, what else runs under `id` — but not the effect and
  /// the scopes that enclose it.
  ///
  /// - Returns: The scope's registration, or `nil` when the effect is no longer in flight.
  func openScope(
    in number: Int, under id: CancelID, cancelInFlight: Bool, sparing enclosing: [Registration]
  ) -> Registration? {
    if cancelInFlight { cancel(id: id, sparing: Set(enclosing)) }
    return registry.withLock { registry -> Registration? in
      guard registry.records.contains(number) else { return nil }
      let scope = Registration(number: number, scope: registry.nextScope)
      registry.nextScope += 1
      _ = registry.withRecord(number) { $0.scopes[scope.scope] = Scope(id: id) }
      registry.byID[id, default: EffectRegistrations()].insert(scope)
      return scope
    }
  }

  /// Gives an open scope the task that runs it, cancelling the task at once if the scope was
  /// cancelled meanwhile.
  func attach(_ task: Task<Void, Never>, to scope: Registration) {
    let cancelNow = registry.withLock { registry -> Bool in
      registry.withRecord(scope.number) { record -> Bool in
        record.scopes[scope.scope]?.task = task
        return record.scopes[scope.scope]?.isCancelled ?? false
      } ?? false
    }
    if cancelNow { task.cancel() }
  }

  /// Forgets a scope whose task has ended.
  func closeScope(_ scope: Registration) {
    registry.withLock { registry in
      guard
        let closed = registry.withRecord(
          scope.number, { $0.scopes.removeValue(forKey: scope.scope) })
          ?? nil
      else { return }
      registry.unregister(scope, from: closed.id)
    }
  }

  // MARK: - Actions from effects

  private func deliver(_ action: Action, from number: Int) -> EffectDelivery {
    let isCancelled = Task.isCancelled
    if liveDelivery != nil { return isCancelled ? .dropped : .live }
    return registry.withLock { registry -> EffectDelivery in
      if !registry.stopped.isEmpty, registry.stopped.contains(number) { return .park }
      let generation = registry.settleCount
      registry.withRecord(number) { record in
        if record.settleOfSends != generation {
          record.settleOfSends = generation
          record.sendsThisSettle = 0
        }
        record.sendsThisSettle += 1
      }
      // NB: When `settle()` runs this job on this thread with no other job queued and no action
      // waiting, suspending would only have it reduce this action and resume this job next: the
      // action is reduced at once instead, the same steps in the same order without a
      // suspension. Once per job, so that a loop that sends without suspending still suspends,
      // and counts against the budget.
      if !isCancelled, registry.received.isEmpty, let thread = registry.inlineThread,
        thread == ThreadIdentity.current, executor?.isIdle == true
      {
        registry.inlineThread = nil
        // NB: It counts against the budget as a send that suspends does: two jobs of the
        // effect's (a loop of such sends runs two jobs a send).
        registry.settleSteps += 2
        return .reduceNow
      }
      if !isCancelled { registry.received.append((UncheckedSendable(action), number)) }
      return .reduceFirst
    }
  }

  /// Reduces an action an effect sent, at once: see `deliver`.
  private func reduce(_ action: Action, from number: Int) {
    let box = receiver.withLock { $0 }
    box?.receive(action, number)
  }

  private func didFinish(_ number: Int) {
    let time = eventTime()
    registry.withLock { registry in
      if !registry.stopped.isEmpty { registry.stopped.remove(number) }
      guard removeRecord(number, from: &registry) != nil else { return }
      if registry.recordsEvents { registry.events.append((.finished(number), time)) }
    }
  }

  /// Forgets an effect: its record and its cancellation ids, its scopes' included.
  private func removeRecord(_ number: Int, from registry: inout Registry) -> Record? {
    guard let record = registry.records.removeValue(forKey: number) else { return nil }
    for id in record.cancelIDs {
      registry.unregister(Registration(number: number, scope: 0), from: id)
    }
    for (scope, value) in record.scopes {
      registry.unregister(Registration(number: number, scope: scope), from: value.id)
    }
    return record
  }

  // MARK: - Settling

  /// Runs queued effect jobs and reduces the actions they send until nothing is left to do.
  ///
  /// Does nothing in live mode, or when called again while settling.
  func settle() {
    guard let executor else { return }
    let isOuter = registry.withLock { registry -> Bool in
      // NB: Nothing in flight, nothing queued: the common case of a step without effects.
      guard !registry.records.isEmpty || !registry.received.isEmpty || !executor.isIdle else {
        return false
      }
      guard !registry.isSettling else { return false }
      registry.isSettling = true
      registry.settleCount += 1
      registry.settleSteps = 0
      return true
    }
    guard isOuter else { return }
    defer {
      registry.withLock { registry in
        registry.isSettling = false
        registry.inlineThread = nil
      }
      executor.endDraining()
    }
    var stops = 0
    var hasRunJob = false
    let thread = ThreadIdentity.current
    let budget = stepBudget
    while true {
      let (received, isOverBudget) = registry.withLock {
        registry -> ((action: UncheckedSendable<Action>, effect: Int)?, Bool) in
        if hasRunJob { registry.settleSteps += 1 }
        guard registry.settleSteps < budget else {
          registry.settleSteps = 0
          registry.inlineThread = nil
          return (nil, true)
        }
        let received = registry.received.popFirst()
        // NB: The job about to run may have one action reduced at once (see `deliver`), when
        // the budget has room for it as well as for the job.
        registry.inlineThread =
          received == nil && registry.settleSteps + 2 < budget ? thread : nil
        return (received, false)
      }
      hasRunJob = false
      if isOverBudget {
        stops += 1
        stopRunaway(abandoningJobs: stops > 1)
        continue
      }
      if let received {
        reduce(received.action.value, from: received.effect)
        continue
      }
      guard executor.runNext() else { break }
      hasRunJob = true
    }
  }

  /// Stops the effect that sent the most actions in this settle, or with `abandoningJobs` every
  /// effect not sleeping, dropping the queued jobs.
  ///
  /// A stopped effect has ended, for the store: its record is freed and its task let go. The
  /// task, cancelled, parks for good at its next `send` (or, with its jobs dropped, never runs
  /// again) and holds nothing of the store but its executor.
  private func stopRunaway(abandoningJobs: Bool) {
    let time = eventTime()
    let stopped: [Record] = registry.withLock { registry in
      let generation = registry.settleCount
      // NB: The records come in increasing order of number.
      let running = registry.records.values.filter { $0.sleepingUntil == nil }
      let victims: [Record]
      if abandoningJobs {
        victims = running
      } else if let busiest = running.max(by: {
        $0.sends(inSettle: generation) < $1.sends(inSettle: generation)
      }) {
        victims = [busiest]
      } else {
        victims = []
      }
      for victim in victims {
        _ = removeRecord(victim.number, from: &registry)
        registry.stopped.insert(victim.number)
        if registry.recordsEvents { registry.events.append((.stopped(victim.number), time)) }
      }
      return victims
    }
    if abandoningJobs { _ = executor?.abandonQueuedJobs() }
    for record in stopped {
      record.task?.cancel()
      IssueReporting.report(
        """
        An effect returned for "\(customDumpInline(record.originAction.value))" was stopped after \
        running \(stepBudget) steps without settling.

        Effect #\(record.number), created at "\(record.location.fileID):\(record.location.line)", \
        sent \(record.sendsThisSettle) actions without suspending on the clock. An effect that \
        loops should sleep on a clock between iterations, or be cancellable.
        """,
        at: record.originLocation ?? record.location)
    }
  }

  // MARK: - Cancelling

  /// Cancels every in-flight effect registered under `id`.
  func cancel(id: CancelID) {
    cancel(id: id, reportsNothingToCancel: true)
  }

  /// Cancels every in-flight effect registered under `id`, noting it when there is none.
  func cancel(id: CancelID, reportsNothingToCancel: Bool) {
    cancel(id: id, sparing: [], reportsNothingToCancel: reportsNothingToCancel)
  }

  /// Cancels what is registered under `id`: whole effects, and the scopes of `.cancellable`s
  /// that concatenations run, but not the registrations `spared`.
  private func cancel(
    id: CancelID, sparing spared: Set<Registration>, reportsNothingToCancel: Bool = false
  ) {
    let time = eventTime()
    let tasks: [Task<Void, Never>] = registry.withLock { registry in
      guard var registrations = registry.byID.removeValue(forKey: id)?.all else {
        if reportsNothingToCancel, registry.recordsEvents {
          registry.events.append((.nothingToCancel(id), time))
        }
        return []
      }
      let kept = registrations.intersection(spared)
      if !kept.isEmpty { registry.byID[id] = EffectRegistrations(kept) }
      registrations.subtract(kept)
      return registrations.sorted().compactMap { registration in
        guard registration.scope != 0 else {
          return markCancelled(registration.number, in: &registry, at: time)
        }
        // NB: A scope is part of an effect that goes on: cancelling it is no event of the effect.
        return registry.withRecord(registration.number) { record -> Task<Void, Never>? in
          record.scopes[registration.scope]?.isCancelled = true
          return record.scopes[registration.scope]?.task
        } ?? nil
      }
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels the in-flight effect with the given number.
  ///
  /// - Returns: Whether such an effect was in flight.
  @discardableResult
  func cancel(number: Int) -> Bool {
    let time = eventTime()
    let task: Task<Void, Never>?? = registry.withLock { registry in
      guard registry.records.contains(number) else { return nil }
      return .some(markCancelled(number, in: &registry, at: time))
    }
    guard let task else { return false }
    task?.cancel()
    return true
  }

  /// Cancels every in-flight effect.
  func cancelAll() {
    let time = eventTime()
    let tasks: [Task<Void, Never>] = registry.withLock { registry in
      registry.byID.removeAll()
      return registry.records.keys.compactMap {
        markCancelled($0, in: &registry, at: time)
      }
    }
    for task in tasks { task.cancel() }
  }

  private func markCancelled(
    _ number: Int, in registry: inout Registry, at time: Duration?
  )
    -> Task<Void, Never>?
  {
    var isNewlyCancelled = false
    let task =
      registry.withRecord(number) { record -> Task<Void, Never>? in
        guard !record.isCancelled else { return nil }
        record.isCancelled = true
        isNewlyCancelled = true
        return record.task
      } ?? nil
    guard isNewlyCancelled else { return nil }
    if registry.recordsEvents { registry.events.append((.cancelled(number), time)) }
    return task
  }

  // MARK: - Clock notes

  func effect(_ number: Int, willSleepUntil deadline: Duration) {
    registry.withLock { _ = $0.withRecord(number) { $0.sleepingUntil = deadline } }
  }

  func effectDidWake(_ number: Int) {
    registry.withLock { _ = $0.withRecord(number) { $0.sleepingUntil = nil } }
  }

  // MARK: - Inspection

  /// The effects in flight, by number.
  var inFlight: [InFlightEffect<Action>] {
    registry.withLock { registry in
      registry.records.values.map { $0.inFlight }
    }
  }

  /// The effect in flight with the given number, if any.
  func inFlight(number: Int) -> InFlightEffect<Action>? {
    registry.withLock { $0.records.read(number) { $0.inFlight } }
  }

  /// Whether any effect is in flight.
  var hasInFlight: Bool {
    registry.withLock { !$0.records.isEmpty }
  }

  func name(ofEffect number: Int) -> String {
    registry.withLock { $0.records.read(number) { $0.inFlight.name } } ?? "#\(number)"
  }

  /// Whether effect events are kept for `takeEvents()`.
  var recordsEvents: Bool {
    get { registry.withLock { $0.recordsEvents } }
    set { registry.withLock { $0.recordsEvents = newValue } }
  }

  /// The number the next effect gets.
  var nextEffectNumber: Int {
    get { registry.withLock { $0.nextNumber } }
    set { registry.withLock { $0.nextNumber = newValue } }
  }

  /// Where the call that led to the effect's originating action was made.
  func originLocation(of number: Int) -> SourceLocation? {
    registry.withLock { $0.records.read(number) { $0.originLocation } } ?? nil
  }

  /// Reads the virtual time when an event happens; set by a test store that records events.
  // NB: In a class, as `Receiver`: read through `Locked`'s generic `inout`, a bare closure would
  // gain a thunk on every event, making each read slower and the stack deeper in a long session.
  private final class EventClock {
    let now: () -> Duration?
    init(_ now: @escaping () -> Duration?) { self.now = now }
  }
  private let eventClock = Locked<EventClock?>(nil)

  /// Sets how the virtual time of events is read.
  func setEventClock(_ now: @escaping () -> Duration?) {
    let box = EventClock(now)
    eventClock.withLock { $0 = box }
  }

  private func eventTime() -> Duration? {
    guard let clock = eventClock.withLock({ $0 }) else { return nil }
    return clock.now()
  }

  /// The events since the last call, in order, with the virtual time each happened at.
  func takeEvents() -> [(event: EffectEvent, at: Duration?)] {
    registry.withLock { registry in
      defer { registry.events.removeAll(keepingCapacity: true) }
      return registry.events
    }
  }

  /// Whether an in-flight effect waits on something other than a test clock while no job is
  /// queued: work outside the runtime, which may hand a job back.
  var waitsOutside: Bool {
    guard let executor, executor.isIdle else { return false }
    return registry.withLock { registry in
      registry.records.contains { $0.sleepingUntil == nil }
    }
  }

  /// Waits up to `timeout` of real time for an effect suspended outside the virtual clock to
  /// resume, then settles.
  ///
  /// - Returns: Whether anything resumed.
  nonisolated(nonsending) func waitForOutsideWork(timeout: Duration) async -> Bool {
    guard let executor else { return false }
    let waitsOutside = registry.withLock { registry in
      registry.records.contains { $0.sleepingUntil == nil }
    }
    guard waitsOutside, await executor.waitForJob(timeout: timeout) else { return false }
    settle()
    return true
  }
}

extension Effect {
  /// The location of the first `.run` in the effect, for naming it; `nil` when the effect runs
  /// no task and does all it does at once.
  fileprivate var firstLocation: SourceLocation? {
    switch operation {
    case .none, .send, .cancel: return nil
    case let .run(run): return run.location
    case let .cancellable(_, _, effect): return effect.firstLocation
    case let .merge(effects), let .concatenate(effects):
      return effects.lazy.compactMap(\.firstLocation).first
    }
  }
}

// NB: Outside the generic runtime, so that the sets and dictionaries of them are specialized,
// instead of looking up their generic metadata on every effect.

/// What a cancellation id is registered for: a whole effect (`scope` 0), or one `.cancellable`
/// that a concatenation's task runs, in a task of its own (the scope's number).
struct EffectRegistration: Hashable, Comparable {
  var number: Int
  var scope: Int

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.number, lhs.scope) < (rhs.number, rhs.scope)
  }
}

/// The registrations under one cancellation id: most often a single one, kept without a set
/// (a set is an allocation, and hashes each registration it holds).
struct EffectRegistrations {
  private var single: EffectRegistration?
  private var several: Set<EffectRegistration> = []

  init() {}

  init(_ registrations: Set<EffectRegistration>) {
    if registrations.count == 1 { single = registrations.first } else { several = registrations }
  }

  var isEmpty: Bool { single == nil && several.isEmpty }

  /// Every registration.
  var all: Set<EffectRegistration> { single.map { [$0] } ?? several }

  mutating func insert(_ registration: EffectRegistration) {
    if single == nil, several.isEmpty {
      single = registration
      return
    }
    if let single {
      several.insert(single)
      self.single = nil
    }
    several.insert(registration)
  }

  mutating func remove(_ registration: EffectRegistration) {
    if single == registration {
      single = nil
    } else {
      several.remove(registration)
    }
  }
}

/// What an effect's `send` does once the runtime has taken its action.
private enum EffectDelivery {
  /// Nothing more: the effect is cancelled, or its store is gone.
  case dropped
  /// Suspend, so that `settle()` reduces the action first.
  case reduceFirst
  /// Reduce the action now, in the job that sent it, then go on.
  case reduceNow
  /// Hand the action to the live store.
  case live
  /// Suspend for good: the effect was stopped.
  case park
}

/// A `.cancellable` inside a concatenation, running in a task of its own.
private struct EffectScope {
  var id: CancelID
  var task: Task<Void, Never>?
  var isCancelled = false
}
