extension TestStore {
  /// Asserts that the next action an effect fed back is `expectedAction`, waiting up to
  /// `duration` for work outside the virtual clock.
  ///
  /// - Parameters:
  ///   - expectedAction: The action expected.
  ///   - duration: How long to wait, in real time, for effects suspended outside the virtual
  ///     clock; the store's ``timeout`` when `nil`.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive(
    _ expectedAction: Action,
    timeout duration: Duration?,
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
      update: updateStateToExpectedResult, timeout: duration,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action an effect fed back satisfies `isMatching`, waiting up to
  /// `duration` for work outside the virtual clock.
  ///
  /// - Parameters:
  ///   - isMatching: Whether an action is the one expected.
  ///   - duration: How long to wait, in real time, for effects suspended outside the virtual
  ///     clock; the store's ``timeout`` when `nil`.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching, expected: .predicate,
      unexpected: TestStoreMessages.unexpectedAction(received:),
      update: updateStateToExpectedResult, timeout: duration,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action an effect fed back is of the case `actionCase`, waiting up to
  /// `duration` for work outside the virtual clock.
  ///
  /// - Parameters:
  ///   - actionCase: A case path to the expected case (`/Action.response`).
  ///   - duration: How long to wait, in real time, for effects suspended outside the virtual
  ///     clock; the store's ``timeout`` when `nil`.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive<Value>(
    _ actionCase: CasePath<Action, Value>,
    timeout duration: Duration?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { actionCase.extract(from: $0) != nil }, expected: .casePath,
      unexpected: TestStoreMessages.unexpectedAction(received:),
      update: updateStateToExpectedResult, timeout: duration,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action an effect fed back is of the case a key path names, waiting
  /// up to `duration` for work outside the virtual clock: `store.receive(\.response,
  /// timeout: .seconds(2)) { … }`.
  ///
  /// - Parameters:
  ///   - actionCase: A key path to the expected case.
  ///   - duration: How long to wait, in real time, for effects suspended outside the virtual
  ///     clock; the store's ``timeout`` when `nil`.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(actionCase)
    await receiveAction(
      matching: { path.extract(from: $0) != nil }, expected: .casePath,
      unexpected: TestStoreMessages.unexpectedAction(received:),
      update: updateStateToExpectedResult, timeout: duration,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action an effect fed back is of the case a key path names with this
  /// payload, waiting up to `duration` for work outside the virtual clock.
  ///
  /// - Parameters:
  ///   - actionCase: A key path to the expected case.
  ///   - value: The expected payload.
  ///   - duration: How long to wait, in real time, for effects suspended outside the virtual
  ///     clock; the store's ``timeout`` when `nil`.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration?,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      AnyCasePath(actionCase), value, update: updateStateToExpectedResult, timeout: duration,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Lets every in-flight effect run as far as it can, waiting up to `duration` for work
  /// outside the virtual clock; a failure when any is still in flight.
  ///
  /// - Parameter duration: How long to wait, in real time, for effects suspended outside the
  ///   virtual clock; the store's ``timeout`` when `nil`.
  public nonisolated(nonsending) func finish(
    timeout duration: Duration?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      effects: nil, timeout: duration,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension TestStoreTask {
  /// Lets the effects run as far as they can, waiting up to `duration` for work outside the
  /// virtual clock; a failure when any is still in flight.
  ///
  /// - Parameter duration: How long to wait, in real time, for effects suspended outside the
  ///   virtual clock; the store's ``timeout`` when `nil`.
  public nonisolated(nonsending) func finish(
    timeout duration: Duration?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await store?.finish(
      effects: numbers, timeout: duration,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
