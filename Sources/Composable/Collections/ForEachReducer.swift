import ValueDump

extension Reducer {
  /// Runs an element reducer on the element of an identified array that an action is for,
  /// before this reducer, and cancels an element's effects when it is removed.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.todos, action: /Action.todos) { Todo() }
  /// }
  /// ```
  ///
  /// An element action for an id that is not in the array is reported as a failure.
  ///
  /// - Parameters:
  ///   - toElementsState: The identified array of element states.
  ///   - toElementAction: The action case that carries the elements' actions.
  ///   - element: The element reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CasePath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: toElementAction,
      location: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs an element reducer on the element of an identified array that an action is for, for
  /// an action case that carries the id and the action as two values
  /// (`case todo(id: Todo.State.ID, action: Todo.Action)`); see
  /// ``forEach(_:action:element:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - toElementsState: The identified array of element states.
  ///   - toElementAction: The action case that carries an element's id and action.
  ///   - element: The element reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self, element: element(), toElementsState: toElementsState,
      toElementAction: identifiedActionPath(toElementAction),
      location: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent reducer with a reducer for each element of an identified array; see
/// `Reducer.forEach(_:action:element:)`.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElementsState:
    WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    CasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent, element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: CasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    location: SourceLocation
  ) {
    self.parent = parent
    self.element = element
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.location = location
  }

  @inlinable
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<
    Parent.Action
  > {
    let elementEffect =
      ReducerTrace.isRecording
      ? tracedElement(into: &state, action: action)
      : reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: toElementsState]._ids
    let parentEffect = parent.reduce(into: &state, action: action)
    let cancellations = cancellationsOfRemovedElements(idsBefore: idsBefore, in: state)
    if cancellations.isEmpty {
      if elementEffect.isNone { return parentEffect }
      if parentEffect.isNone { return elementEffect }
    } else if ReducerTrace.isRecording {
      ReducerTrace.note(
        "forEach: elements removed", at: location, state: state,
        effect: Effect<Parent.Action>.merge(cancellations))
    }
    return .merge([elementEffect, parentEffect] + cancellations)
  }

  @usableFromInline
  func tracedElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    var id: ID?
    if case let .element(elementID, _)? = toElementAction.extract(from: action) { id = elementID }
    return ReducerTrace.scoped(
      "forEach", path: ReducerTrace.Label.keyPathName(toElementsState), id: id,
      child: Element.self, at: location, handles: id != nil, state: &state
    ) {
      reduceElement(into: &$0, action: action)
    }
  }

  @usableFromInline
  func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case let .element(id, elementAction)? = toElementAction.extract(from: action) else {
      return .none
    }
    guard state[keyPath: toElementsState].contains(id: id) else {
      EngineFailure.actionForMissingElement(action: action, location: location).report()
      return .none
    }
    let effect = element.reduce(
      into: &state[keyPath: toElementsState][id: id]!, action: elementAction)
    if effect.isNone { return .none }
    return embedElementEffect(effect, id: id, into: toElementAction)
      .child(ElementEffectsID(toElementsState, id: id))
  }

  @usableFromInline
  func cancellationsOfRemovedElements(
    idsBefore: [ID], in state: Parent.State
  ) -> [Effect<Parent.Action>] {
    let elements = state[keyPath: toElementsState]
    guard !idsBefore.isEmpty, !elements._ids.isIdentical(to: idsBefore),
      elements._ids != idsBefore
    else { return [] }
    var cancellations: [Effect<Parent.Action>] = []
    for id in idsBefore where !elements.contains(id: id) {
      cancellations.append(.cancel(id: ElementEffectsID(toElementsState, id: id)))
    }
    return cancellations
  }
}

/// An element's effect, its actions embedded as the element's actions in the parent's.
@usableFromInline
func embedElementEffect<Root, ID, Action>(
  _ effect: Effect<Action>, id: ID, into path: CasePath<Root, IdentifiedAction<ID, Action>>
) -> Effect<Root> {
  let id = UncheckedSendable(id)
  return effect.map { path.embed(.element(id: id.value, action: $0)) }
}

/// The case path of identified actions for a case that carries an id and an action.
@usableFromInline
func identifiedActionPath<Root, ID, Action>(
  _ path: CasePath<Root, (ID, Action)>
) -> CasePath<Root, IdentifiedAction<ID, Action>> {
  CasePath(
    embed: { path.embed(($0.id, $0.action)) },
    extract: { path.extract(from: $0).map { .element(id: $0.0, action: $0.1) } })
}

/// The cancellation id of the effects of one element of a collection: the collection's key path
/// and the element's id.
@usableFromInline
struct ElementEffectsID: InternalCancelID, CustomStringConvertible {
  let keyPath: UncheckedSendable<AnyKeyPath>
  let id: UncheckedSendable<AnyHashable>

  @usableFromInline
  init<Root, Value, ID: Hashable>(_ keyPath: WritableKeyPath<Root, Value>, id: ID) {
    self.keyPath = UncheckedSendable(keyPath)
    self.id = UncheckedSendable(AnyHashable(id))
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath.value == rhs.keyPath.value && lhs.id.value == rhs.id.value
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath.value)
    hasher.combine(id.value)
  }

  @usableFromInline
  var description: String { "forEach(\(keyPath.value))[id: \(customDumpInline(id.value))]" }

  @usableFromInline
  var pathStep: String { pathStepName(keyPath.value) + "[id: \(customDumpInline(id.value))]" }
}

extension Array {
  /// Whether two arrays share their storage (and so are equal without comparing elements).
  @usableFromInline
  func isIdentical(to other: Self) -> Bool {
    count == other.count
      && withUnsafeBufferPointer { lhs in
        other.withUnsafeBufferPointer { lhs.baseAddress == $0.baseAddress }
      }
  }
}
