/// What an effect's `send` does once the runtime has taken its action.
enum EffectDelivery {
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
  /// Report and drop: the effect had completed, and its `send` was kept past it.
  case escaped
}

extension EffectRuntime {
  // MARK: - Actions from effects

  func deliver(_ action: Action, from number: Int) -> EffectDelivery {
    let isCancelled = Task.isCancelled
    if liveDelivery != nil {
      if isCancelled { return .dropped }
      return registry.withLock { $0.records.read(number) { _ in true } ?? false } ? .live : .escaped
    }
    return registry.withLock { registry -> EffectDelivery in
      if registry.settling.isStopped(number) { return .park }
      let generation = registry.settling.generation
      guard registry.records.modify(number, { $0.sends.note(inSettle: generation) }) != nil else {
        return isCancelled ? .dropped : .escaped
      }
      // When `settle()` runs this job on this thread with nothing else queued, suspending would
      // only reduce this action and resume this job: it is reduced at once instead, the same
      // steps in the same order. Once per job, so that a loop that sends without suspending
      // still suspends, and counts against the budget.
      if !isCancelled, registry.received.isEmpty, registry.settling.mayReduceAtOnce,
        executor?.isIdle == true
      {
        registry.settling.reduceAtOnce()
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
      registry.settling.noteFinished(number)
      guard removeRecord(number, from: &registry) != nil else { return }
      if registry.recordsEvents { registry.events.append((.finished(number), time)) }
    }
  }

  /// Forgets an effect: its record and its cancellation ids, its scopes' included.
  ///
  /// Never inlined: inlined into an effect's task, the record it removes made the task's frame
  /// larger than the task allocator's first slab, which then allocated a second one per effect.
  @inline(never)
  func removeRecord(_ number: Int, from registry: inout Registry) -> Record? {
    guard let record = registry.records.removeValue(forKey: number) else { return nil }
    registry.cancellations.unregister(number, record.cancellation)
    return record
  }
}
