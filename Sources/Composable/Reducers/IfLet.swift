extension Reducer {
  /// Runs a child reducer on optional child state while it is non-nil, before this reducer, and
  /// cancels the child's effects when this reducer sets the child state to nil.
  ///
  /// - Parameters:
  ///   - toChildState: The optional child state.
  ///   - toChildAction: The action case that carries the child's actions.
  ///   - child: The child reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    _IfLetReducer(
      parent: self, child: child(), toChildState: toChildState, toChildAction: toChildAction,
      location: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent reducer with an optional child; see `Reducer.ifLet(_:action:then:)`.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: CasePath<Parent.Action, Child.Action>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent, child: Child, toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: CasePath<Parent.Action, Child.Action>, location: SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
  }

  @inlinable
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<
    Parent.Action
  > {
    let childEffect =
      ReducerTrace.isRecording
      ? tracedChild(into: &state, action: action) : reduceChild(into: &state, action: action)
    let wasPresent = state[keyPath: toChildState] != nil
    let parentEffect = parent.reduce(into: &state, action: action)
    let isPresent = state[keyPath: toChildState] != nil
    var effects = [childEffect, parentEffect]
    if wasPresent, !isPresent {
      let cancellation = Effect<Parent.Action>.cancel(id: childCancelID)
      if ReducerTrace.isRecording { noteDismissal(cancellation, state: state) }
      effects.append(cancellation)
    }
    return .merge(effects)
  }

  @usableFromInline
  func tracedChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    ReducerTrace.scoped(
      "ifLet", path: ReducerTrace.Label.keyPathName(toChildState), child: Child.self,
      at: location, handles: toChildAction.extract(from: action) != nil, state: &state
    ) {
      reduceChild(into: &$0, action: action)
    }
  }

  @usableFromInline
  func noteDismissal(_ cancellation: Effect<Parent.Action>, state: Parent.State) {
    let path = ReducerTrace.Label.keyPathName(toChildState) ?? "the child"
    ReducerTrace.note("ifLet: \(path) became nil", at: location, state: state, effect: cancellation)
  }

  @usableFromInline
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard state[keyPath: toChildState] != nil else {
      EngineFailure.childActionWithoutState(action: action, location: location).report()
      return .none
    }
    let effect = child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
    if effect.isNone { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
      .cancellable(id: childCancelID)
  }

  @usableFromInline
  var childCancelID: ChildEffectsID {
    ChildEffectsID(keyPath: UncheckedSendable(toChildState))
  }
}

/// The cancellation id of the effects of a child presented through `ifLet`: its state's key path.
@usableFromInline
struct ChildEffectsID: InternalCancelID, CustomStringConvertible {
  let keyPath: UncheckedSendable<AnyKeyPath>

  @usableFromInline
  init<Root, Value>(keyPath: UncheckedSendable<WritableKeyPath<Root, Value>>) {
    self.keyPath = UncheckedSendable(keyPath.value)
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.keyPath.value == rhs.keyPath.value }

  @usableFromInline
  func hash(into hasher: inout Hasher) { hasher.combine(keyPath.value) }

  @usableFromInline
  var description: String { "ifLet(\(keyPath.value))" }
}
