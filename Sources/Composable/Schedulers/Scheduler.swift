/// Something that tells the time and lets a task sleep until a later time: a dispatch queue, a
/// run loop, or a scheduler for tests.
///
/// It has the names of Combine's `Scheduler` (`SchedulerTimeType`, `SchedulerOptions`, `now`,
/// `minimumTolerance`), which TCA code spells `AnySchedulerOf<DispatchQueue>`, but not its
/// callbacks: the one thing a scheduler does here is ``sleep(until:tolerance:options:)``, and
/// `sleep(for:)`, `timer(interval:)`, `Effect.debounce` and `Effect.throttle` are built on it.
public protocol Scheduler<SchedulerTimeType> {
  /// How the scheduler measures time.
  associatedtype SchedulerTimeType: Strideable & Sendable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & Sendable

  /// Options that tune how the scheduler runs work.
  associatedtype SchedulerOptions: Sendable

  /// The scheduler's current time.
  var now: SchedulerTimeType { get }

  /// The smallest tolerance the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Suspends the current task until the scheduler's time reaches `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The time to sleep until.
  ///   - tolerance: How late the task may wake.
  ///   - options: How the scheduler runs the wake-up.
  /// - Throws: `CancellationError` when the task is cancelled before the deadline.
  func sleep(
    until deadline: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?
  ) async throws
}

/// A time interval of a scheduler that can be made from seconds and their fractions, and turned
/// into a `Duration` and back.
///
/// Combine's protocol has the five factory methods; `init(duration:)` and `duration` are this
/// package's, so that a scheduler's time can be that of a `TestClock`.
public protocol SchedulerTimeIntervalConvertible {
  /// The interval as a `Duration`.
  var duration: Duration { get }

  /// Creates the interval a duration long.
  ///
  /// - Parameter duration: How long the interval is.
  init(duration: Duration)

  /// An interval of whole seconds.
  ///
  /// - Parameter s: The number of seconds.
  /// - Returns: The interval.
  static func seconds(_ s: Int) -> Self

  /// An interval of seconds.
  ///
  /// - Parameter s: The number of seconds.
  /// - Returns: The interval.
  static func seconds(_ s: Double) -> Self

  /// An interval of milliseconds.
  ///
  /// - Parameter ms: The number of milliseconds.
  /// - Returns: The interval.
  static func milliseconds(_ ms: Int) -> Self

  /// An interval of microseconds.
  ///
  /// - Parameter us: The number of microseconds.
  /// - Returns: The interval.
  static func microseconds(_ us: Int) -> Self

  /// An interval of nanoseconds.
  ///
  /// - Parameter ns: The number of nanoseconds.
  /// - Returns: The interval.
  static func nanoseconds(_ ns: Int) -> Self
}

extension SchedulerTimeIntervalConvertible {
  /// An interval of whole seconds, made from a `Duration`.
  public static func seconds(_ s: Int) -> Self { Self(duration: .seconds(s)) }

  /// An interval of seconds, made from a `Duration`.
  public static func seconds(_ s: Double) -> Self { Self(duration: .seconds(s)) }

  /// An interval of milliseconds, made from a `Duration`.
  public static func milliseconds(_ ms: Int) -> Self { Self(duration: .milliseconds(ms)) }

  /// An interval of microseconds, made from a `Duration`.
  public static func microseconds(_ us: Int) -> Self { Self(duration: .microseconds(us)) }

  /// An interval of nanoseconds, made from a `Duration`.
  public static func nanoseconds(_ ns: Int) -> Self { Self(duration: .nanoseconds(ns)) }
}

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
