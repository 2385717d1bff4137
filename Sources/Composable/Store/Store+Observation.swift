extension Store where State: ObservableState {
  /// Reads a property of the current state, as TCA's views do: `store.count` for
  /// `store.state.count`.
  ///
  /// - Parameter keyPath: The property to read.
  /// - Returns: The property's current value.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }
}
