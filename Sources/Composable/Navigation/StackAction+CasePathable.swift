extension StackAction: CasePathable {
  /// The case paths of a stack action: `\.element`, `\.popFrom` and `\.push`.
  public struct AllCasePaths: Sendable {
    /// The path to an action of one element.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        })
    }

    /// The path to popping the elements from one on.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case let .popFrom(id) = $0 else { return nil }
          return id
        })
    }

    /// The path to pushing an element.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case let .push(id, state) = $0 else { return nil }
          return (id, state)
        })
    }

    /// The path to an action of the element with an id: `\.path[id: 0]`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        })
    }
  }

  /// The case paths of a stack action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case {
  /// The actions of the stack element with an id: `\.path[id: 0].detail.saveButtonTapped`.
  public subscript<State, Action>(id id: StackElementID) -> Case<Action>
  where Value == StackAction<State, Action> {
    appending(StackAction<State, Action>.allCasePaths[id: id])
  }
}
