import Synchronization

extension Scheduler where Self: Sendable {
  /// A sequence that yields the scheduler's time every `interval`, at `start + k·interval` where
  /// `start` is the scheduler's time when the timer is made; it ends when its task is cancelled.
  ///
  /// Each tick is a sleep of the task that iterates, so on a ``TestScheduler`` the ticks come as
  /// a test advances it, each run by the effect before the next. On a live scheduler, ticks missed
  /// (the program was suspended) are skipped.
  ///
  /// - Parameters:
  ///   - interval: The time between ticks.
  ///   - tolerance: Passed to each sleep.
  ///   - options: Passed to each sleep.
  /// - Returns: The ticks, as the scheduler's time when each came.
  public func timer(
    interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride = .zero,
    options: SchedulerOptions? = nil
  ) -> AsyncStream<SchedulerTimeType> {
    let ticker = SchedulerTicker(
      scheduler: self, interval: interval, tolerance: tolerance, options: options)
    // Unfolding, so that each sleep runs in the task that iterates: a test store knows the
    // effect that waits, and no task of the timer's own runs beside it.
    return AsyncStream(unfolding: { await ticker.next() })
  }
}

/// The ticks of `Scheduler.timer(interval:)`.
private final class SchedulerTicker<S: Scheduler & Sendable>: Sendable {
  let scheduler: S
  let interval: S.SchedulerTimeType.Stride
  let tolerance: S.SchedulerTimeType.Stride
  let options: S.SchedulerOptions?
  let skipsMissedTicks: Bool
  private let last: Lock<S.SchedulerTimeType>

  init(
    scheduler: S, interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride,
    options: S.SchedulerOptions?
  ) {
    self.scheduler = scheduler
    self.interval = interval
    self.tolerance = tolerance
    self.options = options
    self.skipsMissedTicks = !scheduler.runsOnVirtualTime && interval.duration > .zero
    self.last = Lock(scheduler.now)
  }

  func next() async -> S.SchedulerTimeType? {
    var deadline = last.withLock { $0 }.advanced(by: interval)
    if skipsMissedTicks {
      let late = deadline.distance(to: scheduler.now).duration
      if late > .zero {
        let missed = Int((late / interval.duration).rounded(.down)) + 1
        deadline = deadline.advanced(by: .init(duration: interval.duration * missed))
      }
    }
    do {
      try await scheduler.sleep(until: deadline, tolerance: tolerance, options: options)
    } catch {
      return nil
    }
    guard !Task.isCancelled else { return nil }
    last.withLock { $0 = deadline }
    return scheduler.now
  }
}
