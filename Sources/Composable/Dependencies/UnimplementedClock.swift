import Synchronization

/// A clock for tests that did not say which clock to use: sleeping on it reports a failure, the
/// first time, and then ends at once, as on an immediate clock.
///
/// It is the test value of the `continuousClock` and `suspendingClock` dependencies.
public struct UnimplementedClock: Clock {
  /// An instant of an unimplemented clock: the time slept on it since it was created.
  public struct Instant: InstantProtocol {
    fileprivate let offset: Duration

    /// Returns the instant a duration after this one.
    ///
    /// - Parameter duration: A duration.
    /// - Returns: The later (or, for a negative duration, earlier) instant.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// Returns the duration from this instant to another.
    ///
    /// - Parameter other: Another instant.
    /// - Returns: The duration between the two.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Returns whether an instant comes before another.
    ///
    /// - Parameters:
    ///   - lhs: An instant.
    ///   - rhs: Another instant.
    /// - Returns: `true` when `lhs` is earlier.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let state: State

  /// Creates an unimplemented clock that reports a failure at a location when first slept on.
  ///
  /// - Parameters:
  ///   - name: The dependency the clock stands in for, `continuousClock`.
  ///   - fileID: Where to report the failure.
  ///   - filePath: Where to report the failure.
  ///   - line: Where to report the failure.
  ///   - column: Where to report the failure.
  public init(
    name: String = "continuousClock",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: name,
      location: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
  }

  init(name: String, location: SourceLocation?) {
    state = State(
      reporter: UnimplementedReporter(
        .unimplemented(
          name: name, use: "was slept on",
          fallback: "The sleep ends at once, as on an immediate clock.",
          override: "TestClock()"),
        location: location))
  }

  /// The time slept on this clock so far.
  public var now: Instant { state.now.withLock { $0 } }

  /// The clock's resolution: none, since it never waits.
  public var minimumResolution: Duration { .zero }

  /// Reports the failure the first time, then moves the clock to the deadline and returns.
  ///
  /// - Parameters:
  ///   - deadline: The instant to sleep until.
  ///   - tolerance: Ignored.
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    state.reporter.reportOnce()
    state.now.withLock { $0 = Swift.max($0, deadline) }
  }

  private final class State: Sendable {
    let reporter: UnimplementedReporter
    let now = Lock(Instant(offset: .zero))

    init(reporter: UnimplementedReporter) {
      self.reporter = reporter
    }
  }
}
