extension TestStore {
  /// Lets every in-flight effect run as far as it can; a failure when any is still in flight.
  ///
  /// Effects sleeping on a test clock are not waited for (advance the clock first). Effects
  /// suspended outside the clock are waited for up to `timeout` of real time.
  public nonisolated(nonsending) func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    reportUnreceivedActions(at: location)
    await finish(effects: nil, at: location)
  }

  /// Reports the actions effects fed back that the test has not received, as the end of the
  /// test would, and keeps them.
  func reportUnreceivedActions(at location: SourceLocation) {
    let (received, exhaustivity) = core.withLock { ($0.received, $0.exhaustivity) }
    guard !received.isEmpty, exhaustivity != .off(showSkippedAssertions: false) else { return }
    report(
      TestStoreMessages.unhandledAtEnd(received.map(\.action)), at: location,
      isExpected: exhaustivity != .on)
  }

  /// Lets the given effects (all when `nil`) run as far as they can; a failure when any is still
  /// in flight. Unlike `finish()`, it does not report actions still to receive (the shell says
  /// that in its own words).
  package nonisolated(nonsending) func finish(
    effects numbers: [Int]?, at location: SourceLocation
  ) async {
    await finish(effects: numbers, timeout: nil, at: location)
  }

  /// Lets the given effects (all when `nil`) run as far as they can, waiting up to `timeout`
  /// (the store's when `nil`) for work outside the clock; a failure when any is still in flight.
  nonisolated(nonsending) func finish(
    effects numbers: [Int]?, timeout: Duration?, at location: SourceLocation
  ) async {
    settle()
    func remaining() -> [InFlightEffect<Action>] {
      let inFlight = trackedInFlight
      guard let numbers else { return inFlight }
      return inFlight.filter { numbers.contains($0.number) }
    }
    let deadline = ContinuousClock.now.advanced(by: timeout ?? self.timeout)
    while !remaining().isEmpty, ContinuousClock.now < deadline,
      await runtime.waitForOutsideWork(timeout: deadline - ContinuousClock.now)
    {
      settle()
    }
    let left = remaining()
    guard !left.isEmpty else { return }
    report(
      TestStoreMessages.effectsStillInFlight(
        left, isTask: numbers != nil, now: core.withLock { $0.dependencies.testClockNow }),
      at: location)
  }

  /// Drops the actions effects fed back that the test has not received, taking the state of the
  /// last of them.
  ///
  /// - Parameter strict: Whether it is a failure to have nothing to skip.
  public nonisolated(nonsending) func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    settle()
    skipReceivedActions(
      strict: strict,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func skipReceivedActions(strict: Bool, at location: SourceLocation) {
    let (received, exhaustivity) = core.withLock { core in
      defer {
        if let last = core.received.last { core.state = last.state }
        core.received.removeAll()
      }
      return (core.received, core.exhaustivity)
    }
    acceptSharedChanges()
    if received.isEmpty {
      if strict { report(TestStoreMessages.noReceivedActionsToSkip, at: location) }
      return
    }
    guard exhaustivity != .off(showSkippedAssertions: false) else { return }
    report(TestStoreMessages.skippedActions(received.map(\.action)), at: location, isExpected: true)
  }

  /// Sets every in-flight effect aside, as TCA does: the effects run on, and what they send is
  /// still received, but the test no longer waits for them (`finish()`) or checks that they
  /// ended.
  ///
  /// - Parameter strict: Whether it is a failure to have nothing to skip.
  public nonisolated(nonsending) func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    settle()
    let inFlight = trackedInFlight
    if inFlight.isEmpty {
      if strict { report(TestStoreMessages.noEffectsToSkip, at: location) }
      return
    }
    core.withLock { $0.skippedEffects.formUnion(inFlight.map(\.number)) }
    guard exhaustivity != .off(showSkippedAssertions: false) else { return }
    report(
      TestStoreMessages.skippedEffects(inFlight.map(\.originAction)), at: location,
      isExpected: true)
  }

  /// The end-of-test checks: unreceived actions, and effects still running.
  func completed() {
    settle()
    let (exhaustivity, lastLocation) = core.withLock { ($0.exhaustivity, $0.lastLocation) }
    // A non-exhaustive store that shows skipped assertions reports the same failures, as
    // expected ones.
    guard exhaustivity != .off(showSkippedAssertions: false) else { return }
    let isExpected = exhaustivity != .on
    reportUnreceivedActions(at: lastLocation)
    if sharedChanges.hasChanges {
      let state = core.withLock { $0.state }
      let message = comparingShared(old: .snapshot, new: .current) {
        TestStoreMessages.unassertedSharedChange(before: state, after: state)
      }
      acceptSharedChanges()
      report(message, at: lastLocation, isExpected: isExpected)
    }
    let now = core.withLock { $0.dependencies.testClockNow }
    for effect in trackedInFlight {
      let (message, compact) = TestStoreMessages.stillRunning(effect, now: now)
      report(
        message, compact: compact, at: effect.originLocation ?? lastLocation,
        isExpected: isExpected)
    }
  }
}
