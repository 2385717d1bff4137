/// A scheduler for code that should not wait: sleeping on it reports a failure, the first time,
/// and then ends at once, as on an ``ImmediateScheduler``.
///
/// The test value of the `mainQueue` and `mainRunLoop` dependencies is one, so a test of a
/// feature that sleeps on the main queue says to override it. Use one yourself to say that the
/// code under test does not wait: `$0.mainQueue = .unimplemented`.
public struct UnimplementedScheduler<S: Scheduler>: Scheduler, Sendable {
  /// The time type of the scheduler this one stands in for.
  public typealias SchedulerTimeType = S.SchedulerTimeType
  /// The options of the scheduler this one stands in for.
  public typealias SchedulerOptions = S.SchedulerOptions

  /// What the failure's message starts with: which scheduler was slept on.
  public let prefix: String

  private let immediate: ImmediateScheduler<SchedulerTimeType, SchedulerOptions>
  private let reporter: UnimplementedReporter

  /// Creates an unimplemented scheduler that reports a failure at a location when first slept
  /// on.
  ///
  /// - Parameters:
  ///   - prefix: Names the scheduler in the failure's message.
  ///   - now: The scheduler's current time.
  ///   - fileID: Where to report the failure.
  ///   - filePath: Where to report the failure.
  ///   - line: Where to report the failure.
  ///   - column: Where to report the failure.
  public init(
    _ prefix: String = "", now: SchedulerTimeType,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      prefix, now: now,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Creates an unimplemented scheduler that reports at `location`, or else at the
  /// `@Dependency` being read.
  init(_ prefix: String, now: SchedulerTimeType, location: SourceLocation?) {
    self.init(
      prefix: prefix, now: now,
      reporter: UnimplementedReporter(message: Self.message(prefix: prefix), location: location))
  }

  /// Creates the test value of a dependency, which reports at the `@Dependency` that read it.
  ///
  /// - Parameters:
  ///   - name: The dependency: `mainQueue`.
  ///   - now: The scheduler's current time.
  ///   - override: What a test should set the dependency to.
  init(dependency name: String, now: SchedulerTimeType, override: String) {
    self.init(
      prefix: "@Dependency(\\.\(name))", now: now,
      reporter: UnimplementedReporter(
        .unimplemented(
          name: name, use: "was slept on",
          fallback: "The sleep ends at once, as on an immediate scheduler.",
          override: override)))
  }

  private init(prefix: String, now: SchedulerTimeType, reporter: UnimplementedReporter) {
    self.prefix = prefix
    self.immediate = ImmediateScheduler(now: now)
    self.reporter = reporter
  }

  private static func message(prefix: String) -> String {
    """
    \(prefix.isEmpty ? "" : "\(prefix) - ")An unimplemented scheduler was slept on.

    The sleep ends at once, as on an immediate scheduler.
    """
  }

  /// The scheduler's time: its start, moved to the latest deadline slept until. Reading it is
  /// not a failure.
  public var now: SchedulerTimeType { immediate.now }

  /// No minimum tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Reports the failure the first time, then moves the scheduler's time to the deadline and
  /// returns.
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
    try Task.checkCancellation()
    reporter.reportOnce()
    try await immediate.sleep(until: deadline, tolerance: tolerance, options: options)
  }
}

// MARK: - Combine's work

extension UnimplementedScheduler {
  /// Reports the failure the first time, then runs the work at once.
  ///
  /// - Parameters:
  ///   - options: Ignored.
  ///   - action: The work.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    reporter.reportOnce()
    immediate.schedule(options: options, action)
  }

  /// Reports the failure the first time, then moves the scheduler's time to `date` and runs
  /// the work at once.
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
    reporter.reportOnce()
    immediate.schedule(after: date, tolerance: tolerance, options: options, action)
  }

  /// Reports the failure the first time, then runs the work at once, one time.
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
    reporter.reportOnce()
    return immediate.schedule(
      after: date, interval: interval, tolerance: tolerance, options: options, action)
  }
}

extension UnimplementedScheduler: SchedulerTimeSource {
  var isVirtualTime: Bool { true }
  var testClock: TestClock? { nil }
}

/// An unimplemented scheduler that stands in for another scheduler:
/// `UnimplementedSchedulerOf<DispatchQueue>`.
public typealias UnimplementedSchedulerOf<S: Scheduler> = UnimplementedScheduler<S>
