extension TestStore {
  /// Sends an action and asserts how the state changes.
  ///
  /// The closure gets the state before the action and must turn it into the state after it;
  /// while it runs, `state` also reads the state before the action. Omit it when the action
  /// changes nothing. The store then runs the effects the action started until each has finished
  /// or waits on something (the clock, a stream).
  ///
  /// Once the feature has dismissed itself (see ``isDismissed``), the action is not sent, and
  /// that is a failure.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  /// - Returns: The effects the action started, to cancel or finish.
  @discardableResult
  public nonisolated(nonsending) func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return send(action, assert: updateStateToExpectedResult, at: location)
  }

  /// Sends an action; see `send(_:assert:)`.
  func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) -> TestStoreTask {
    settle()
    let (hasReceived, exhaustivity, isDismissed, dependencies) = core.withLock { core in
      core.lastLocation = location
      return (!core.received.isEmpty, core.exhaustivity, core.isDismissed, core.dependencies)
    }
    guard !isDismissed else {
      let (message, compact) = TestStoreMessages.sentToDismissedStore(action)
      report(message, compact: compact, at: location)
      return task(for: [])
    }
    if hasReceived {
      switch exhaustivity {
      case .on:
        let received = core.withLock { $0.received.map(\.action) }
        // As in TCA, the actions stay to be received, and the closure still starts from the
        // state the test last asserted.
        report(TestStoreMessages.mustHandleReceived(received), at: location)
      case .off(showSkippedAssertions: true):
        skipReceivedActions(strict: false, at: location)
      case .off(showSkippedAssertions: false):
        core.withLock { core in
          core.state = core.received.last?.state ?? core.state
          core.received.removeAll()
        }
      }
    }
    // NB: The reducer and the assertion's closure run with the store's dependencies, bound once
    // for both: binding a task-local value takes the task's status lock, a tenth of a send.
    var effects: [Int] = []
    DependencyValues.$_current.withValue(dependencies) {
      let actual: State
      (actual, effects) = reduce(
        action, sentBy: nil, isReceived: false, location: location, dependenciesAreBound: true)
      if exhaustivity == .on {
        expectedSentStateShouldMatch(
          actual: actual, update: updateStateToExpectedResult, at: location)
      } else {
        let previous = core.withLock { $0.state }
        expectedStateShouldMatch(
          previous: previous, actual: actual, update: updateStateToExpectedResult, at: location,
          dependenciesAreBound: true)
        core.withLock { $0.state = actual }
      }
    }
    settle()
    return task(for: effects)
  }

  /// Asserts the current state without sending an action.
  ///
  /// - Parameter updateStateToExpectedResult: Turns the state the test last saw into the
  ///   expected current state.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let state = self.state
    var expected = state
    defer { acceptSharedChanges() }
    do {
      try expectingShared(over: .snapshot) { try updateStateToExpectedResult(&expected) }
    } catch {
      report(TestStoreMessages.threw(error), at: location)
      return
    }
    comparingShared(old: .expectedOverSnapshot, new: .current) {
      if !isEqual(expected, state) {
        report(
          TestStoreMessages.stateMismatch(
            headline: TestStoreMessages.stateDoesNotMatch, expected: expected,
            actual: state),
          at: location)
      }
    }
  }

  /// Checks the state a sent action produced against what the test expects, in an exhaustive
  /// store, reporting any difference; then the test has seen the actual state.
  ///
  /// Same checks as `expectedStateShouldMatch`. While the closure runs, the store's `state` is
  /// still the state before the action, as the closure's argument starts out. The previous state
  /// is compared with the actual state before the closure runs, to know whether the action
  /// changed anything.
  ///
  /// `send` runs it with the store's dependencies bound, which the closure runs with.
  func expectedSentStateShouldMatch(
    actual: State, update: ((inout State) throws -> Void)?, at location: SourceLocation
  ) {
    let previous = core.withLock { $0.state }
    defer { acceptSharedChanges() }
    let isChanged = comparingShared(old: .snapshot, new: .current) {
      !self.isEqual(previous, actual)
    }
    // Before the closure, whose own writes go to the tracker too.
    let wroteShared = sharedChanges.hasChanges
    guard let update else {
      if isChanged {
        core.withLock { $0.state = actual }
        report(
          comparingShared(old: .snapshot, new: .current) {
            TestStoreMessages.stateMismatch(
              headline: TestStoreMessages.stateChangedUnexpectedly,
              expected: previous, actual: actual)
          },
          at: location)
      }
      return
    }
    var expected = previous
    do {
      try expectingShared(over: .snapshot) {
        try update(&expected)
      }
    } catch {
      core.withLock { $0.state = actual }
      report(TestStoreMessages.threw(error), at: location)
      return
    }
    let mismatch = comparingShared(old: .expectedOverSnapshot, new: .current) {
      self.isEqual(expected, actual)
        ? nil
        : TestStoreMessages.stateMismatch(
          headline: TestStoreMessages.stateDoesNotMatch, expected: expected, actual: actual)
    }
    if let mismatch {
      core.withLock { $0.state = actual }
      report(mismatch, at: location)
      return
    }
    if !isChanged, !wroteShared { report(TestStoreMessages.expectedChange, at: location) }
    // `expected` equals `actual`; keeping it as the state the test has seen leaves the store's
    // own state the only owner of its storage, so the next action mutates it in place. Unless
    // the closure made shared values (`Shared(value: …)` in a pushed screen): those are boxes
    // of the closure's, which later steps would assert against instead of the store's.
    let madeShared = sharedChanges.expectationMadeNewValue
    core.withLock { $0.state = madeShared ? actual : expected }
  }

  /// Checks the state a step produced against what the test expects, reporting any difference.
  ///
  /// Shared state the step changed is compared as it was before the step (its snapshot) on the
  /// expected side, unless the closure changed it, and as it is now on the actual side. As in
  /// TCA, a step that wrote to shared state is never "no change", even when the write left the
  /// value as it was.
  ///
  /// With `dependenciesAreBound`, the caller runs it with the store's dependencies bound, which
  /// the closure then runs with as they are.
  func expectedStateShouldMatch(
    previous: State, actual: State, update: ((inout State) throws -> Void)?,
    at location: SourceLocation, dependenciesAreBound: Bool = false
  ) {
    let (exhaustivity, dependencies) = core.withLock { ($0.exhaustivity, $0.dependencies) }
    defer { acceptSharedChanges() }
    let wroteShared = sharedChanges.hasChanges
    func expectation(from state: State, shared base: SharedView) -> State? {
      var expected = state
      guard let update else {
        sharedChanges.beginExpectation()
        return expected
      }
      do {
        let assert = {
          try self.expectingShared(over: base) {
            if dependenciesAreBound {
              try update(&expected)
            } else {
              try DependencyValues.$_current.withValue(dependencies) { try update(&expected) }
            }
          }
        }
        // As in TCA, `XCTModify` in a non-exhaustive assertion may leave its value as it was.
        // The task-local value is set only then: setting one costs every `receive`.
        if exhaustivity == .on {
          try assert()
        } else {
          try XCTModifyLocals.$isExhaustive.withValue(false, operation: assert)
        }
        return expected
      } catch {
        report(TestStoreMessages.threw(error), at: location)
        return nil
      }
    }
    func mismatch(_ headline: String, _ expected: State, over base: SharedView) -> String? {
      let view: SharedView = base == .snapshot ? .expectedOverSnapshot : .expectedOverCurrent
      return comparingShared(old: view, new: .current) {
        self.isEqual(expected, actual)
          ? nil
          : TestStoreMessages.stateMismatch(headline: headline, expected: expected, actual: actual)
      }
    }
    let headline =
      update == nil
      ? TestStoreMessages.stateChangedUnexpectedly : TestStoreMessages.stateDoesNotMatch
    switch exhaustivity {
    case .on:
      guard let expected = expectation(from: previous, shared: .snapshot) else { return }
      if let message = mismatch(headline, expected, over: .snapshot) {
        report(message, at: location)
      } else if update != nil, !wroteShared,
        comparingShared(
          old: .expectedOverSnapshot, new: .snapshot, { self.isEqual(expected, previous) })
      {
        report(TestStoreMessages.expectedChange, at: location)
      }
    case let .off(showSkippedAssertions):
      guard let expected = expectation(from: actual, shared: .current) else { return }
      if let message = mismatch(TestStoreMessages.stateDoesNotMatch, expected, over: .current) {
        report(message, at: location)
      } else if showSkippedAssertions,
        let fromPrevious = expectation(from: previous, shared: .snapshot),
        let message = mismatch(headline, fromPrevious, over: .snapshot)
      {
        report(message, at: location, isExpected: true)
      }
    }
  }

  /// Reports a failure of the test.
  ///
  /// - Parameters:
  ///   - message: The whole message.
  ///   - compact: The part of it in TCA's words, when the message says more.
  ///   - location: Where the assertion was made.
  ///   - isExpected: Whether the failure is expected (a skipped assertion).
  func report(
    _ message: String, compact: String? = nil, at location: SourceLocation,
    isExpected: Bool = false
  ) {
    IssueReporting.report(
      TestFailure(
        message: message, compactMessage: compact, location: location, isExpected: isExpected))
  }

  func task(for effects: [Int]) -> TestStoreTask {
    TestStoreTask(numbers: effects, store: self)
  }
}
