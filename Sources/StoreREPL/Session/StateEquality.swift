import ValueDump

/// How the shell tells whether two states of a feature are the same: by `==` when the feature's
/// `State` is `Equatable`, else by their dumps, as a diff compares them.
struct StateEquality<State>: Sendable {
  /// Whether two states are the same.
  let isEqual: @Sendable (State, State) -> Bool
  /// Whether states are compared by their dumps, the `State` not being `Equatable`.
  let isByDump: Bool

  /// Equality by dump, for a `State` that is not `Equatable`.
  static var byDump: Self {
    Self(isEqual: { isEqualByDump($0, $1) }, isByDump: true)
  }

  /// What the shell says once when it starts a feature whose states it compares by their dumps,
  /// and nil for one whose states it compares with `==`.
  var note: String? {
    guard isByDump else { return nil }
    return "note: \(dumpTypeName(State.self)) is not Equatable: "
      + "the shell compares states by their dump"
  }
}

extension StateEquality where State: Equatable & Sendable {
  /// The state's own `==`.
  static var equatable: Self {
    Self(isEqual: { $0 == $1 }, isByDump: false)
  }
}
