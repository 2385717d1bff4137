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
