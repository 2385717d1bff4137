/// How a scheduler's time lies on a clock's: `start` is the scheduler's time when the clock is at
/// `origin`, and both move together from there.
struct SchedulerTimeline<Time: Strideable & Sendable>: Sendable
where Time.Stride: SchedulerTimeIntervalConvertible {
  /// The scheduler's time at the clock's `origin`.
  let start: Time
  /// The clock's offset from its own start when the scheduler's time is `start`.
  let origin: Duration

  /// The scheduler's time when the clock is at an instant.
  func time(at instant: TestClock.Instant) -> Time {
    start.advanced(by: Time.Stride(duration: instant.offset - origin))
  }

  /// The clock's instant when the scheduler's time is `time`.
  func instant(at time: Time) -> TestClock.Instant {
    TestClock.Instant(offset: origin + start.distance(to: time).duration)
  }
}

/// What the engine knows of a scheduler beyond the protocol: whether its time is virtual, and
/// the test clock it is a view on.
protocol SchedulerTimeSource {
  /// Whether the time moves only when something sleeps or a test advances it.
  var isVirtualTime: Bool { get }
  /// The test clock the scheduler's sleeps wait on, when it is a view on one.
  var testClock: TestClock? { get }
}

extension Scheduler {
  /// Whether the scheduler's time moves only when something sleeps or a test advances it.
  var runsOnVirtualTime: Bool {
    (self as? any SchedulerTimeSource)?.isVirtualTime ?? false
  }

  /// The test clock the scheduler is a view on, if it is one.
  var backingTestClock: TestClock? {
    (self as? any SchedulerTimeSource)?.testClock
  }
}
