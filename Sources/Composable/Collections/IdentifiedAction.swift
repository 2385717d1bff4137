/// An action of one element of an identified collection: the element's id and its action.
///
/// ```swift
/// enum Action {
///   case todos(IdentifiedActionOf<Todo>)
/// }
/// // store.send(.todos(.element(id: 1, action: .toggled)))
/// ```
///
/// `ID` is not constrained to `Hashable` here, only where a reducer needs it, so that building a
/// case inside a `@Sendable` closure does not capture a conformance.
public enum IdentifiedAction<ID, Action> {
  /// An action sent to the element with the given id.
  indirect case element(id: ID, action: Action)

  /// The id of the element the action is for.
  public var id: ID {
    switch self {
    case let .element(id, _): id
    }
  }

  /// The element's action.
  public var action: Action {
    switch self {
    case let .element(_, action): action
    }
  }
}

extension IdentifiedAction: Equatable where ID: Equatable, Action: Equatable {}
extension IdentifiedAction: Hashable where ID: Hashable, Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}

/// The identified action of a reducer whose state is `Identifiable`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable
