// MARK: - The step budget

/// Where the runtime's settling is, and what it has spent of its step budget.
///
/// A value, changed under the runtime's lock; its methods say what to do next.
struct SettleProgress {
  /// Whether a `settle()` is running.
  private(set) var isSettling = false
  /// The number of the current settle, or of the last one: which settle an effect's sends
  /// count in.
  private(set) var generation = 0
  /// The jobs run, and actions reduced at once, since the settle began or last stopped an
  /// effect: what the step budget counts.
  private var steps = 0
  /// The thread of a `settle()` running a job that may have one action reduced at once, without
  /// suspending (see `EffectRuntime.deliver`).
  private var inlineThread: ThreadIdentity?
  /// The effects stopped by the step budget whose tasks have not ended: their next `send`
  /// parks them.
  private var stopped: Set<Int> = []

  /// Begins a settle.
  ///
  /// - Returns: Whether this is the outer settle; `false` while one runs already.
  mutating func begin() -> Bool {
    guard !isSettling else { return false }
    isSettling = true
    generation += 1
    steps = 0
    return true
  }

  mutating func end() {
    isSettling = false
    inlineThread = nil
  }

  /// What settling does next.
  enum Next {
    /// Reduce the next action, or run the next job.
    case proceed
    /// The budget is spent: stop the busiest effect.
    case stop
  }

  /// Counts the job that ran last, if any, and says whether the budget has room for more.
  ///
  /// - Parameters:
  ///   - hasRunJob: Whether a job ran since the last call.
  ///   - budget: The steps a settle may take.
  ///   - thread: The settling thread, which a job about to run on it with no action waiting may
  ///     reduce one action on at once.
  ///   - actionWaits: Whether an action waits to be reduced before any job runs.
  mutating func next(
    hasRunJob: Bool, budget: Int, thread: ThreadIdentity, actionWaits: Bool
  ) -> Next {
    if hasRunJob { steps += 1 }
    guard steps < budget else {
      steps = 0
      inlineThread = nil
      return .stop
    }
    // The job about to run may have one action reduced at once (see `deliver`) when the budget
    // has room for it as well as for the job.
    inlineThread = !actionWaits && steps + 2 < budget ? thread : nil
    return .proceed
  }

  /// Whether the job running now may have an action reduced at once: it runs on the settling
  /// thread and has not had one yet.
  var mayReduceAtOnce: Bool {
    guard let inlineThread else { return false }
    return inlineThread == ThreadIdentity.current
  }

  /// Notes the job's one action reduced at once.
  mutating func reduceAtOnce() {
    inlineThread = nil
    // As a send that suspends: two jobs of the effect's (a loop of such sends runs two a send).
    steps += 2
  }

  /// Whether the effect was stopped by the budget: its `send` parks it for good.
  func isStopped(_ number: Int) -> Bool {
    !stopped.isEmpty && stopped.contains(number)
  }

  mutating func noteStopped(_ number: Int) {
    stopped.insert(number)
  }

  /// Forgets an effect that has ended.
  mutating func noteFinished(_ number: Int) {
    if !stopped.isEmpty { stopped.remove(number) }
  }
}

/// How many actions one effect sent during a settle: what picks the effect the budget stops.
struct SendCount {
  /// The actions sent during the last settle the effect sent any in.
  private(set) var inLastSettle = 0
  private var generation = 0

  /// Counts an action sent during the settle numbered `generation`.
  mutating func note(inSettle generation: Int) {
    if self.generation != generation {
      self.generation = generation
      inLastSettle = 0
    }
    inLastSettle += 1
  }

  /// The actions sent during the settle numbered `generation`.
  func count(inSettle generation: Int) -> Int {
    self.generation == generation ? inLastSettle : 0
  }
}

// MARK: - Settling

extension EffectRuntime {
  /// Runs queued effect jobs and reduces the actions they send until nothing is left to do.
  ///
  /// Does nothing in live mode, or when called again while settling.
  func settle() {
    guard let executor else { return }
    let isOuter = registry.withLock { registry -> Bool in
      guard !registry.records.isEmpty || !registry.received.isEmpty || !executor.isIdle else {
        return false
      }
      return registry.settling.begin()
    }
    guard isOuter else { return }
    defer {
      registry.withLock { $0.settling.end() }
      executor.endDraining()
    }
    var stops = 0
    var hasRunJob = false
    let thread = ThreadIdentity.current
    let budget = stepBudget
    while true {
      let (received, next) = registry.withLock {
        registry -> ((action: UncheckedSendable<Action>, effect: Int)?, SettleProgress.Next) in
        let next = registry.settling.next(
          hasRunJob: hasRunJob, budget: budget, thread: thread,
          actionWaits: !registry.received.isEmpty)
        guard case .proceed = next else { return (nil, next) }
        return (registry.received.popFirst(), next)
      }
      hasRunJob = false
      if case .stop = next {
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
      let generation = registry.settling.generation
      // The records come in increasing order of number.
      let running = registry.records.values.filter { $0.sleepingUntil == nil }
      let victims: [Record]
      if abandoningJobs {
        victims = running
      } else if let busiest = running.max(by: {
        $0.sends.count(inSettle: generation) < $1.sends.count(inSettle: generation)
      }) {
        victims = [busiest]
      } else {
        victims = []
      }
      return victims.compactMap { victim in
        registry.settling.noteStopped(victim.number)
        if registry.recordsEvents { registry.events.append((.stopped(victim.number), time)) }
        return removeRecord(victim.number, from: &registry)
      }
    }
    if abandoningJobs { _ = executor?.abandonQueuedJobs() }
    for record in stopped {
      record.cancellation.task?.cancel()
      EngineFailure.effectStopped(
        action: record.originAction.value, steps: stepBudget, number: record.number,
        effectLocation: record.location, sends: record.sends.inLastSettle,
        location: record.originLocation ?? record.location
      )
      .report()
    }
  }

  // MARK: - Work outside the runtime

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
