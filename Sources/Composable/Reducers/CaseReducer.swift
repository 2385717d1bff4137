/// A reducer that is an enum of reducers, one per case: what `@Reducer enum Destination` is.
///
/// Its static `body` scopes each case's reducer to the case of ``Reducer/State``; `ifLet` and
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
  State: CaseReducerState, State.StateReducer == Self, _CaseBody.State == State,
  _CaseBody.Action == Action
{
  /// The type of the static `body`, with a name of its own: inferring the instance body's
  /// `_Body` from a static property would find `Never` first.
  associatedtype _CaseBody: Reducer
  /// The static body's type, as in TCA, so that a `@Reducer enum` held by another is written
  /// `case modal(Modal.Body = Modal.body)`: `Modal.Body.State` is `Modal.State`.
  associatedtype _Body = _CaseBody

  /// The reducer of every case: a `Scope` to each case that holds a reducer's state.
  @ReducerBuilder<State, Action>
  static var body: _CaseBody { get }

  /// A case per case of the enum, holding the store scoped to it for a case that holds a
  /// reducer, and the state itself for any other: what `switch store.case` matches.
  associatedtype CaseScope

  /// The case of a store's state, with the store scoped to it.
  ///
  /// - Parameter store: A store of this reducer's state.
  /// - Returns: The case.
  static func scope(_ store: Store<State, Action>) -> CaseScope

  /// The store scoped to the case of an alert or a dialog the store's state holds, a
  /// `Store<AlertState<Alert>, Alert>` as `Any`, or nil for any other case: what
  /// `.alert($store.scope(\.$destination, action: \.destination).alert)` presents.
  ///
  /// - Parameter store: A store of this reducer's state.
  /// - Returns: The scoped store, or nil.
  static func _ephemeralStore(_ store: Store<State, Action>) -> Any?
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The case of the state, with the store scoped to it, as a view switches over it:
  ///
  /// ```swift
  /// switch store.case {
  /// case let .addItem(store): ItemFormView(store: store)
  /// case let .detail(store): DetailView(store: store)
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

extension CaseReducer {
  /// No store: the enum has no case of an alert or a dialog.
  public static func _ephemeralStore(_ store: Store<State, Action>) -> Any? { nil }

  /// The static `body`.
  public var body: _CaseBody { Self.body }

  /// Runs the static `body`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard ReducerTrace.isRecording else { return Self.body.reduce(into: &state, action: action) }
    return ReducerTrace.traced({ _ in .body(of: Self.self) }, state: &state) {
      Self.body.reduce(into: &$0, action: action)
    }
  }
}

/// The state of a ``CaseReducer``: an enum with one case per case of its reducer.
public protocol CaseReducerState {
  /// The reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
