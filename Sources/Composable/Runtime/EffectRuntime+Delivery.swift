import Synchronization
import ValueDump

extension EffectRuntime {
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

  func deliver(_ action: Action, from number: Int) -> EffectDelivery {
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
  func reduce(_ action: Action, from number: Int) {
    let box = receiver.withLock { $0 }
    box?.receive(action, number)
  }

  func didFinish(_ number: Int) {
    let time = eventTime()
    registry.withLock { registry in
      if !registry.stopped.isEmpty { registry.stopped.remove(number) }
      guard removeRecord(number, from: &registry) != nil else { return }
      if registry.recordsEvents { registry.events.append((.finished(number), time)) }
    }
  }

  /// Forgets an effect: its record and its cancellation ids, its scopes' included.
  func removeRecord(_ number: Int, from registry: inout Registry) -> Record? {
    guard let record = registry.records.removeValue(forKey: number) else { return nil }
    for id in record.cancelIDs {
      registry.unregister(Registration(number: number, scope: 0), from: id)
    }
    for (scope, value) in record.scopes {
      registry.unregister(Registration(number: number, scope: scope), from: value.id)
    }
    return record
  }
}
