extension DependencyValues {
  /// A clock that measures time continuously, also while the system sleeps.
  ///
  /// Live: `ContinuousClock()`. Test: an ``UnimplementedClock`` that reports a failure when slept
  /// on; a test that sleeps overrides it, usually with a `TestClock`.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// The continuous clock when a `TestClock` was set explicitly; reading it never reports a
  /// failure.
  ///
  /// Cast straight to the class: a cast to `any Clock<Duration>` checks the existential's
  /// generic requirements at run time, which a test store paid on every event.
  var explicitTestClock: TestClock? {
    explicitValue(for: ContinuousClockKey.self, as: TestClock.self)
  }

  /// A clock that does not advance while the system sleeps.
  ///
  /// Live: `SuspendingClock()`. Test: an ``UnimplementedClock`` that reports a failure when slept
  /// on; a test that sleeps overrides it, usually with a `TestClock`.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
  static var testValue: any Clock<Duration> {
    UnimplementedClock(name: "continuousClock", location: nil)
  }
}

private enum SuspendingClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { SuspendingClock() }
  static var testValue: any Clock<Duration> {
    UnimplementedClock(name: "suspendingClock", location: nil)
  }
}
