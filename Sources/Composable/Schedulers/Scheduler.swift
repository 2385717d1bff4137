// The protocols `Scheduler` and `SchedulerTimeIntervalConvertible` are the `Combine` module's
// (Apple's has no `sleep` requirement, so this engine builds only where its own `Combine`
// stands in). The engine re-exports it: code that imports the engine names
// `AnySchedulerOf<DispatchQueue>`, `sink` and `AnyCancellable` as TCA code does.
@_exported import Combine

extension Scheduler {
  /// Suspends the current task until the scheduler's time reaches `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The time to sleep until.
  ///   - tolerance: How late the task may wake.
  /// - Throws: `CancellationError` when the task is cancelled before the deadline.
  public func sleep(
    until deadline: SchedulerTimeType, tolerance: SchedulerTimeType.Stride = .zero
  ) async throws {
    try await sleep(until: deadline, tolerance: tolerance, options: nil)
  }

  /// Suspends the current task for an interval of the scheduler's time.
  ///
  /// - Parameters:
  ///   - duration: How long to sleep.
  ///   - tolerance: How late the task may wake.
  ///   - options: How the scheduler runs the wake-up.
  /// - Throws: `CancellationError` when the task is cancelled before the time is up.
  public func sleep(
    for duration: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) async throws {
    try await sleep(until: now.advanced(by: duration), tolerance: tolerance, options: options)
  }

  /// The scheduler's time that passes while `work` runs.
  ///
  /// - Parameter work: The work to measure.
  /// - Returns: The time from before `work` to after it.
  /// - Throws: What `work` throws.
  public func measure(_ work: () throws -> Void) rethrows -> SchedulerTimeType.Stride {
    let start = now
    try work()
    return start.distance(to: now)
  }
}
