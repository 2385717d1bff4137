extension Reducer {
  /// Runs `perform` after this reducer whenever an action changes a value of the state.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.query) { oldValue, state in
  ///     state.results = []
  ///     return .none
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: The value to watch, read before and after this reducer runs.
  ///   - perform: Given the value before the action and the state after it, evolves the state
  ///     further and returns more effects.
  /// - Returns: A reducer that runs this one, then `perform` when the value changed.
  @inlinable
  public func onChange<Value: Equatable>(
    of toValue: @escaping (State) -> Value,
    _ perform: @escaping (_ oldValue: Value, _ state: inout State) -> Effect<Action>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _OnChangeReducer<Self, Value, Reduce<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce({ state, _ in perform(oldValue, &state) }, fileID: fileID, line: line)
    }
  }

  /// Runs the reducer `reducer` builds after this one whenever an action changes a value of the
  /// state.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.count) { oldValue, newValue in
  ///     Reduce { state, action in
  ///       state.history.append(newValue)
  ///       return .none
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: The value to watch, read before and after this reducer runs.
  ///   - reducer: Given the value before the action and after it, builds the reducer to run on
  ///     the same action.
  /// - Returns: A reducer that runs this one, then `reducer`'s when the value changed.
  @inlinable
  public func onChange<Value: Equatable, Body: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Body
  ) -> _OnChangeReducer<Self, Value, Body> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Runs the reducer `reducer` builds after this one whenever an action changes a value of the
  /// state, as `isDuplicate` tells changes: for a value that is not `Equatable`, such as a tuple,
  /// or to watch a part of it.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: { ($0.width, $0.height) }, removeDuplicates: ==) { _, size in
  ///     Reduce { state, _ in
  ///       state.area = size.0 * size.1
  ///       return .none
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: The value to watch, read before and after this reducer runs.
  ///   - isDuplicate: Whether two values are the same: no change.
  ///   - reducer: Given the value before the action and after it, builds the reducer to run on
  ///     the same action.
  /// - Returns: A reducer that runs this one, then `reducer`'s when the value changed.
  @inlinable
  public func onChange<Value, Body: Reducer>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) -> Body
  ) -> _OnChangeReducer<Self, Value, Body> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// A reducer followed by another that runs only when the action changed a value of the state;
/// see `Reducer.onChange(of:_:)`.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer>: Reducer
where Base.State == Body.State, Base.Action == Body.Action {
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Body

  @usableFromInline
  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return baseEffect }
    let changeEffect =
      ReducerTrace.isRecording
      ? ReducerTrace.traced({ _ in .modifier("onChange") }, state: &state) {
        reducer(oldValue, newValue).reduce(into: &$0, action: action)
      }
      : reducer(oldValue, newValue).reduce(into: &state, action: action)
    if baseEffect.isNone { return changeEffect }
    if changeEffect.isNone { return baseEffect }
    return .merge(baseEffect, changeEffect)
  }
}
