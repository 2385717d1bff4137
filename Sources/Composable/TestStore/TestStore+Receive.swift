extension TestStore {
  /// Asserts that the next action an effect fed back is `expectedAction`, and how it changed the
  /// state.
  ///
  /// The closure gets the state before the action; while it runs, `state` also reads the state
  /// before the action.
  ///
  /// The store never waits for work on the virtual clock: if the action has not arrived once the
  /// effects have settled, it cannot arrive until the clock moves, and the failure lists what
  /// each in-flight effect waits on.
  ///
  /// - Parameters:
  ///   - expectedAction: The action expected.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive(
    _ expectedAction: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receiveAction(
      matching: { $0 == expectedAction },
      expected: .action(UncheckedSendable(expectedAction)),
      unexpected: { TestStoreMessages.unexpectedAction(expected: expectedAction, received: $0) },
      update: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that the next action an effect fed back is of the case `actionCase`, and how it
  /// changed the state.
  ///
  /// - Parameters:
  ///   - actionCase: A case path to the expected case (`/Action.response`), composed with `..`
  ///     for child actions.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive<Value>(
    _ actionCase: CasePath<Action, Value>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { actionCase.extract(from: $0) != nil },
      expected: .casePath,
      unexpected: TestStoreMessages.unexpectedAction(received:),
      update: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that the next action an effect fed back satisfies `isMatching`, and how it changed
  /// the state.
  ///
  /// - Parameters:
  ///   - isMatching: Whether an action is the one expected.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive(
    _ isMatching: (_ action: Action) -> Bool,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      isMatching, expecting: .predicate, assert: updateStateToExpectedResult, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// What a `receive` expects, as its failure says it.
  package enum ExpectedAction {
    /// This very action.
    case action(UncheckedSendable<Action>)
    /// An action of a case, given by a case path (with or without its payload).
    case casePath
    /// An action a predicate accepts.
    case predicate
    /// Any action: the shell's `receive` without a pattern.
    case anyAction
  }

  /// Asserts that the next action an effect fed back satisfies `isMatching`, with a failure
  /// that says what was expected as `expected` does: the shell's `receive`.
  ///
  /// - Parameters:
  ///   - isMatching: Whether an action is the one expected.
  ///   - expected: What the failure says was expected.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  package nonisolated(nonsending) func receive(
    _ isMatching: (_ action: Action) -> Bool,
    expecting expected: ExpectedAction,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      expected: expected,
      unexpected: TestStoreMessages.unexpectedAction(received:),
      update: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  nonisolated(nonsending) func receiveAction(
    matching predicate: (Action) -> Bool,
    expected: ExpectedAction,
    unexpected: (Action) -> String,
    update: ((inout State) throws -> Void)?,
    timeout: Duration? = nil,
    at location: SourceLocation
  ) async {
    settle()
    core.withLock { $0.lastLocation = location }
    var isSatisfied = hasReceived(matching: predicate)
    if !isSatisfied {
      let deadline = ContinuousClock.now.advanced(by: timeout ?? self.timeout)
      while !isSatisfied, ContinuousClock.now < deadline,
        await runtime.waitForOutsideWork(timeout: deadline - ContinuousClock.now)
      {
        settle()
        isSatisfied = hasReceived(matching: predicate)
      }
    }
    assertReceived(
      isSatisfied: isSatisfied, matching: predicate, expected: expected, unexpected: unexpected,
      update: update, at: location)
  }

  /// Whether what the effects fed back satisfies a `receive`: any action when exhaustive, else
  /// one that matches.
  private func hasReceived(matching predicate: (Action) -> Bool) -> Bool {
    let exhaustivity = self.exhaustivity
    return core.withLock { core in
      exhaustivity == .on
        ? !core.received.isEmpty : core.received.contains { predicate($0.action) }
    }
  }

  /// The assertions of a `receive`, once the effects have settled.
  ///
  /// Synchronous, so that its locals live on the thread's stack rather than in allocations of
  /// the task's.
  private func assertReceived(
    isSatisfied: Bool,
    matching predicate: (Action) -> Bool,
    expected: ExpectedAction,
    unexpected: (Action) -> String,
    update: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) {
    let exhaustivity = self.exhaustivity
    guard isSatisfied else {
      let (message, compact) = TestStoreMessages.noActionReceived(
        expected: expected, inFlight: trackedInFlight,
        now: core.withLock { $0.dependencies.testClockNow })
      report(message, compact: compact, at: location)
      return
    }
    if case let .off(showSkippedAssertions) = exhaustivity {
      let skipped = core.withLock { core -> [Action] in
        var skipped: [Action] = []
        while let first = core.received.first, !predicate(first.action) {
          core.received.removeFirst()
          core.state = first.state
          skipped.append(first.action)
        }
        return skipped
      }
      if showSkippedAssertions, !skipped.isEmpty {
        report(TestStoreMessages.skippedActions(skipped), at: location, isExpected: true)
      }
    }
    let (received, previous) = core.withLock { core in
      (core.received.removeFirst(), core.state)
    }
    // As in TCA, an unexpected action is the one failure: the state it left is not also checked
    // against an expectation written for another action.
    if predicate(received.action) {
      expectedStateShouldMatch(
        previous: previous, actual: received.state, update: update, at: location)
    } else {
      report(TestStoreMessages.receivedUnexpected(unexpected(received.action)), at: location)
      acceptSharedChanges()
    }
    core.withLock { $0.state = received.state }
  }
}
