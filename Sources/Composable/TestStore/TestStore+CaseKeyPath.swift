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
    await receive(
      AnyCasePath(actionCase), value, update: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the next action an effect fed back is `path`'s case with `value`.
  nonisolated(nonsending) func receive<Value: Equatable>(
    _ path: AnyCasePath<Action, Value>, _ value: Value,
    update: ((_ state: inout State) throws -> Void)?, timeout: Duration? = nil,
    at location: SourceLocation
  ) async {
    let expectedAction = path.embed(value)
    await receiveAction(
      matching: { path.extract(from: $0) == value },
      expected: .casePath,
      unexpected: {
        TestStoreMessages.unexpectedAction(
          expected: expectedAction, received: $0, isExpectedCase: path.extract(from: $0) != nil)
      },
      update: update, timeout: timeout, at: location)
  }
}

extension TestStore where Action: CasePathable {
  /// Sends the action of the case that a key path to one of the action's case paths names, with
  /// its payload: what `store.send(\.textChanged, "Hi")` resolves to for a one-level case.
  ///
  /// A case key path such as `\Action.Cases.textChanged` goes through a dynamic-member
  /// subscript, so the runtime makes a new key path object each time the literal is evaluated.
  /// `\Action.AllCasePaths.textChanged` names a property: the runtime makes it once.
  ///
  /// - Parameters:
  ///   - action: The case path of the action's case, among the action's case paths.
  ///   - value: The payload.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  /// - Returns: The effects the action started, to cancel or finish.
  @discardableResult
  public nonisolated(nonsending) func send<Value>(
    _ action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Value>>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return send(
      Action.allCasePaths[keyPath: action].embed(value), assert: updateStateToExpectedResult,
      at: location)
  }

  /// Sends the action without payload that a key path to one of the action's case paths names:
  /// what `store.send(\.onAppear)` resolves to.
  ///
  /// - Parameters:
  ///   - action: The case path of the action's case, among the action's case paths.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  /// - Returns: The effects the action started, to cancel or finish.
  @discardableResult
  public nonisolated(nonsending) func send(
    _ action: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Void>>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return send(
      Action.allCasePaths[keyPath: action].embed(()), assert: updateStateToExpectedResult,
      at: location)
  }

  /// Asserts that the next action an effect fed back is of the case that a key path to one of
  /// the action's case paths names, and how it changed the state: what
  /// `store.receive(\.response) { … }` resolves to for a one-level case.
  ///
  /// A case key path such as `\Action.Cases.response` goes through a dynamic-member subscript,
  /// so the runtime makes a new key path object each time the literal is evaluated.
  /// `\Action.AllCasePaths.response` names a property: the runtime makes it once.
  ///
  /// - Parameters:
  ///   - actionCase: The case path of the expected case, among the action's case paths.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive<Value>(
    _ actionCase: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Value>>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      Action.allCasePaths[keyPath: actionCase], assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Asserts that the next action an effect fed back is of the case that a key path to one of
  /// the action's case paths names, with this payload: what `store.receive(\.response, "Hi")`
  /// resolves to for a one-level case.
  ///
  /// - Parameters:
  ///   - actionCase: The case path of the expected case, among the action's case paths.
  ///   - value: The expected payload.
  ///   - updateStateToExpectedResult: Turns the state before the action into the expected
  ///     state after it.
  public nonisolated(nonsending) func receive<Value: Equatable>(
    _ actionCase: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Value>>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      Action.allCasePaths[keyPath: actionCase], value, update: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
