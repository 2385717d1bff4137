extension IdentifiedAction: CasePathable {
  /// The case paths of an identified action: `\.element`.
  public struct AllCasePaths: Sendable {
    /// The path to the id and action of an element.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        })
    }
  }

  /// The case paths of an identified action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case {
  /// The actions of the element with an id: `\.todos[id: todo.id].checkBoxToggled`.
  public subscript<ID: Hashable & Sendable, Action>(id id: ID) -> Case<Action>
  where Value == IdentifiedAction<ID, Action> {
    appending(
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }))
  }
}
