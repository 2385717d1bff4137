extension Reducer {
  /// Runs a destination reducer on presentation state while it is presented, for the action
  /// case a key path names: `.ifLet(\.$destination, action: \.destination) { Destination() }`;
  /// see ``ifLet(_:action:destination:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$destination`.
  ///   - toPresentationAction: The action case that carries presentation actions.
  ///   - destination: The destination reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    ifLet(
      toPresentationState, action: AnyCasePath(toPresentationAction), destination: destination,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Presents an alert or a confirmation dialog, for the action case a key path names:
  /// `.ifLet(\.$alert, action: \.alert)`.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$alert`.
  ///   - toPresentationAction: The action case that carries its actions.
  /// - Returns: A reducer that runs this one and dismisses the presented state.
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: AnyCasePath(toPresentationAction),
      destination: { EmptyReducer() }, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Presents the destination of a `@Reducer enum`, whose `body` scopes each of its cases:
  /// `.ifLet(\.$destination, action: \.destination)`.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation state, `\.$destination`.
  ///   - toPresentationAction: The action case that carries presentation actions.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer._CaseBody>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: AnyCasePath(toPresentationAction),
      destination: { DestinationState.StateReducer.body }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  // The three below are what the three above resolve to when the action is `CasePathable`: a
  // key path to one of the action's case paths names a property, which the runtime makes once,
  // where a case key path is made anew each time `body` is built.

  /// Presents a destination reducer, for the action case a key path to one of the action's case
  /// paths names; see ``ifLet(_:action:destination:fileID:filePath:line:column:)``.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, PresentationAction<DestinationAction>>
    >,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where
    Action: CasePathable, DestinationState == Destination.State,
    DestinationAction == Destination.Action
  {
    ifLet(
      toPresentationState, action: Action.allCasePaths[keyPath: toPresentationAction],
      destination: destination, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Presents an alert or a confirmation dialog, for the action case a key path to one of the
  /// action's case paths names.
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, PresentationAction<DestinationAction>>
    >,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>>
  where Action: CasePathable {
    ifLet(
      toPresentationState, action: Action.allCasePaths[keyPath: toPresentationAction],
      destination: { EmptyReducer() }, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Presents the destination of a `@Reducer enum`, for the action case a key path to one of the
  /// action's case paths names.
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: KeyPath<
      Action.AllCasePaths, AnyCasePath<Action, PresentationAction<DestinationAction>>
    >,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer._CaseBody>
  where Action: CasePathable, DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: Action.allCasePaths[keyPath: toPresentationAction],
      destination: { DestinationState.StateReducer.body }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}
