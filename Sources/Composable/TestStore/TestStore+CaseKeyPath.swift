extension TestStore {
  /// Sends the action a case key path names, with its payload: `store.send(\.binding.text, "Hi")`
  /// or `store.send(\.path[id: 0].detail.saveButtonTapped)`'s payload form.
  ///
  /// - Parameters:
  ///   - action: A key path to the action's case.
  ///   - value: The payload.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  /// - Returns: The effects the action started, to cancel or finish.
  @discardableResult
  public nonisolated(nonsending) func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return send(AnyCasePath(action).embed(value), assert: updateStateToExpectedResult, at: location)
  }

  /// Sends the action without payload a case key path names: `store.send(\.onAppear)`.
  ///
  /// - Parameters:
  ///   - action: A key path to the action's case.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  /// - Returns: The effects the action started, to cancel or finish.
  @discardableResult
  public nonisolated(nonsending) func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return send(AnyCasePath(action).embed(()), assert: updateStateToExpectedResult, at: location)
  }

  /// Asserts that the next action an effect fed back is of the case a key path names, and how
  /// it changed the state: `store.receive(\.splash.responseCurrentWeather) { … }`.
  ///
  /// - Parameters:
  ///   - actionCase: A key path to the expected case.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      AnyCasePath(actionCase), assert: updateStateToExpectedResult, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Asserts that the next action an effect fed back is of the case a key path names with this
  /// payload, and how it changed the state: `store.receive(\.response.success, "Hi") { … }`.
  ///
  /// - Parameters:
  ///   - actionCase: A key path to the expected case.
  ///   - value: The expected payload.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(actionCase)
    let expectedAction = path.embed(value)
    await receiveAction(
      matching: { path.extract(from: $0) == value },
      expected: .action(UncheckedSendable(expectedAction)),
      unexpected: { TestStoreMessages.unexpectedAction(expected: expectedAction, received: $0) },
      update: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
