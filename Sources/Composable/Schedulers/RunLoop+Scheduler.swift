import Foundation

// As for `DispatchQueue`, Combine declares these on Apple platforms; here they are this
// package's, for `AnySchedulerOf<RunLoop>` and the `mainRunLoop` dependency.
extension RunLoop {
  /// A run loop's time: a date.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// Creates a time from a date.
    ///
    /// - Parameter date: The date.
    public init(_ date: Date) {
      self.date = date
    }

    /// The interval from this time to another.
    ///
    /// - Parameter other: Another time.
    /// - Returns: How far `other` is from this time; negative when it is earlier.
    public func distance(to other: Self) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    /// The time an interval after this one.
    ///
    /// - Parameter n: The interval.
    /// - Returns: The later (or, for a negative interval, earlier) time.
    public func advanced(by n: Stride) -> Self {
      Self(date.addingTimeInterval(n.timeInterval))
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.date < rhs.date }

    /// An interval of a run loop's time, in seconds. Integer and float literals are seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable, CustomStringConvertible
    {
      /// The interval in seconds (negative for a negative interval), as Combine has it.
      public var magnitude: TimeInterval

      /// Creates an interval of seconds.
      ///
      /// - Parameter timeInterval: The number of seconds.
      public init(_ timeInterval: TimeInterval) {
        self.magnitude = timeInterval
      }

      /// Creates an interval a duration long.
      ///
      /// - Parameter duration: How long the interval is.
      public init(duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self.init(Double(seconds) + Double(attoseconds) / 1e18)
      }

      /// Creates an interval of whole seconds.
      ///
      /// - Parameter value: The number of seconds.
      public init(integerLiteral value: Int) {
        self.init(TimeInterval(value))
      }

      /// Creates an interval of seconds.
      ///
      /// - Parameter value: The number of seconds.
      public init(floatLiteral value: Double) {
        self.init(value)
      }

      /// Creates an interval of whole seconds, when `source` fits.
      ///
      /// - Parameter source: The number of seconds.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = TimeInterval(exactly: source) else { return nil }
        self.init(seconds)
      }

      /// The interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// The interval as a `Duration`.
      public var duration: Duration { .seconds(magnitude) }

      public var description: String { duration.description }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }

      public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }

      public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }

      /// The product of two intervals, as if one were a number of seconds.
      public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }

      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  /// How a run loop runs work: nothing to choose.
  public struct SchedulerOptions: Sendable {}
}

extension RunLoop: Scheduler {
  /// The date now.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  /// A run loop has no minimum tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Suspends the current task until the date `deadline`, in real time.
  ///
  /// - Parameters:
  ///   - deadline: The time to sleep until.
  ///   - tolerance: How late the task may wake.
  ///   - options: Ignored.
  /// - Throws: `CancellationError` when the task is cancelled before the deadline.
  public func sleep(
    until deadline: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?
  ) async throws {
    try await Self.sleep(until: deadline, tolerance: tolerance)
  }

  private static func sleep(
    until deadline: SchedulerTimeType, tolerance: SchedulerTimeType.Stride
  ) async throws {
    try Task.checkCancellation()
    let remaining = SchedulerTimeType(Date()).distance(to: deadline).duration
    guard remaining > .zero else { return }
    try await ContinuousClock().sleep(
      for: remaining, tolerance: tolerance > .zero ? tolerance.duration : nil)
  }

  /// The run loop as an ``AnyScheduler``, which, unlike a run loop, can be sent across tasks:
  /// its time is the date, and it sleeps in real time.
  ///
  /// - Returns: The scheduler.
  public func eraseToAnyScheduler() -> AnySchedulerOf<RunLoop> {
    AnyScheduler(
      minimumTolerance: { .zero }, now: { SchedulerTimeType(Date()) },
      sleep: { deadline, tolerance, _ in
        try await RunLoop.sleep(until: deadline, tolerance: tolerance)
      })
  }
}

extension RunLoop {
  /// The time at which the schedulers for tests start: the reference date of 1970.
  private static let testStart = SchedulerTimeType(Date(timeIntervalSince1970: 0))

  /// A test scheduler with a run loop's time, on a clock of its own.
  public static var test: TestSchedulerOf<RunLoop> {
    TestScheduler(now: testStart)
  }

  /// A test scheduler with a run loop's time, on a given clock: one `advance` of the clock or
  /// of the scheduler moves both.
  ///
  /// - Parameter clock: The clock the scheduler is a view on.
  /// - Returns: A test scheduler whose time is `RunLoop.test`'s start plus the clock's offset.
  public static func test(clock: TestClock) -> TestSchedulerOf<RunLoop> {
    TestScheduler(
      now: testStart.advanced(by: .init(duration: clock.now.offset)), clock: clock)
  }

  /// An immediate scheduler with a run loop's time.
  public static var immediate: ImmediateSchedulerOf<RunLoop> {
    ImmediateScheduler(now: testStart)
  }

  /// An unimplemented scheduler that stands in for a run loop.
  public static var unimplemented: UnimplementedSchedulerOf<RunLoop> {
    UnimplementedScheduler("RunLoop", now: testStart, location: nil)
  }

  /// The test value of a dependency that holds a run loop's scheduler.
  static func unimplemented(dependency name: String) -> UnimplementedSchedulerOf<RunLoop> {
    UnimplementedScheduler(
      dependency: name, now: testStart, override: "RunLoop.test.eraseToAnyScheduler()")
  }
}

extension AnyScheduler
where SchedulerTimeType == RunLoop.SchedulerTimeType, SchedulerOptions == RunLoop.SchedulerOptions {
  /// The live main run loop.
  public static var main: Self { RunLoop.main.eraseToAnyScheduler() }

  /// An immediate scheduler with a run loop's time.
  public static var immediate: Self { RunLoop.immediate.eraseToAnyScheduler() }

  /// An unimplemented scheduler that stands in for a run loop.
  public static var unimplemented: Self { RunLoop.unimplemented.eraseToAnyScheduler() }
}
