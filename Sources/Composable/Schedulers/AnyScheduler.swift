/// A scheduler of any kind with the given time and options: the type of the `mainQueue`
/// dependency, `AnySchedulerOf<DispatchQueue>`, which holds the live main queue in an app and a
/// ``TestScheduler`` or an ``ImmediateScheduler`` in a test.
public struct AnyScheduler<SchedulerTimeType: Strideable & Sendable, SchedulerOptions: Sendable>:
  Scheduler, Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & Sendable {
  private let currentTime: @Sendable () -> SchedulerTimeType
  private let tolerance: @Sendable () -> SchedulerTimeType.Stride
  private let sleepUntil:
    @Sendable (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?) async throws ->
      Void
  private let scheduleSoon: @Sendable (SchedulerOptions?, @escaping () -> Void) -> Void
  private let scheduleAfter:
    @Sendable (
      SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void
    ) -> Void
  private let scheduleRepeating:
    @Sendable (
      SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
      @escaping () -> Void
    ) -> any Cancellable
  let isVirtualTime: Bool
  let testClock: TestClock?

  /// Wraps a scheduler; an `AnyScheduler` is not wrapped twice.
  ///
  /// - Parameter scheduler: The scheduler.
  public init<S: Scheduler & Sendable>(_ scheduler: S)
  where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
    if let erased = scheduler as? Self {
      self = erased
      return
    }
    self.currentTime = { scheduler.now }
    self.tolerance = { scheduler.minimumTolerance }
    self.sleepUntil = { deadline, tolerance, options in
      try await scheduler.sleep(until: deadline, tolerance: tolerance, options: options)
    }
    self.scheduleSoon = { scheduler.schedule(options: $0, $1) }
    self.scheduleAfter = { scheduler.schedule(after: $0, tolerance: $1, options: $2, $3) }
    self.scheduleRepeating = {
      scheduler.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4)
    }
    self.isVirtualTime = scheduler.runsOnVirtualTime
    self.testClock = scheduler.backingTestClock
  }

  /// Creates a scheduler from functions that do its work.
  ///
  /// - Parameters:
  ///   - minimumTolerance: Returns the smallest tolerance the scheduler allows.
  ///   - now: Returns the scheduler's current time.
  ///   - sleep: Suspends until a deadline, with a tolerance and options.
  public init(
    minimumTolerance: @escaping @Sendable () -> SchedulerTimeType.Stride,
    now: @escaping @Sendable () -> SchedulerTimeType,
    sleep:
      @escaping @Sendable (
        _ deadline: SchedulerTimeType, _ tolerance: SchedulerTimeType.Stride,
        _ options: SchedulerOptions?
      ) async throws -> Void
  ) {
    self.currentTime = now
    self.tolerance = minimumTolerance
    self.sleepUntil = sleep
    // Work scheduled on it runs once a task's sleep ends, as on any scheduler that only sleeps.
    let sleeper = SleepingScheduler(
      tolerance: minimumTolerance, currentTime: now, sleepUntil: sleep)
    self.scheduleSoon = { sleeper.schedule(options: $0, $1) }
    self.scheduleAfter = { sleeper.schedule(after: $0, tolerance: $1, options: $2, $3) }
    self.scheduleRepeating = {
      sleeper.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4)
    }
    self.isVirtualTime = false
    self.testClock = nil
  }

  /// The scheduler's current time.
  public var now: SchedulerTimeType { currentTime() }

  /// The smallest tolerance the scheduler allows.
  public var minimumTolerance: SchedulerTimeType.Stride { tolerance() }

  /// Suspends the current task until the scheduler's time reaches `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The time to sleep until.
  ///   - tolerance: How late the task may wake.
  ///   - options: How the scheduler runs the wake-up.
  /// - Throws: `CancellationError` when the task is cancelled before the deadline.
  public func sleep(
    until deadline: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?
  ) async throws {
    try await sleepUntil(deadline, tolerance, options)
  }
}

// MARK: - Combine's work

extension AnyScheduler {
  /// Runs work as soon as the wrapped scheduler can.
  ///
  /// - Parameters:
  ///   - options: How the scheduler runs the work.
  ///   - action: The work.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    scheduleSoon(options, action)
  }

  /// Runs work once the wrapped scheduler's time reaches `date`.
  ///
  /// - Parameters:
  ///   - date: When to run the work.
  ///   - tolerance: How late the work may run.
  ///   - options: How the scheduler runs the work.
  ///   - action: The work.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    scheduleAfter(date, tolerance, options, action)
  }

  /// Runs work at `date`, then every `interval`, on the wrapped scheduler, until cancelled.
  ///
  /// - Parameters:
  ///   - date: When to run the work first.
  ///   - interval: How long between runs.
  ///   - tolerance: How late each run may be.
  ///   - options: How the scheduler runs the work.
  ///   - action: The work.
  /// - Returns: What stops the runs.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    scheduleRepeating(date, interval, tolerance, options, action)
  }
}

/// A scheduler made of its time and its sleep, whose work runs after a sleep: what an
/// ``AnyScheduler`` made from closures schedules on.
private struct SleepingScheduler<
  SchedulerTimeType: Strideable & Sendable, SchedulerOptions: Sendable
>:
  Scheduler, Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & Sendable {
  let tolerance: @Sendable () -> SchedulerTimeType.Stride
  let currentTime: @Sendable () -> SchedulerTimeType
  let sleepUntil:
    @Sendable (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?) async throws ->
      Void

  var now: SchedulerTimeType { currentTime() }
  var minimumTolerance: SchedulerTimeType.Stride { tolerance() }

  func sleep(
    until deadline: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?
  ) async throws {
    try await sleepUntil(deadline, tolerance, options)
  }
}

extension AnyScheduler: SchedulerTimeSource {}

/// A type-erased scheduler with the time and options of another scheduler:
/// `AnySchedulerOf<DispatchQueue>`.
public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>

extension Scheduler where Self: Sendable {
  /// The scheduler, wrapped in an ``AnyScheduler``: what the `mainQueue` dependency holds.
  ///
  /// - Returns: The wrapped scheduler.
  public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
    AnyScheduler(self)
  }
}
