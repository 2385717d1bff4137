/// A scheduler whose sleeps return at once, moving its time to their deadline.
///
/// Use it where a test does not care how long a feature waits, only that it waits:
/// `$0.mainQueue = .immediate`. It is a view on an ``ImmediateClock``.
public struct ImmediateScheduler<
  SchedulerTimeType: Strideable & Sendable, SchedulerOptions: Sendable
>: Scheduler, Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & Sendable {
  private let clock = ImmediateClock()
  let timeline: SchedulerTimeline<SchedulerTimeType>

  /// Creates an immediate scheduler.
  ///
  /// - Parameter now: The scheduler's current time.
  public init(now: SchedulerTimeType) {
    self.timeline = SchedulerTimeline(start: now, origin: .zero)
  }

  /// The scheduler's current time: its start, moved to the latest deadline slept until.
  public var now: SchedulerTimeType { timeline.time(at: clock.now) }

  /// An immediate scheduler has no minimum tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Moves the scheduler's time to `deadline` and returns after a yield.
  ///
  /// - Parameters:
  ///   - deadline: The time to sleep until.
  ///   - tolerance: Ignored.
  ///   - options: Ignored.
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(
    until deadline: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?
  ) async throws {
    try await clock.sleep(until: timeline.instant(at: deadline))
  }
}

// MARK: - Combine's work

extension ImmediateScheduler {
  /// Runs work at once.
  ///
  /// - Parameters:
  ///   - options: Ignored.
  ///   - action: The work.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  /// Moves the scheduler's time to `date` and runs work at once.
  ///
  /// - Parameters:
  ///   - date: When the work was due.
  ///   - tolerance: Ignored.
  ///   - options: Ignored.
  ///   - action: The work.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    clock.move(to: timeline.instant(at: date))
    action()
  }

  /// Runs work at once, one time: an immediate scheduler does not repeat.
  ///
  /// - Parameters:
  ///   - date: When the work was due.
  ///   - interval: Ignored.
  ///   - tolerance: Ignored.
  ///   - options: Ignored.
  ///   - action: The work.
  /// - Returns: A cancellable with nothing left to stop.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, tolerance: tolerance, options: options, action)
    return AnyCancellable {}
  }
}

extension ImmediateScheduler: SchedulerTimeSource {
  var isVirtualTime: Bool { true }
  var testClock: TestClock? { nil }
}

/// An immediate scheduler with the time and options of another scheduler:
/// `ImmediateSchedulerOf<DispatchQueue>`.
public typealias ImmediateSchedulerOf<S: Scheduler> = ImmediateScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>
