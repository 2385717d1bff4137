/// An action of a presented feature, or the action that dismisses it.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// // store.send(.destination(.presented(.alert(.confirmDeletion))))
/// // store.send(.destination(.dismiss))
/// ```
public enum PresentationAction<Action> {
  /// Dismisses the presented feature: `ifLet` sets its state to `nil` after the parent reducer
  /// has seen this action, and cancels its effects.
  case dismiss
  /// An action of the presented feature.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

/// The presentation action of a reducer's action.
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>
