/// A reducer that is an enum of reducers, one per case: what `@Reducer enum Destination` is.
///
/// Its static ``body`` scopes each case's reducer to the case of ``Reducer/State``; `ifLet` and
/// `forEach` take such a reducer without a trailing closure:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case addItem(ItemForm)
///   case alert(AlertState<Alert>)
/// }
///
/// Reduce { state, action in … }
///   .ifLet(\.$destination, action: \.destination)
/// ```
public protocol CaseReducer<State, Action>: Reducer
where
  State: CaseReducerState, State.StateReducer == Self, _Body: Reducer, _Body.State == State,
  _Body.Action == Action
{
  /// The reducer of every case: a `Scope` to each case that holds a reducer's state.
  @ReducerBuilder<State, Action>
  static var body: _Body { get }
}

extension CaseReducer {
  /// The static body.
  public var body: _Body { Self.body }
}

/// The state of a ``CaseReducer``: an enum with one case per case of its reducer.
public protocol CaseReducerState {
  /// The reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
