/// A scheduler whose time moves only when a test advances it: a view on a ``TestClock``.
///
/// Every sleep on it is a sleep on its clock, so everything the clock does for a `TestStore`
/// holds for it too: sleepers wake in order and each runs before the next wakes, a store knows
/// which of its effects wait on it, and `advance` never waits on real time. Give two features the
/// same clock, one through `continuousClock` and one through `mainQueue`, and one `advance` moves
/// both.
///
/// ```swift
/// let mainQueue = DispatchQueue.test
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.mainQueue = mainQueue.eraseToAnyScheduler()
/// }
/// await store.send(.searchTextChanged("Bl"))
/// await mainQueue.advance(by: .milliseconds(300))
/// ```
///
/// As on the clock, a sleep until a time before `now` returns at once, and a sleep until `now`
/// waits for the next `advance`.
public final class TestScheduler<
  SchedulerTimeType: Strideable & Sendable, SchedulerOptions: Sendable
>: Scheduler, Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & Sendable {
  /// The clock the scheduler's time is read from and its sleeps wait on.
  public let clock: TestClock

  let timeline: SchedulerTimeline<SchedulerTimeType>

  /// Creates a test scheduler on a clock.
  ///
  /// - Parameters:
  ///   - now: The scheduler's time at the clock's current instant.
  ///   - clock: The clock; by default a new one.
  public init(now: SchedulerTimeType, clock: TestClock = TestClock()) {
    self.clock = clock
    self.timeline = SchedulerTimeline(start: now, origin: clock.now.offset)
  }

  /// The scheduler's current time.
  public var now: SchedulerTimeType { timeline.time(at: clock.now) }

  /// A test scheduler has no minimum tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Suspends until the scheduler is advanced to `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The time to sleep until.
  ///   - tolerance: Ignored.
  ///   - options: Ignored.
  /// - Throws: `CancellationError` when the task is cancelled while sleeping.
  public func sleep(
    until deadline: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?
  ) async throws {
    try await clock.sleep(until: timeline.instant(at: deadline))
  }

  /// Moves time forward, waking every sleeper due by then in order and letting each run.
  ///
  /// - Parameter stride: How far to move; `.zero` wakes the sleepers due now.
  public nonisolated(nonsending) func advance(
    by stride: SchedulerTimeType.Stride = .zero,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await clock.advance(
      to: clock.now.advanced(by: stride.duration), fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Moves time forward to `instant`, waking every sleeper due by then in order and letting each
  /// run.
  ///
  /// - Parameter instant: The time to move to. A time before `now` is a failure.
  public nonisolated(nonsending) func advance(
    to instant: SchedulerTimeType,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await clock.advance(
      to: timeline.instant(at: instant), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Advances time until no sleeper is left, for at most `timeout` of real time, as
  /// ``TestClock/run(timeout:fileID:filePath:line:column:)`` does.
  ///
  /// - Parameter timeout: How long, in real time, the scheduler may run.
  public nonisolated(nonsending) func run(
    timeout: Duration = .milliseconds(500),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await clock.run(
      timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

// MARK: - Combine's work

extension TestScheduler {
  /// Runs work on the next `advance`, even one by zero.
  ///
  /// - Parameters:
  ///   - options: Ignored.
  ///   - action: The work.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    _ = clock.schedule(at: clock.now, ScheduledWork(action))
  }

  /// Runs work when the scheduler is advanced to `date`; a date not after `now` runs on the
  /// next `advance`.
  ///
  /// - Parameters:
  ///   - date: When to run the work.
  ///   - tolerance: Ignored.
  ///   - options: Ignored.
  ///   - action: The work.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    _ = clock.schedule(at: timeline.instant(at: date), ScheduledWork(action))
  }

  /// Runs work when the scheduler is advanced to `date`, and again every `interval` after, in
  /// its place among work due at the same time, until cancelled.
  ///
  /// - Parameters:
  ///   - date: When to run the work first.
  ///   - interval: How long between runs.
  ///   - tolerance: Ignored.
  ///   - options: Ignored.
  ///   - action: The work.
  /// - Returns: What stops the runs.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let clock = clock
    let id = clock.schedule(
      at: timeline.instant(at: date), every: interval.duration, ScheduledWork(action))
    return AnyCancellable { clock.cancelScheduled(id) }
  }

  /// Moves time forward without suspending, for code that cannot `await`: the work and the
  /// sleepers due by then run in order.
  ///
  /// - Parameter stride: How far to move; `.zero` runs what is due now.
  @_disfavoredOverload
  public func advance(by stride: SchedulerTimeType.Stride = .zero) {
    clock.advanceWithoutSuspending(to: clock.now.advanced(by: stride.duration))
  }

  /// Moves time forward to `instant` without suspending, for code that cannot `await`.
  ///
  /// - Parameter instant: The time to move to.
  @_disfavoredOverload
  public func advance(to instant: SchedulerTimeType) {
    clock.advanceWithoutSuspending(to: timeline.instant(at: instant))
  }
}

extension TestScheduler: SchedulerTimeSource {
  var isVirtualTime: Bool { true }
  var testClock: TestClock? { clock }
}

/// A test scheduler with the time and options of another scheduler:
/// `TestSchedulerOf<DispatchQueue>`.
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>
