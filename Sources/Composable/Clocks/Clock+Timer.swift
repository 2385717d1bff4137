extension Clock where Duration == Swift.Duration {
  /// A sequence that ticks every `interval`, at `start + k·interval` where `start` is the
  /// clock's time when iteration begins; it ends when its task is cancelled.
  ///
  /// Works on `any Clock<Duration>`, the type of the `continuousClock` dependency. On a test
  /// clock, each tick is a sleep until its instant. On a real clock, a tick whose instant has
  /// passed comes at once: in a test store, whose effects run only when the test steps, every
  /// instant that passed while the test waited is a tick, in order with the work outside the
  /// store that resumed meanwhile; in a live store, ticks missed (the program was suspended)
  /// are skipped, as swift-clocks does.
  ///
  /// - Parameters:
  ///   - interval: The time between ticks.
  ///   - tolerance: Passed to each sleep.
  /// - Returns: The ticks, as the instants they were due on the clock.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer {
    ClockTimer(clock: self, interval: interval, tolerance: tolerance)
  }
}

/// A clock whose time moves only when something sleeps on it or advances it: a timer's late
/// tick can then only be a sleep until an instant that has passed, which the clock ends itself.
protocol VirtualTimeClock {}

extension TestClock: VirtualTimeClock {}
extension ImmediateClock: VirtualTimeClock {}
extension UnimplementedClock: VirtualTimeClock {}

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
  /// How the ticker keeps to its instants when it is late.
  private enum Pace {
    /// Not known until the first tick is asked for, in the task that iterates.
    case unknown
    /// A clock whose time is virtual: every tick is a sleep.
    case virtual
    /// A real clock in a test store's effect: late ticks come at once, after the work that
    /// resumed before they were due.
    case catchingUp(EffectHost)
    /// A real clock elsewhere: late ticks are skipped.
    case skipping
  }

  let clock: C
  let interval: Duration
  let tolerance: Duration?
  var last: C.Instant?
  private var pace = Pace.unknown

  init(clock: C, interval: Duration, tolerance: Duration?) {
    self.clock = clock
    self.interval = interval
    self.tolerance = tolerance
  }

  func next() async -> ClockTimer.Element? {
    if case .unknown = pace { pace = Self.pace(of: clock) }
    let now = clock.now
    var deadline = (last ?? now).advanced(by: interval)
    switch pace {
    case .unknown, .virtual:
      break
    case let .catchingUp(host):
      if deadline <= now { return await catchUp(to: deadline, now: now, host: host) }
    case .skipping:
      if deadline <= now {
        let missed = Int((deadline.duration(to: now) / interval).rounded(.down)) + 1
        deadline = deadline.advanced(by: interval * missed)
      }
    }
    do {
      try await clock.sleep(until: deadline, tolerance: tolerance)
    } catch {
      return nil
    }
    guard !Task.isCancelled else { return nil }
    last = deadline
    return deadline
  }

  /// A tick whose instant has passed, in a test store: it waits only for the jobs queued on the
  /// store that resumed before it was due (an effect whose real work ended meanwhile), then comes
  /// without sleeping.
  private func catchUp(
    to deadline: C.Instant, now: C.Instant, host: EffectHost
  ) async -> ClockTimer.Element? {
    // The clock's instant as one of the continuous clock, which the runtime notes arrivals on;
    // both measure real time.
    let due = ContinuousClock.now.advanced(by: now.duration(to: deadline))
    // From here the effect's work is due when the tick is: what it queues (its next job after a
    // `send` that suspends, say) comes before work that resumed later.
    host.workIsDue(due)
    while let arrival = host.firstArrival(), arrival < due {
      // The yield queues this task as due when the tick is, behind the work that resumed
      // before: that runs first.
      await Task.yield()
    }
    guard !Task.isCancelled else { return nil }
    last = deadline
    return deadline
  }

  private static func pace(of clock: C) -> Pace {
    if clock is any VirtualTimeClock { return .virtual }
    // Arrivals are noted from the first tick on, so that work resumed while the ticker sleeps
    // can be ordered against the ticks it is late for.
    if let host = EffectContext.current?.host, host.recordArrivals() { return .catchingUp(host) }
    return .skipping
  }
}
