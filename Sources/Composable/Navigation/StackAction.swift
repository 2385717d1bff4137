/// An action of a navigation stack: an action of one of its elements, a push, or a pop.
///
/// ```swift
/// enum Action {
///   case path(StackAction<Path.State, Path.Action>)
/// }
/// // store.send(.path(.element(id: 0, action: .detail(.saveButtonTapped))))
/// // store.send(.path(.popFrom(id: 0)))
/// ```
public enum StackAction<State, Action> {
  /// An action of the element with an id.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the element with an id and every element above it.
  case popFrom(id: StackElementID)
  /// Pushes an element with an id greater than every id the stack used so far.
  indirect case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// The stack action of a reducer's state and action.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
