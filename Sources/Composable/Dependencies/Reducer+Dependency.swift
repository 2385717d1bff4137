extension Reducer {
  /// Runs this reducer, and the effects it returns, with one dependency set to a value.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.child, action: \.child) {
  ///     Child()
  ///       .dependency(\.continuousClock, ImmediateClock())
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to set.
  ///   - value: Its value for this reducer.
  /// - Returns: A reducer that runs this one with the dependency set.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    // A key path to a property of `DependencyValues` is immutable; the value is only read.
    nonisolated(unsafe) let keyPath = keyPath
    nonisolated(unsafe) let value = value
    // Writing through a key path reads the property first: a read to set it, which reports
    // nothing (see `DependencyValues.update`).
    return _DependencyKeyWritingReducer(base: self) { values in
      values.update { $0[keyPath: keyPath] = value }
    }
  }

  /// Runs this reducer, and the effects it returns, with a dependency changed.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.apiClient) { $0.fetch = { _ in .mock } }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to change.
  ///   - transform: Changes the dependency's current value.
  /// - Returns: A reducer that runs this one with the dependency changed.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    nonisolated(unsafe) let keyPath = keyPath
    return _DependencyKeyWritingReducer(base: self) { values in
      values.update { transform(&$0[keyPath: keyPath]) }
    }
  }
}

/// A reducer that runs another with some dependencies changed: what
/// ``Reducer/dependency(_:_:)`` and ``Reducer/transformDependency(_:transform:)`` return.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  /// Reduces with the base reducer inside the changed dependencies; the effects it returns keep
  /// them.
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: The action to reduce.
  /// - Returns: The base reducer's effect.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }

  /// Adds another change to the dependencies, so that chained `.dependency` calls make one
  /// reducer.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to set.
  ///   - value: Its value for this reducer.
  /// - Returns: A reducer that runs the base with both changes.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    nonisolated(unsafe) let value = value
    let update = self.update
    // This outer change goes first and the inner ones after it, so the value set nearest the
    // reducer wins, as it does for nested reducers.
    return Self(base: base) { values in
      values.update { $0[keyPath: keyPath] = value }
      update(&values)
    }
  }
}
