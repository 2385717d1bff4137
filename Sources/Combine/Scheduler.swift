/// Something that tells the time and runs work at a time: a dispatch queue, a run loop, or a
/// scheduler for tests.
///
/// Besides Combine's requirements — run work now, after a time, or repeatedly — a scheduler here
/// can suspend a task until a time (``sleep(until:tolerance:options:)``), which `sleep(for:)`,
/// `timer(interval:)`, `Effect.debounce` and `Effect.throttle` are built on. A scheduler
/// implements one of the two ways and gets the other: `sleep` from
/// ``schedule(after:tolerance:options:_:)``, or, in a task of its own,
/// ``schedule(after:tolerance:options:_:)`` from `sleep`.
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

  /// Runs work as soon as the scheduler can.
  ///
  /// - Parameters:
  ///   - options: How the scheduler runs the work.
  ///   - action: The work.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

  /// Runs work once the scheduler's time reaches `date`.
  ///
  /// - Parameters:
  ///   - date: When to run the work.
  ///   - tolerance: How late the work may run.
  ///   - options: How the scheduler runs the work.
  ///   - action: The work.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)

  /// Runs work at `date`, then again every `interval`, until cancelled.
  ///
  /// - Parameters:
  ///   - date: When to run the work first.
  ///   - interval: How long between runs.
  ///   - tolerance: How late each run may be.
  ///   - options: How the scheduler runs the work.
  ///   - action: The work.
  /// - Returns: What stops the runs.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable

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
/// package's, so that a scheduler's time can be that of a test clock.
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

// MARK: - Each way built on the other

extension Scheduler {
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: minimumTolerance, options: options, action)
  }

  /// Runs work after `sleep` until `date` returns, in a task of its own.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let work: () async -> Void = {
      try? await sleep(until: date, tolerance: tolerance, options: nil)
      action()
    }
    let job = UnsafeTransfer(work)
    Task { await job.value() }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let repeating = RepeatingWork()
    func run(at date: SchedulerTimeType) {
      schedule(after: date, tolerance: tolerance, options: options) {
        guard !repeating.isCancelled else { return }
        // The next run is scheduled before this one's work, so that two repeating works due
        // together keep their order.
        run(at: date.advanced(by: interval))
        action()
      }
    }
    run(at: date)
    return repeating
  }

  /// Suspends until the work that ``schedule(after:tolerance:options:_:)`` runs at `deadline`.
  public func sleep(
    until deadline: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?
  ) async throws {
    try Task.checkCancellation()
    let waker = Waker()
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { continuation in
        waker.wait(continuation)
        schedule(after: deadline, tolerance: tolerance, options: options) { waker.wake(nil) }
      }
    } onCancel: {
      waker.wake(CancellationError())
    }
  }
}

// MARK: - Conveniences

extension Scheduler {
  /// Runs work as soon as the scheduler can.
  ///
  /// - Parameter action: The work.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Runs work once the scheduler's time reaches `date`.
  ///
  /// - Parameters:
  ///   - date: When to run the work.
  ///   - tolerance: How late the work may run; by default the minimum.
  ///   - action: The work.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride? = nil,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance ?? minimumTolerance, options: nil, action)
  }

  /// Runs work at `date`, then again every `interval`, until cancelled.
  ///
  /// - Parameters:
  ///   - date: When to run the work first.
  ///   - interval: How long between runs.
  ///   - tolerance: How late each run may be; by default the minimum.
  ///   - action: The work.
  /// - Returns: What stops the runs.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride? = nil, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(
      after: date, interval: interval, tolerance: tolerance ?? minimumTolerance, options: nil,
      action)
  }
}

/// Stops a repeating work.
final class RepeatingWork: Cancellable, Sendable {
  private let cancelled = Box(false)

  var isCancelled: Bool { cancelled.update { $0 } }

  func cancel() { cancelled.update { $0 = true } }
}

/// Resumes a sleeping task once: at its deadline, or when it is cancelled.
final class Waker: @unchecked Sendable {
  private let lock = PlainLock()
  private var continuation: UnsafeContinuation<Void, any Error>?
  private var early: (any Error)??

  func wait(_ continuation: UnsafeContinuation<Void, any Error>) {
    let early = lock.withLock { () -> (any Error)?? in
      if let early = self.early { return early }
      self.continuation = continuation
      return nil
    }
    if let early { resume(continuation, early) }
  }

  func wake(_ error: (any Error)?) {
    let continuation = lock.withLock { () -> UnsafeContinuation<Void, any Error>? in
      guard let continuation = self.continuation else {
        if early == nil { early = .some(error) }
        return nil
      }
      self.continuation = nil
      return continuation
    }
    if let continuation { resume(continuation, error) }
  }

  private func resume(_ continuation: UnsafeContinuation<Void, any Error>, _ error: (any Error)?) {
    if let error {
      continuation.resume(throwing: error)
    } else {
      continuation.resume()
    }
  }
}

/// A value handed to another task where the compiler cannot see that nothing else uses it.
struct UnsafeTransfer<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
