import ValueDump

extension Reducer {
  /// Runs a child reducer on one case of this reducer's enum state while the state is that case,
  /// before this reducer, and cancels the child's effects when the state leaves the case.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  ///
  /// A child action that arrives while the state is another case is reported and changes
  /// nothing.
  ///
  /// - Parameters:
  ///   - toCaseState: The case of the state that holds the child's state.
  ///   - toCaseAction: The action case that carries the child's actions.
  ///   - case: The child reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where
    State: CasePathable, CaseState == Case.State, Action: CasePathable,
    CaseAction == Case.Action
  {
    _IfCaseLetReducer(
      parent: self, child: `case`(), toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs a child reducer on one case of this reducer's enum state, the cases named by case
  /// paths in TCA's pre-macro form: `.ifCaseLet(/State.loggedIn, action: /Action.loggedIn)`;
  /// see ``ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - toCaseState: The case of the state that holds the child's state.
  ///   - toCaseAction: The action case that carries the child's actions.
  ///   - case: The child reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CasePath<State, CaseState>,
    action toCaseAction: CasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case> where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self, child: `case`(), toChildState: toCaseState, toChildAction: toCaseAction,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent reducer with a child on one case of its enum state; see
/// `Reducer.ifCaseLet(_:action:then:)`.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: CasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: CasePath<Parent.Action, Child.Action>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent, child: Child, toChildState: CasePath<Parent.State, Child.State>,
    toChildAction: CasePath<Parent.Action, Child.Action>, location: SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffect =
      ReducerTrace.isRecording
      ? tracedChild(into: &state, action: action) : reduceChild(into: &state, action: action)
    guard let idBefore = childCancelID(in: state) else {
      return .merge(childEffect, parent.reduce(into: &state, action: action))
    }
    let before = state
    let parentEffect = parent.reduce(into: &state, action: action)
    guard idBefore != childCancelID(in: state) else { return .merge(childEffect, parentEffect) }
    let cancellation = Effect<Parent.Action>.cancel(id: idBefore.named(by: before))
    if ReducerTrace.isRecording {
      ReducerTrace.note(
        "ifCaseLet: the state left the case", at: location, state: state, effect: cancellation)
    }
    return .merge(childEffect, parentEffect, cancellation)
  }

  @usableFromInline
  func tracedChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    let path =
      toChildState.extract(from: state) == nil ? nil : ReducerTrace.Label.caseName(of: state)
    return ReducerTrace.scoped(
      "ifCaseLet", path: path, child: Child.self, at: location,
      handles: toChildAction.extract(from: action) != nil, state: &state
    ) {
      reduceChild(into: &$0, action: action)
    }
  }

  @usableFromInline
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      reportOtherCase(action: action, state: state)
      return .none
    }
    let id = CaseEffectsID(root: state, child: childState).named(by: state)
    let effect = child.reduce(into: &childState, action: childAction)
    state = toChildState.embed(childState)
    if effect.isNone { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }.child(id)
  }

  /// The id the child's effects run under while the state is the child's case, else `nil`.
  @usableFromInline
  func childCancelID(in state: Parent.State) -> CaseEffectsID? {
    toChildState.extract(from: state).map { CaseEffectsID(root: state, child: $0) }
  }

  @usableFromInline
  func reportOtherCase(action: Parent.Action, state: Parent.State) {
    EngineFailure.childActionInOtherCase(
      action: action, state: state, stateType: Parent.State.self, location: location
    )
    .report()
  }
}

/// The cancellation id of the effects of a child run through `ifCaseLet`: the parent's state
/// type, the case the state is in, and the child state's `id` when it is `Identifiable`, so
/// that the state leaving the case, or coming back to it with another identity, cancels them.
@usableFromInline
struct CaseEffectsID: InternalCancelID, CustomStringConvertible {
  let rootType: UncheckedSendable<Any.Type>
  let tag: UInt32
  let identity: UncheckedSendable<AnyHashable?>
  /// The case's name, for the effects list; not part of the id.
  var caseName: String?

  @usableFromInline
  init<Root, Child>(root: Root, child: Child) {
    self.rootType = UncheckedSendable(Root.self)
    self.tag = caseIdentity(of: root)
    self.identity = UncheckedSendable(identityOf(child))
  }

  /// The id with its case's name, read from a value in that case.
  ///
  /// Named only where an effect is marked or cancelled: reading the name reflects on the state,
  /// and the id is compared on every action.
  @usableFromInline
  func named<Root>(by root: Root) -> Self {
    var named = self
    named.caseName = Mirror(reflecting: root).children.first?.label
    return named
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rootType.value == rhs.rootType.value && lhs.tag == rhs.tag
      && lhs.identity.value == rhs.identity.value
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(rootType.value))
    hasher.combine(tag)
    hasher.combine(identity.value)
  }

  @usableFromInline
  var pathStep: String {
    "." + (caseName ?? "case \(tag)")
      + (identity.value.map { "[id: \(customDumpInline($0.base))]" } ?? "")
  }

  /// `ifCaseLet(Feature.State.loggedIn)`.
  @usableFromInline
  var description: String {
    "ifCaseLet(\(dumpTypeName(rootType.value)).\(caseName ?? "case \(tag)"))"
  }
}
