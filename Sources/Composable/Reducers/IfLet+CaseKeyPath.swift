extension Reducer {
  /// Runs a child reducer on optional child state while it is non-nil, for the action case a key
  /// path names: `.ifLet(\.child, action: \.child) { Child() }`; see
  /// ``ifLet(_:action:then:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - toChildState: The optional child state.
  ///   - toChildAction: The action case that carries the child's actions.
  ///   - child: The child reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    ifLet(
      toChildState, action: AnyCasePath(toChildAction), then: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs a child reducer on optional child state while it is non-nil, for the action case that
  /// a key path to one of the action's case paths names: what `.ifLet(\.child, action: \.child)`
  /// resolves to when the action is ``CasePathable``. The key path names a property, so the
  /// runtime makes it once, not each time `body` is built (see `Scope`'s overload).
  ///
  /// - Parameters:
  ///   - toChildState: The optional child state.
  ///   - toChildAction: The case path of the action case that carries the child's actions.
  ///   - child: The child reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Child>
  where Action: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    ifLet(
      toChildState, action: Action.allCasePaths[keyPath: toChildAction], then: child,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Shows an alert or a confirmation dialog held in optional state, for the action case a key
  /// path names: `.ifLet(\.alert, action: \.alert)`. Any action of its own dismisses it.
  @inlinable
  public func ifLet<ChildState: _EphemeralState, ChildAction>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    ifLet(
      toChildState, action: AnyCasePath(toChildAction), then: { EmptyReducer() }, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Shows an alert or a confirmation dialog held in optional state, for the action case a key
  /// path to one of the action's case paths names.
  @inlinable
  public func ifLet<ChildState: _EphemeralState, ChildAction>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> where Action: CasePathable {
    ifLet(
      toChildState, action: Action.allCasePaths[keyPath: toChildAction],
      then: { EmptyReducer() }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Shows an alert or a confirmation dialog held in optional state, for the action case a case
  /// path names: `.ifLet(\.alert, action: /Action.alert)`.
  @inlinable
  public func ifLet<ChildState: _EphemeralState, ChildAction>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    ifLet(
      toChildState, action: toChildAction, then: { EmptyReducer() }, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
