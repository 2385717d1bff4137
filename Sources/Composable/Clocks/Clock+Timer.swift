extension Clock where Duration == Swift.Duration {
  /// A sequence that ticks every `interval`, at `start + k·interval` where `start` is the
  /// clock's time when iteration begins; it ends when its task is cancelled.
  ///
  /// Works on `any Clock<Duration>`, the type of the `continuousClock` dependency.
  ///
  /// - Parameters:
  ///   - interval: The time between ticks.
  ///   - tolerance: Passed to each sleep.
  /// - Returns: The ticks, as the clock's instants.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer {
    ClockTimer(clock: self, interval: interval, tolerance: tolerance)
  }
}

/// The ticks of `Clock.timer(interval:)`.
public struct ClockTimer: AsyncSequence, Sendable {
  /// A tick: the instant it was due, on the clock that ticked.
  public typealias Element = any InstantProtocol<Duration>

  private let makeTicker: @Sendable () -> any Ticker

  init<C: Clock>(clock: C, interval: Duration, tolerance: Duration?)
  where C.Duration == Duration {
    self.makeTicker = { ClockTicker(clock: clock, interval: interval, tolerance: tolerance) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(ticker: makeTicker())
  }

  /// Iterates the ticks.
  public struct Iterator: AsyncIteratorProtocol {
    let ticker: any Ticker

    public mutating func next() async -> Element? {
      await ticker.next()
    }
  }
}

protocol Ticker: AnyObject {
  func next() async -> ClockTimer.Element?
}

private final class ClockTicker<C: Clock>: Ticker where C.Duration == Duration {
  let clock: C
  let interval: Duration
  let tolerance: Duration?
  var last: C.Instant?

  init(clock: C, interval: Duration, tolerance: Duration?) {
    self.clock = clock
    self.interval = interval
    self.tolerance = tolerance
  }

  func next() async -> ClockTimer.Element? {
    let deadline = (last ?? clock.now).advanced(by: interval)
    do {
      try await clock.sleep(until: deadline, tolerance: tolerance)
    } catch {
      return nil
    }
    guard !Task.isCancelled else { return nil }
    last = deadline
    return deadline
  }
}
