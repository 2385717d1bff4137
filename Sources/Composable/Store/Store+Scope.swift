// `store.scope(\.child, action: \.child)`: the scopes of `Store` with their state's key path
// unlabelled, as TCA writes them since its key paths became the primary form.

extension Store {
  /// A store of a child feature that this store's reducer runs.
  ///
  /// - Parameters:
  ///   - state: The child's state in this store's.
  ///   - action: The case of this store's actions that carries the child's.
  /// - Returns: The child's store.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>, action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: state, action: action)
  }

  /// A store of an optional child feature while it is present, else `nil`.
  ///
  /// - Parameters:
  ///   - state: The child's optional state in this store's.
  ///   - action: The case of this store's actions that carries the child's.
  /// - Returns: The child's store, or nil.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>, action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }
}
