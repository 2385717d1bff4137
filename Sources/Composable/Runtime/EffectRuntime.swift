import Synchronization
import ValueDump

/// Starts, tracks and cancels the effects of one store.
///
/// In deterministic mode (a test store) every effect task runs on an `EffectExecutor` that only
/// `settle()` drains, and actions sent by effects wait in a queue that `settle()` hands to the
/// store one at a time, so a step always ends in the same state. In live mode effects run on the
/// global executor and their actions go straight to the store.
final class EffectRuntime<Action>: @unchecked Sendable {
  // NB: `@unchecked` because actions need not be `Sendable`. Every action and effect crosses
  // into or out of a task exactly once, through `registry`, so no value is shared.

  typealias Receive = (_ action: Action, _ effect: Int) -> Void
  typealias Deliver = @Sendable (_ action: Action) async -> Void

  /// The executor of deterministic mode; `nil` in live mode.
  let executor: EffectExecutor?
  /// How many jobs one `settle()` may run before the busiest effect is stopped.
  let stepBudget: Int

  let registry = Lock(Registry())
  /// Holds the store's receive closure, in a class so that reading it never reabstracts it: a
  /// function value read and written back through a generic `inout` gains a thunk on every
  /// access.
  final class Receiver {
    let receive: Receive
    init(_ receive: @escaping Receive) { self.receive = receive }
  }
  let receiver = Locked<Receiver?>(nil)
  let liveDelivery: Deliver?

  typealias Registration = EffectRegistration

  struct Record {
    var number: Int
    var cancellation: EffectCancellation
    var originStep: Int
    var originAction: UncheckedSendable<Action>
    var originLocation: SourceLocation?
    var location: SourceLocation
    var startedAt: Duration?
    var sleepingUntil: Duration?
    var sends = SendCount()
    /// The effect that the store's `send` started, from which this one descends through the
    /// actions effects fed back (its own number when a `send` started it): cancelling a
    /// `TestStoreTask` cancels the effects that descend from its own.
    var root: Int
    /// The navigation path of the feature that returned the effect (see ``CancelID``).
    var path: [CancelID]
  }

  /// The runtime's state, under its lock.
  struct Registry: ~Copyable {
    var nextNumber = 1
    var records = NumberedRecords<Record>()
    var cancellations = CancellationRegistry()
    var settling = SettleProgress()
    var received = FIFO<(action: UncheckedSendable<Action>, effect: Int)>()
    var events: [(event: EffectEvent, at: Duration?)] = []
    var recordsEvents = false
  }

  /// Reads the virtual time when an event happens; set by a test store that records events.
  ///
  /// In a class, as ``Receiver``: read through `Locked`'s generic `inout`, a bare closure would
  /// gain a thunk on every event.
  final class EventClock {
    let now: () -> Duration?
    init(_ now: @escaping () -> Duration?) { self.now = now }
  }
  let eventClock = Locked<EventClock?>(nil)

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
      cancel: { number, id in
        guard let runtime = runtime.value else { return }
        runtime.cancel(id: id.at(runtime.path(ofEffect: number)))
      },
      name: { runtime.value?.name(ofEffect: $0) ?? "#\($0)" },
      startCancellable: { number, id, cancelInFlight, work in
        guard let held = runtime.value else { return nil }
        let id = id.at(held.path(ofEffect: number))
        if cancelInFlight {
          held.cancel(id: id, sparing: [Registration(number: number, scope: 0)])
        }
        guard let scope = held.openScope(in: number, under: id) else { return nil }
        let task = held.makeTask(priority: nil) { await work() }
        held.attach(task, to: scope)
        return (task, { runtime.value?.closeScope(scope) })
      }
    )
  }

  deinit {
    // An effect this runtime cancelled may still be resumed by work outside it, and must then
    // run to its end, to free itself, with nobody left to drain the executor.
    executor?.detach()
  }

  /// Sets what `settle()` does with each action an effect sent.
  func setReceiver(_ receive: @escaping Receive) {
    let box = Receiver(receive)
    receiver.withLock { $0 = box }
  }

  // MARK: - Clock notes

  func effect(_ number: Int, willSleepUntil deadline: Duration) {
    registry.withLock { _ = $0.records.modify(number) { $0.sleepingUntil = deadline } }
  }

  func effectDidWake(_ number: Int) {
    registry.withLock { _ = $0.records.modify(number) { $0.sleepingUntil = nil } }
  }
}
