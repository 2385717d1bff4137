import Synchronization
import ValueDump

extension EffectRuntime {
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
  func cancel(
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

  func markCancelled(
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
}
