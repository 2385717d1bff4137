import Synchronization

// MARK: - Registrations

// Outside the generic runtime, so that the sets and dictionaries of these are specialized
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

// MARK: - One effect

/// A `.cancellable` inside a concatenation, running in a task of its own.
struct EffectScope {
  var id: CancelID
  var task: Task<Void, Never>?
  var isCancelled = false
}

/// What cancelling one effect needs: its ids, its task, and the scopes its concatenation runs.
struct EffectCancellation {
  /// The ids of the whole effect.
  var ids: [CancelID]
  /// The scopes in flight, by number.
  var scopes: [Int: EffectScope] = [:]
  var task: Task<Void, Never>?
  var isCancelled = false

  /// The ids the effect is registered under now: its own, then those of its scopes that are
  /// in flight and not cancelled, in the order they opened.
  var idsInFlight: [CancelID] {
    guard !scopes.isEmpty else { return ids }
    return ids
      + scopes.sorted { $0.key < $1.key }.filter { !$0.value.isCancelled }.map { $0.value.id }
  }

  /// Keeps the effect's task.
  ///
  /// - Returns: The task, when the effect was cancelled while it started: cancel it.
  mutating func attach(_ task: Task<Void, Never>) -> Task<Void, Never>? {
    self.task = task
    return isCancelled ? task : nil
  }

  /// Marks the effect cancelled.
  ///
  /// - Returns: Whether it was not cancelled before, and the task to cancel.
  mutating func cancel() -> (isNew: Bool, task: Task<Void, Never>?) {
    guard !isCancelled else { return (false, nil) }
    isCancelled = true
    return (true, task)
  }

  /// Gives an open scope the task that runs it.
  ///
  /// - Returns: The task, when the scope was cancelled meanwhile: cancel it.
  mutating func attach(_ task: Task<Void, Never>, toScope scope: Int) -> Task<Void, Never>? {
    scopes[scope]?.task = task
    return scopes[scope]?.isCancelled == true ? task : nil
  }

  /// Marks a scope cancelled.
  ///
  /// - Returns: The scope's task, to cancel.
  mutating func cancel(scope: Int) -> Task<Void, Never>? {
    scopes[scope]?.isCancelled = true
    return scopes[scope]?.task
  }
}

// MARK: - The registry

/// Which effects, and which scopes of `.cancellable`s that concatenations run, each cancellation
/// id covers.
///
/// A value, changed under the runtime's lock. Its methods change what is registered, and say
/// what cancelling an id must cancel; the runtime marks those effects and scopes cancelled in
/// their records, and cancels their tasks once it has let go of the lock, since cancelling runs
/// the tasks' cancellation handlers.
struct CancellationRegistry {
  private var byID: [CancelID: EffectRegistrations] = [:]
  private var nextScope = 1

  /// Registers a new effect under its ids.
  mutating func register(_ number: Int, under ids: [CancelID]) {
    for id in ids {
      id.forEachPrefix {
        byID[$0, default: EffectRegistrations()].insert(
          EffectRegistration(number: number, scope: 0))
      }
    }
  }

  /// Forgets an effect that has ended: its ids, and its scopes'.
  mutating func unregister(_ number: Int, _ cancellation: EffectCancellation) {
    for id in cancellation.ids {
      unregister(EffectRegistration(number: number, scope: 0), from: id)
    }
    for (scope, value) in cancellation.scopes {
      unregister(EffectRegistration(number: number, scope: scope), from: value.id)
    }
  }

  /// Takes what is registered under `id`, but the registrations `spared`, which stay.
  ///
  /// - Returns: The effects and scopes to cancel, in order; `nil` when nothing was registered
  ///   under the id.
  mutating func cancel(
    id: CancelID, sparing spared: Set<EffectRegistration>
  ) -> [EffectRegistration]? {
    guard var registrations = byID.removeValue(forKey: id)?.all else { return nil }
    let kept = registrations.intersection(spared)
    if !kept.isEmpty { byID[id] = EffectRegistrations(kept) }
    registrations.subtract(kept)
    return registrations.sorted()
  }

  /// Forgets every id: every effect is cancelled.
  mutating func cancelAll() {
    byID.removeAll()
  }

  /// Registers a `.cancellable` that the task of the effect numbered `number` is about to run.
  ///
  /// - Returns: The scope's registration.
  mutating func openScope(in number: Int, under id: CancelID) -> EffectRegistration {
    let scope = EffectRegistration(number: number, scope: nextScope)
    nextScope += 1
    id.forEachPrefix { byID[$0, default: EffectRegistrations()].insert(scope) }
    return scope
  }

  /// Forgets that `registration` is registered under `id`, looking each id up once: hashing a
  /// cancellation id hashes the value it wraps, through its existential.
  mutating func unregister(_ registration: EffectRegistration, from id: CancelID) {
    id.forEachPrefix { id in
      guard let index = byID.index(forKey: id) else { return }
      byID.values[index].remove(registration)
      if byID.values[index].isEmpty { byID.remove(at: index) }
    }
  }
}

// MARK: - The runtime

extension EffectRuntime {
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
  func cancel(
    id: CancelID, sparing spared: Set<Registration>, reportsNothingToCancel: Bool = false
  ) {
    let time = eventTime()
    let tasks: [Task<Void, Never>] = registry.withLock { registry in
      guard let registrations = registry.cancellations.cancel(id: id, sparing: spared) else {
        if reportsNothingToCancel, registry.recordsEvents {
          registry.events.append((.nothingToCancel(id), time))
        }
        return []
      }
      return registrations.compactMap { registration in
        guard registration.scope != 0 else {
          return registry.cancelEffect(registration.number, at: time)
        }
        // A scope is part of an effect that goes on: cancelling it is no event of the effect.
        return registry.records.modify(registration.number) {
          $0.cancellation.cancel(scope: registration.scope)
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
      return .some(registry.cancelEffect(number, at: time))
    }
    guard let task else { return false }
    task?.cancel()
    return true
  }

  /// Cancels the in-flight effects numbered so, and those that descend from them through the
  /// actions effects fed back.
  func cancel(descendingFrom numbers: [Int]) {
    let time = eventTime()
    let roots = Set(numbers)
    let tasks: [Task<Void, Never>] = registry.withLock { registry in
      let descending = registry.records.keys.filter {
        roots.contains($0) || registry.records.read($0) { roots.contains($0.root) } == true
      }
      return descending.compactMap { registry.cancelEffect($0, at: time) }
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every in-flight effect.
  func cancelAll() {
    let time = eventTime()
    let tasks: [Task<Void, Never>] = registry.withLock { registry in
      registry.cancellations.cancelAll()
      return registry.records.keys.compactMap { registry.cancelEffect($0, at: time) }
    }
    for task in tasks { task.cancel() }
  }

  // MARK: Scopes

  /// Registers a `.cancellable` that the task of the effect numbered `number` is about to run.
  ///
  /// - Returns: The scope's registration, or `nil` when the effect is no longer in flight.
  func openScope(in number: Int, under id: CancelID) -> Registration? {
    registry.withLock { registry -> Registration? in
      guard registry.records.contains(number) else { return nil }
      let scope = registry.cancellations.openScope(in: number, under: id)
      _ = registry.records.modify(number) {
        $0.cancellation.scopes[scope.scope] = EffectScope(id: id)
      }
      return scope
    }
  }

  /// Gives an open scope the task that runs it, cancelling the task at once if the scope was
  /// cancelled meanwhile.
  func attach(_ task: Task<Void, Never>, to scope: Registration) {
    registry.withLock { registry in
      registry.records.modify(scope.number) {
        $0.cancellation.attach(task, toScope: scope.scope)
      } ?? nil
    }?
    .cancel()
  }

  /// Forgets a scope whose task has ended.
  func closeScope(_ scope: Registration) {
    registry.withLock { registry in
      guard
        let closed = registry.records.modify(
          scope.number,
          {
            $0.cancellation.scopes.removeValue(forKey: scope.scope)
          }) ?? nil
      else { return }
      registry.cancellations.unregister(scope, from: closed.id)
    }
  }
}

extension EffectRuntime.Registry {
  /// Marks the effect numbered `number` cancelled, noting it among the events.
  ///
  /// - Returns: The effect's task, to cancel outside the lock, when it was not cancelled before.
  mutating func cancelEffect(_ number: Int, at time: Duration?) -> Task<Void, Never>? {
    guard let (isNew, task) = records.modify(number, { $0.cancellation.cancel() }), isNew else {
      return nil
    }
    if recordsEvents { events.append((.cancelled(number), time)) }
    return task
  }
}
