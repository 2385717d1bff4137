/// Runs a child reducer on a part of the parent's state, for the parent's actions that embed a
/// child action.
///
/// The part is a property (`state: \.child`) or, for a parent whose state is an enum, one of its
/// cases (`state: /Destination.State.sheet`), as TCA's destination reducers use.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum ToChildState {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(CasePath<ParentState, Child.State>, SourceLocation)
  }

  @usableFromInline let toChildState: ToChildState
  @usableFromInline let toChildAction: CasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Scopes a child reducer to a property of the parent's state.
  ///
  /// - Parameters:
  ///   - toChildState: The child's state inside the parent's.
  ///   - toChildAction: The parent's action case that carries the child's actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = toChildAction
    self.child = child()
  }

  /// Scopes a child reducer to a case of the parent's enum state.
  ///
  /// The child runs only while the parent's state is that case; a child action that arrives in
  /// another case is reported, as TCA does.
  ///
  /// - Parameters:
  ///   - toChildState: The parent's state case that holds the child's state.
  ///   - toChildAction: The parent's action case that carries the child's actions.
  ///   - child: The child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CasePath<ParentState, ChildState>,
    action toChildAction: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(
      toChildState,
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    self.toChildAction = toChildAction
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard ReducerTrace.isRecording else { return reduceChild(into: &state, action: action) }
    return ReducerTrace.traced(
      traceLabel, handles: toChildAction.extract(from: action) != nil, state: &state
    ) {
      reduceChild(into: &$0, action: action)
    }
  }

  /// `Scope(\.child)` into the child's type.
  @usableFromInline
  func traceLabel(_ state: ParentState) -> ReducerTrace.Label {
    let path: String? =
      switch toChildState {
      case let .keyPath(keyPath): ReducerTrace.Label.keyPathName(keyPath)
      case .casePath: ReducerTrace.Label.caseName(of: state)
      }
    return .scope("Scope", path: path, child: Child.self)
  }

  @inlinable
  func reduceChild(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect: Effect<Child.Action>
    switch toChildState {
    case let .keyPath(keyPath):
      effect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case let .casePath(casePath, location):
      guard var childState = casePath.extract(from: state) else {
        EngineFailure.scopedActionInOtherCase(action: action, state: state, location: location)
          .report()
        return .none
      }
      effect = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    if effect.isNone { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }
}
