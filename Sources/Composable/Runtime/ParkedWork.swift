/// Work that will never run again, kept on purpose for the life of the process.
///
/// Swift cannot destroy a task from outside it. An effect stopped by the step budget is parked
/// for good at its next `send` (resuming it would start its loop again), and the tasks whose
/// queued jobs a runaway settle drops never run again: either way the task stays allocated. The
/// runtime keeps a reference to each here, so that what it holds is accounted for: LeakSanitizer
/// would otherwise report the tasks' memory as leaked. Each entry costs a pointer beside the task
/// it keeps.
enum ParkedWork {
  private struct Kept: ~Copyable {
    var continuations: [UnsafeContinuation<Void, Never>] = []
    var jobs: [UnownedJob] = []
  }

  private static let kept = Lock(Kept())

  /// Keeps the continuation of a task parked for good; it is never resumed.
  static func keep(_ continuation: UnsafeContinuation<Void, Never>) {
    kept.withLock { $0.continuations.append(continuation) }
  }

  /// Keeps the jobs of tasks that will never run again; they are never run.
  static func keep(_ jobs: [UnownedJob]) {
    guard !jobs.isEmpty else { return }
    kept.withLock { $0.jobs += jobs }
  }
}
