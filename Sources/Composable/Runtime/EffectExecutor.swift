import Dispatch
import Synchronization

/// The serial executor that runs a test store's effects.
///
/// Every effect task of a `TestStore` prefers this executor, so each of its jobs lands in one
/// queue that runs only when the store drains it. A step of the store ends when the queue is
/// empty: every effect has then finished or is suspended on the virtual clock or on something
/// outside the runtime.
final class EffectExecutor: TaskExecutor, Sendable {
  private struct Queue: ~Copyable {
    var jobs = FIFO<UnownedJob>()
    /// Those waiting in `waitForJob`, by the number each got.
    var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    var nextWaiterID = 0
    /// Set once the store that drained the executor is gone: jobs then run on this queue.
    var detached: DispatchQueue?
  }

  private let queue = Lock(Queue())

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let (detached, waiters) = queue.withLock {
      queue -> (DispatchQueue?, [CheckedContinuation<Bool, Never>]) in
      if let detached = queue.detached { return (detached, []) }
      queue.jobs.append(job)
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
      return (queue.jobs.removeAll(), Array(queue.waiters.values))
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
    guard let job = queue.withLock({ $0.jobs.popFirst() }) else { return false }
    job.runSynchronously(on: asUnownedTaskExecutor())
    return true
  }

  /// Whether no job is queued.
  var isIdle: Bool { queue.withLock { $0.jobs.isEmpty } }

  /// Drops every queued job: the tasks they belong to never run again.
  func abandonQueuedJobs() -> Int {
    let jobs = queue.withLock { $0.jobs.removeAll() }
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
        guard queue.jobs.isEmpty else { return nil }
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
