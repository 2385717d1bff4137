/// Reducers listed in a builder, run in order, grouped so that an operator can apply to all.
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline
  let reducers: Reducers

  /// Groups reducers.
  ///
  /// - Parameter build: The reducers.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard ReducerTrace.isRecording else { return reducers.reduce(into: &state, action: action) }
    return ReducerTrace.traced({ _ in .modifier("CombineReducers") }, state: &state) {
      reducers.reduce(into: &$0, action: action)
    }
  }
}

/// A reducer that does nothing.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates a reducer that does nothing.
  @inlinable
  public init() {}

  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}
