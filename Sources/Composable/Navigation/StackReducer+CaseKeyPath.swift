extension Reducer {
  /// Runs a destination reducer on the element of a navigation stack that an action is for, for
  /// the action case a key path names: `.forEach(\.path, action: \.path) { Path() }`; see
  /// ``forEach(_:action:destination:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - toStackState: The stack state.
  ///   - toStackAction: The action case that carries stack actions.
  ///   - destination: The reducer of one element.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    forEach(
      toStackState, action: AnyCasePath(toStackAction), destination: destination, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs the `@Reducer enum` of a navigation stack's elements, whose `body` scopes each of its
  /// cases: `.forEach(\.path, action: \.path)`.
  ///
  /// - Parameters:
  ///   - toStackState: The stack state.
  ///   - toStackAction: The action case that carries stack actions.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer._CaseBody>
  where DestinationState.StateReducer.Action == DestinationAction {
    forEach(
      toStackState, action: AnyCasePath(toStackAction),
      destination: { DestinationState.StateReducer.body }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  // The two below are what the two above resolve to when the action is `CasePathable`: a key
  // path to one of the action's case paths names a property, which the runtime makes once.

  /// Runs a destination reducer on the elements of a navigation stack, for the action case a key
  /// path to one of the action's case paths names.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>
    >,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where
    Action: CasePathable, DestinationState == Destination.State,
    DestinationAction == Destination.Action
  {
    forEach(
      toStackState, action: Action.allCasePaths[keyPath: toStackAction], destination: destination,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs the `@Reducer enum` of a navigation stack's elements, for the action case a key path to
  /// one of the action's case paths names.
  @inlinable
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>
    >,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer._CaseBody>
  where Action: CasePathable, DestinationState.StateReducer.Action == DestinationAction {
    forEach(
      toStackState, action: Action.allCasePaths[keyPath: toStackAction],
      destination: { DestinationState.StateReducer.body }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}
