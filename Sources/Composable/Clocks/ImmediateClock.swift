import Synchronization

/// A clock whose sleeps return at once, moving its time to their deadline.
///
/// Use it where a test does not care how long a feature waits, only that it waits.
public final class ImmediateClock: Clock, Sendable {
  /// An instant of an immediate clock: the time since the clock's start.
  public typealias Instant = TestClock.Instant

  private let current: Lock<Instant>

  /// Creates an immediate clock.
  ///
  /// - Parameter now: The clock's current instant.
  public init(now: Instant = Instant()) {
    self.current = Lock(now)
  }

  /// The current instant.
  public var now: Instant { current.withLock { $0 } }

  /// An immediate clock has no minimum resolution.
  public var minimumResolution: Duration { .zero }

  /// Moves the clock's time to `deadline` and returns after a yield.
  ///
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = Swift.max($0, deadline) }
    await Task.yield()
    try Task.checkCancellation()
  }

  /// Moves the clock's time to `instant`, if it is later, without waiting.
  package func move(to instant: Instant) {
    current.withLock { $0 = Swift.max($0, instant) }
  }
}
