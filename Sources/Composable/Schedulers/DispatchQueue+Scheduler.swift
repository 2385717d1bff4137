import Dispatch

// On Apple platforms Combine declares these types; Linux has no Combine, so they are declared
// here, with the names and literals TCA code uses: `DispatchQueue.SchedulerTimeType`, its
// `Stride` (`.seconds(1)`, `.milliseconds(300)`, `1`, `0.5`) and `SchedulerOptions`.
extension DispatchQueue {
  /// A dispatch queue's time: an instant of the system's uptime.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The instant.
    public var dispatchTime: DispatchTime

    /// Creates a time from a dispatch time.
    ///
    /// - Parameter time: The instant.
    public init(_ time: DispatchTime) {
      self.dispatchTime = time
    }

    /// The interval from this time to another.
    ///
    /// - Parameter other: Another time.
    /// - Returns: How far `other` is from this time; negative when it is earlier.
    public func distance(to other: Self) -> Stride {
      let nanoseconds =
        Int128(other.dispatchTime.uptimeNanoseconds) - Int128(dispatchTime.uptimeNanoseconds)
      return Stride(nanoseconds: nanoseconds)
    }

    /// The time an interval after this one, no earlier than uptime zero.
    ///
    /// - Parameter n: The interval.
    /// - Returns: The later (or, for a negative interval, earlier) time.
    public func advanced(by n: Stride) -> Self {
      let nanoseconds = Int128(dispatchTime.uptimeNanoseconds) + Int128(n.magnitude)
      return Self(
        DispatchTime(
          uptimeNanoseconds: UInt64(clamping: Swift.max(nanoseconds, 0))))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds < rhs.dispatchTime.uptimeNanoseconds
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// An interval of a dispatch queue's time, in nanoseconds. Integer and float literals are
    /// seconds: `advance(by: 1)`, `debounce(id:for: 0.3, scheduler:)`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable, CustomStringConvertible
    {
      /// The interval in nanoseconds (negative for a negative interval), as Combine has it.
      public var magnitude: Int

      /// Creates an interval from a dispatch time interval; `.never` is the longest one.
      ///
      /// - Parameter timeInterval: The interval.
      public init(_ timeInterval: DispatchTimeInterval) {
        let duration: Duration
        switch timeInterval {
        case .seconds(let seconds): duration = .seconds(seconds)
        case .milliseconds(let milliseconds): duration = .milliseconds(milliseconds)
        case .microseconds(let microseconds): duration = .microseconds(microseconds)
        case .nanoseconds(let nanoseconds): duration = .nanoseconds(nanoseconds)
        case .never: duration = .seconds(Int64.max)
        }
        self.init(duration: duration)
      }

      fileprivate init(nanoseconds: Int128) {
        self.magnitude = Int(clamping: nanoseconds)
      }

      /// Creates an interval a duration long, to the nanosecond.
      ///
      /// - Parameter duration: How long the interval is.
      public init(duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self.init(
          nanoseconds: Int128(seconds) * 1_000_000_000 + Int128(attoseconds / 1_000_000_000))
      }

      /// Creates an interval of whole seconds.
      ///
      /// - Parameter value: The number of seconds.
      public init(integerLiteral value: Int) {
        self.init(duration: .seconds(value))
      }

      /// Creates an interval of seconds.
      ///
      /// - Parameter value: The number of seconds.
      public init(floatLiteral value: Double) {
        self.init(duration: .seconds(value))
      }

      /// Creates an interval of whole seconds, when `source` fits.
      ///
      /// - Parameter source: The number of seconds.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.init(integerLiteral: seconds)
      }

      /// The interval as a `Duration`.
      public var duration: Duration { .nanoseconds(magnitude) }

      /// The interval as a dispatch time interval.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      public var description: String { duration.description }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }

      public static func + (lhs: Self, rhs: Self) -> Self {
        Self(nanoseconds: Int128(lhs.magnitude) + Int128(rhs.magnitude))
      }

      public static func - (lhs: Self, rhs: Self) -> Self {
        Self(nanoseconds: Int128(lhs.magnitude) - Int128(rhs.magnitude))
      }

      /// The product of two intervals, as if one were a number of seconds, as literals are:
      /// `.milliseconds(300) * 2` is 600 milliseconds.
      public static func * (lhs: Self, rhs: Self) -> Self {
        Self(nanoseconds: Int128(lhs.magnitude) * Int128(rhs.magnitude) / 1_000_000_000)
      }

      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  /// How a dispatch queue runs work. Kept for the signatures that take it; the schedulers here
  /// ignore it.
  public struct SchedulerOptions: Sendable {
    /// The quality of service.
    public var qos: DispatchQoS
    /// The group the work joins.
    public var group: DispatchGroup?
    // `DispatchWorkItemFlags` is not `Sendable` on Linux; its raw value is.
    private var flagsRawValue: UInt

    /// The work item's flags.
    public var flags: DispatchWorkItemFlags {
      get { DispatchWorkItemFlags(rawValue: flagsRawValue) }
      set { flagsRawValue = newValue.rawValue }
    }

    /// Creates options.
    ///
    /// - Parameters:
    ///   - qos: The quality of service.
    ///   - flags: The work item's flags.
    ///   - group: The group the work joins.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.group = group
      self.flagsRawValue = flags.rawValue
    }
  }
}

extension DispatchQueue: Scheduler {
  /// The system's uptime now.
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  /// A dispatch queue has no minimum tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Suspends the current task until the system's uptime reaches `deadline`, in real time.
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
    try Task.checkCancellation()
    let remaining = now.distance(to: deadline).duration
    guard remaining > .zero else { return }
    // The suspending clock measures what `DispatchTime` does: uptime, without the time the
    // system spends asleep.
    try await SuspendingClock().sleep(
      for: remaining, tolerance: tolerance > .zero ? tolerance.duration : nil)
  }
}

// MARK: - Combine's work

extension DispatchQueue {
  /// Runs work on the queue, soon.
  ///
  /// - Parameters:
  ///   - options: The work's quality of service, flags and group.
  ///   - action: The work.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = UncheckedSendable(action)
    async(
      group: options?.group, qos: options?.qos ?? .unspecified,
      flags: options?.flags ?? []
    ) { work.value() }
  }

  /// Runs work on the queue once the system's uptime reaches `date`.
  ///
  /// - Parameters:
  ///   - date: When to run the work.
  ///   - tolerance: Ignored.
  ///   - options: The work's quality of service and flags.
  ///   - action: The work.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let work = UncheckedSendable(action)
    asyncAfter(
      deadline: date.dispatchTime, qos: options?.qos ?? .unspecified,
      flags: options?.flags ?? []
    ) { work.value() }
  }
}

extension DispatchQueue {
  /// The time at which the schedulers for tests start: one nanosecond of uptime, not zero,
  /// which a dispatch time takes to mean "now".
  private static let testStart = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1))

  /// A test scheduler with a dispatch queue's time, on a clock of its own.
  public static var test: TestSchedulerOf<DispatchQueue> {
    TestScheduler(now: testStart)
  }

  /// A test scheduler with a dispatch queue's time, on a given clock: one `advance` of the
  /// clock or of the scheduler moves both.
  ///
  /// - Parameter clock: The clock the scheduler is a view on.
  /// - Returns: A test scheduler whose time is `DispatchQueue.test`'s start plus the clock's
  ///   offset.
  public static func test(clock: TestClock) -> TestSchedulerOf<DispatchQueue> {
    TestScheduler(
      now: testStart.advanced(by: .init(duration: clock.now.offset)), clock: clock)
  }

  /// An immediate scheduler with a dispatch queue's time.
  public static var immediate: ImmediateSchedulerOf<DispatchQueue> {
    ImmediateScheduler(now: testStart)
  }

  /// An unimplemented scheduler that stands in for a dispatch queue.
  public static var unimplemented: UnimplementedSchedulerOf<DispatchQueue> {
    UnimplementedScheduler("DispatchQueue", now: testStart, location: nil)
  }

  /// An unimplemented scheduler that stands in for a dispatch queue.
  ///
  /// - Parameter prefix: Names the scheduler in the failure's message.
  /// - Returns: An unimplemented scheduler that reports at the caller.
  public static func unimplemented(
    _ prefix: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> UnimplementedSchedulerOf<DispatchQueue> {
    UnimplementedScheduler(
      prefix, now: testStart, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The test value of a dependency that holds a dispatch queue's scheduler.
  static func unimplemented(dependency name: String) -> UnimplementedSchedulerOf<DispatchQueue> {
    UnimplementedScheduler(
      dependency: name, now: testStart, override: "DispatchQueue.test.eraseToAnyScheduler()")
  }
}

extension AnyScheduler
where
  SchedulerTimeType == DispatchQueue.SchedulerTimeType,
  SchedulerOptions == DispatchQueue.SchedulerOptions
{
  /// The live main queue.
  public static var main: Self { DispatchQueue.main.eraseToAnyScheduler() }

  /// An immediate scheduler with a dispatch queue's time.
  public static var immediate: Self { DispatchQueue.immediate.eraseToAnyScheduler() }

  /// An unimplemented scheduler that stands in for a dispatch queue.
  public static var unimplemented: Self { DispatchQueue.unimplemented.eraseToAnyScheduler() }

  /// An unimplemented scheduler that stands in for a dispatch queue.
  ///
  /// - Parameter prefix: Names the scheduler in the failure's message.
  /// - Returns: An unimplemented scheduler that reports at the caller.
  public static func unimplemented(
    _ prefix: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    DispatchQueue.unimplemented(
      prefix, fileID: fileID, filePath: filePath, line: line, column: column
    ).eraseToAnyScheduler()
  }
}
