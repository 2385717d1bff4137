/// Runs a child reducer on a part of the parent's state, for the parent's actions that embed a
/// child action.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let toChildAction: CasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Scopes a child reducer.
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
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect = child.reduce(into: &state[keyPath: toChildState], action: childAction)
    if effect.isNone { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }
}
