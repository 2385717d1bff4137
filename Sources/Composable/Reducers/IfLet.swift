import ValueDump

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
    guard let idBefore = childCancelID(in: state) else {
      return .merge(childEffect, parent.reduce(into: &state, action: action))
    }
    // An alert or a dialog is dismissed by any action of its own, unless the parent answers it
    // by showing another one.
    let ephemeralBefore =
      toChildAction.extract(from: action) == nil
      ? nil : state[keyPath: toChildState].flatMap { ephemeralIdentity(of: $0) }
    let parentEffect = parent.reduce(into: &state, action: action)
    if let ephemeralBefore,
      state[keyPath: toChildState].flatMap({ ephemeralIdentity(of: $0) }) == ephemeralBefore
    {
      state[keyPath: toChildState] = nil
    }
    guard idBefore != childCancelID(in: state) else { return .merge(childEffect, parentEffect) }
    // Set to nil, or to a child of another identity: the effects of the one before end.
    let cancellation = Effect<Parent.Action>.cancel(id: idBefore)
    if ReducerTrace.isRecording { noteDismissal(cancellation, state: state) }
    return .merge(childEffect, parentEffect, cancellation)
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
    let id = childCancelID(in: state)
    let effect = child.reduce(into: &state[keyPath: toChildState]!, action: childAction)
    if effect.isNone { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }.child(id!)
  }

  /// The id of the child's effects while it is present (its key path, and its `id` when it is
  /// `Identifiable`), else `nil`.
  @usableFromInline
  func childCancelID(in state: Parent.State) -> ChildEffectsID? {
    state[keyPath: toChildState].map {
      ChildEffectsID(keyPath: UncheckedSendable(toChildState), identity: identityOf($0))
    }
  }
}

/// The cancellation id of the effects of a child presented through `ifLet`: its state's key path.
@usableFromInline
struct ChildEffectsID: InternalCancelID, CustomStringConvertible {
  let keyPath: UncheckedSendable<AnyKeyPath>
  let identity: UncheckedSendable<AnyHashable?>

  @usableFromInline
  init<Root, Value>(
    keyPath: UncheckedSendable<WritableKeyPath<Root, Value>>, identity: AnyHashable?
  ) {
    self.keyPath = UncheckedSendable(keyPath.value)
    self.identity = UncheckedSendable(identity)
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath.value == rhs.keyPath.value && lhs.identity.value == rhs.identity.value
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath.value)
    hasher.combine(identity.value)
  }

  @usableFromInline
  var pathStep: String {
    pathStepName(keyPath.value)
      + (identity.value.map { "[id: \(customDumpInline($0.base))]" } ?? "")
  }

  @usableFromInline
  var description: String {
    "ifLet(\(keyPath.value))" + (identity.value.map { "[id: \(customDumpInline($0.base))]" } ?? "")
  }
}

/// The `id` of an `Identifiable` value, else `nil`: what tells one child from another that
/// replaced it at the same place.
@usableFromInline
func identityOf(_ value: Any) -> AnyHashable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  func id<Value: Identifiable>(of value: Value) -> AnyHashable { AnyHashable(value.id) }
  return id(of: identifiable)
}
