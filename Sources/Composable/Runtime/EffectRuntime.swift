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

  let registry = Lock(Registry())
  // NB: The closure sits in a class so that reading it never reabstracts it: a function value
  // read and written back through a generic `inout` gains a thunk on every access.
  final class Receiver {
    let receive: Receive
    init(_ receive: @escaping Receive) { self.receive = receive }
  }
  let receiver = Locked<Receiver?>(nil)
  let liveDelivery: Deliver?

  typealias Registration = EffectRegistration
  typealias Scope = EffectScope

  struct Record {
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

  struct Registry: ~Copyable {
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

  init(executor: EffectExecutor?, stepBudget: Int, liveDelivery: Deliver?) {
    self.executor = executor
    self.stepBudget = stepBudget
    self.liveDelivery = liveDelivery
    let reference = WeakReference<EffectRuntime>()
    self.host = Self.host(reference)
    self.reference = reference
    reference.value = self
  }

  /// The runtime, weakly: what its effects' tasks hold of it.
  let reference: WeakReference<EffectRuntime>

  static func host(_ runtime: WeakReference<EffectRuntime>) -> EffectHost {
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

  func eventTime() -> Duration? {
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
  var firstLocation: SourceLocation? {
    switch operation {
    case .none, .send, .cancel: return nil
    case let .run(run): return run.location
    case let .cancellable(_, _, effect): return effect.firstLocation
    case let .merge(effects), let .concatenate(effects):
      return effects.lazy.compactMap(\.firstLocation).first
    }
  }
}
