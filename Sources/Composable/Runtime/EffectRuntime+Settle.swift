import Synchronization
import ValueDump

extension EffectRuntime {
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
  func stopRunaway(abandoningJobs: Bool) {
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
}
