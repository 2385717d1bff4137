extension Reducer {
  /// Runs a destination reducer on the element of a navigation stack that an action is for,
  /// before this reducer; pushes and pops on `.push` and `.popFrom`; and cancels an element's
  /// effects when it leaves the stack.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: /Action.path) { Path() }
  /// ```
  ///
  /// - `.element(id:action:)` runs the destination reducer on that element, then this one.
  /// - `.push(id:state:)` pushes the element, then runs this reducer.
  /// - `.popFrom(id:)` runs this reducer, then pops the element and every element above it.
  /// - An element's effects can pop it with `@Dependency(\.dismiss)`.
  ///
  /// An action for an id the stack does not hold, and a push of an id it does, are reported as
  /// failures; so is a push of an id past the next one the stack would give (`#2` on a stack
  /// that gave `#0`), which is pushed all the same.
  ///
  /// - Parameters:
  ///   - toStackState: The stack state.
  ///   - toStackAction: The action case that carries stack actions.
  ///   - destination: The reducer of one element.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      parent: self, destination: destination(), toStackState: toStackState,
      toStackAction: toStackAction,
      location: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// A parent reducer with a navigation stack; see `Reducer.forEach(_:action:destination:)`.
public struct _StackReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let destination: Destination
  @usableFromInline let toStackState: WritableKeyPath<Parent.State, StackState<Destination.State>>
  @usableFromInline let toStackAction:
    CasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent, destination: Destination,
    toStackState: WritableKeyPath<Parent.State, StackState<Destination.State>>,
    toStackAction: CasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>,
    location: SourceLocation
  ) {
    self.parent = parent
    self.destination = destination
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.location = location
  }

  @inlinable
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<
    Parent.Action
  > {
    let idsBefore = state[keyPath: toStackState].ids
    var destinationEffect = Effect<Parent.Action>.none
    var popFrom: StackElementID?
    switch toStackAction.extract(from: action) {
    case nil:
      if ReducerTrace.isRecording {
        ReducerTrace.note(
          "forEach", path: ReducerTrace.Label.keyPathName(toStackState), child: Destination.self,
          at: location, notHandling: state)
      }
    case let .element(id, destinationAction)?:
      guard state[keyPath: toStackState][id: id] != nil else {
        EngineFailure.actionForMissingElement(action: action, location: location).report()
        break
      }
      let effect =
        ReducerTrace.isRecording
        ? tracedElement(
          into: &state[keyPath: toStackState][id: id]!, id: id, action: destinationAction)
        : destination.reduce(
          into: &state[keyPath: toStackState][id: id]!, action: destinationAction)
      if !effect.isNone {
        destinationEffect = embedStackEffect(effect, id: id, into: toStackAction)
          .child(ElementEffectsID(toStackState, id: id))
      }
    case let .push(id, element)?:
      if idsBefore.contains(id) {
        EngineFailure.pushOfContainedStackID(id, ids: idsBefore, location: location).report()
      } else {
        // As in TCA, an id past the next one is reported, and pushed all the same.
        let next = state[keyPath: toStackState].nextGeneration
        if id.generation > next {
          EngineFailure.pushOfUnexpectedStackID(
            id, expected: StackElementID(generation: next), location: location
          ).report()
        }
        state[keyPath: toStackState].push(element, id: id)
      }
    case let .popFrom(id)?:
      if idsBefore.contains(id) {
        popFrom = id
      } else {
        EngineFailure.popOfMissingStackID(id, ids: idsBefore, location: location).report()
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    if let popFrom { state[keyPath: toStackState].pop(from: popFrom) }
    let idsAfter = state[keyPath: toStackState].ids
    var effects = [destinationEffect, parentEffect]
    // Elements another reducer removed, outside this one, are seen here, at the next action.
    let seen = state[keyPath: toStackState].seenIDs ?? idsBefore
    if seen != idsAfter { state[keyPath: toStackState].seenIDs = idsAfter }
    if seen != idsAfter || idsAfter != idsBefore {
      var cancellations: [Effect<Parent.Action>] = []
      for id in idsBefore + seen.filter({ !idsBefore.contains($0) }) where !idsAfter.contains(id) {
        cancellations.append(.cancel(id: ElementEffectsID(toStackState, id: id)))
      }
      if !cancellations.isEmpty, ReducerTrace.isRecording {
        ReducerTrace.note(
          "forEach: elements popped", at: location, state: state,
          effect: Effect<Parent.Action>.merge(cancellations))
      }
      effects += cancellations
    }
    return .merge(effects)
  }

  @usableFromInline
  func tracedElement(
    into state: inout Destination.State, id: StackElementID, action: Destination.Action
  ) -> Effect<Destination.Action> {
    ReducerTrace.scoped(
      "forEach", path: ReducerTrace.Label.keyPathName(toStackState), id: id,
      child: Destination.self, at: location, state: &state
    ) {
      destination.reduce(into: &$0, action: action)
    }
  }
}

/// A stack element's effect, its actions embedded as the element's and its `dismiss`
/// dependency popping it.
@usableFromInline
func embedStackEffect<Root, State, Action>(
  _ effect: Effect<Action>, id: StackElementID,
  into path: CasePath<Root, StackAction<State, Action>>
) -> Effect<Root> {
  effect.presented(
    embed: { path.embed(.element(id: id, action: $0)) }, dismissal: path.embed(.popFrom(id: id)))
}
