import Dispatch
import Synchronization

/// The serial executor that runs a test store's effects.
///
/// Every effect task of a `TestStore` prefers this executor, so each of its jobs lands in one
/// queue that runs only when the store drains it. A step of the store ends when the queue is
/// empty: every effect has then finished or is suspended on the virtual clock or on something
/// outside the runtime.
final class EffectExecutor: TaskExecutor, Sendable {
  /// A job, with when it arrived: in real time, or for a job that an effect's work queued
  /// while the store drained the queue, when that work was due.
  fileprivate struct TimedJob {
    var arrival: ContinuousClock.Instant
    var job: UnownedJob
  }

  fileprivate struct Queue: ~Copyable {
    var jobs = FIFO<UnownedJob>()
    /// Once arrivals are noted (`recordArrivals()`), the queued jobs instead of `jobs`, by
    /// arrival, in order of queueing among equal arrivals.
    var timed: [TimedJob]?
    /// While the store drains the queue, the thread that drains it and when the work it runs was
    /// due: what a job that work queues arrived at.
    var draining: (thread: ThreadIdentity, arrival: ContinuousClock.Instant)?
    /// Those waiting in `waitForJob`, by the number each got.
    var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    var nextWaiterID = 0
    /// Set once the store that drained the executor is gone: jobs then run on this queue.
    var detached: DispatchQueue?
  }

  private let queue = Lock(Queue())
  /// Whether arrivals are noted: read without the lock where nothing else needs it.
  private let isTimed = Atomic<Bool>(false)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let (detached, waiters) = queue.withLock {
      queue -> (DispatchQueue?, [CheckedContinuation<Bool, Never>]) in
      if let detached = queue.detached { return (detached, []) }
      if queue.timed != nil {
        queue.insertTimed(job)
      } else {
        queue.jobs.append(job)
      }
      guard !queue.waiters.isEmpty else { return (nil, []) }
      defer { queue.waiters.removeAll() }
      return (nil, Array(queue.waiters.values))
    }
    if let detached {
      run(job, on: detached)
      return
    }
    for waiter in waiters { waiter.resume(returning: true) }
  }

  /// Runs the queued jobs, and every job queued from now on, in order on a queue of their own.
  ///
  /// For when the store that drained the executor is gone: an effect it cancelled that work
  /// outside the runtime resumes later can then run to its end, and free itself.
  func detach() {
    let detached = DispatchQueue(label: "Composable.EffectExecutor.detached")
    let (jobs, waiters) = queue.withLock { queue in
      queue.detached = detached
      defer { queue.waiters.removeAll() }
      return (queue.removeAll(), Array(queue.waiters.values))
    }
    for job in jobs { run(job, on: detached) }
    for waiter in waiters { waiter.resume(returning: false) }
  }

  private func run(_ job: UnownedJob, on queue: DispatchQueue) {
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }

  /// Runs the next queued job on the calling thread.
  ///
  /// - Returns: Whether there was a job to run.
  func runNext() -> Bool {
    guard let job = queue.withLock({ $0.popFirst() }) else { return false }
    job.runSynchronously(on: asUnownedTaskExecutor())
    return true
  }

  /// Whether no job is queued.
  var isIdle: Bool { queue.withLock { $0.isEmpty } }

  // MARK: - Arrivals

  /// From now on, runs jobs in the order they arrived: in real time, or for a job queued by an
  /// effect's work while the store drains the queue, when that work was due. The jobs queued
  /// now arrived now, as far as anyone can tell.
  ///
  /// A timer on a real clock asks for it (`Clock.timer(interval:)`), so that its ticks that
  /// fell due while the test waited come in order with the work outside the store that resumed
  /// meanwhile. For other effects, when a job arrived does not matter, and reading the time
  /// would cost every job.
  func recordArrivals() {
    queue.withLock { queue in
      guard queue.timed == nil else { return }
      isTimed.store(true, ordering: .relaxed)
      let now = ContinuousClock.now
      queue.timed = queue.jobs.removeAll().map { TimedJob(arrival: now, job: $0) }
    }
  }

  /// When the first queued job arrived: `nil` when none is queued or arrivals are not noted.
  var firstArrival: ContinuousClock.Instant? {
    queue.withLock { $0.timed?.first?.arrival }
  }

  /// Notes that the work running on this thread, while the store drains the queue, was due at
  /// `instant`: the jobs it queues arrive then.
  func workIsDue(at instant: ContinuousClock.Instant) {
    let thread = ThreadIdentity.current
    queue.withLock { queue in
      guard queue.timed != nil else { return }
      queue.draining = (thread, instant)
    }
  }

  /// Notes that the store stopped draining the queue: jobs queued from now on arrive when they
  /// are queued.
  func endDraining() {
    guard isTimed.load(ordering: .relaxed) else { return }
    queue.withLock { $0.draining = nil }
  }

  /// Drops every queued job: the tasks they belong to never run again.
  func abandonQueuedJobs() -> Int {
    let jobs = queue.withLock { $0.removeAll() }
    ParkedWork.keep(jobs)
    return jobs.count
  }

  /// Waits until a job is queued — by work that finished outside the runtime — or until
  /// `timeout` of real time has passed.
  ///
  /// Any number of callers may wait at once; a job wakes them all.
  ///
  /// - Returns: Whether a job arrived.
  nonisolated(nonsending) func waitForJob(timeout: Duration) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let id: Int? = queue.withLock { queue in
        guard queue.isEmpty else { return nil }
        queue.nextWaiterID += 1
        queue.waiters[queue.nextWaiterID] = continuation
        return queue.nextWaiterID
      }
      guard let id else {
        continuation.resume(returning: true)
        return
      }
      Task.detached { [weak self] in
        try? await Task.sleep(for: timeout)
        let waiter = self?.queue.withLock { $0.waiters.removeValue(forKey: id) }
        waiter?.resume(returning: false)
      }
    }
  }
}

extension EffectExecutor.Queue {
  // NB: Not `timed.map(\.isEmpty)`: a key path used as a function is made at every call.
  var isEmpty: Bool {
    guard let timed else { return jobs.isEmpty }
    return timed.isEmpty
  }

  /// Takes the next job: the first queued, or once arrivals are noted, the earliest arrived;
  /// the thread that takes it runs the work it does as due then.
  mutating func popFirst() -> UnownedJob? {
    guard timed != nil else { return jobs.popFirst() }
    guard let first = timed?.first else { return nil }
    timed!.removeFirst()
    draining = (ThreadIdentity.current, first.arrival)
    return first.job
  }

  mutating func removeAll() -> [UnownedJob] {
    guard let queued = timed else { return jobs.removeAll() }
    timed = []
    return queued.map(\.job)
  }

  /// Queues a job by its arrival: when the work that queues it was due, on the thread that
  /// drains the queue; now, from anywhere else.
  mutating func insertTimed(_ job: UnownedJob) {
    let arrival: ContinuousClock.Instant
    if let draining, draining.thread == ThreadIdentity.current {
      arrival = draining.arrival
    } else {
      arrival = .now
    }
    // Arrivals mostly come in order, so the place is searched from the end.
    var index = timed!.endIndex
    while index > timed!.startIndex, timed![index - 1].arrival > arrival { index -= 1 }
    timed!.insert(EffectExecutor.TimedJob(arrival: arrival, job: job), at: index)
  }
}
