import ComposableArchitecture

/// One row of ``Todos``: a description and a check box.
///
/// The element feature of TCA's Todos example. It knows nothing of the list it is in: the list
/// runs it on one element of an `IdentifiedArrayOf<Todo.State>` through
/// `.forEach(\.todos, action: \.todos)`, and sees its actions afterwards as
/// `.todos(.element(id:action:))`.
@Reducer
public struct Todo: Sendable {
  /// A todo.
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    /// What there is to do.
    public var description: String
    /// The todo's id, given by the `uuid` dependency.
    public let id: UUID
    /// Whether it is done.
    public var isComplete: Bool

    /// Creates a todo.
    public init(description: String = "", id: UUID, isComplete: Bool = false) {
      self.description = description
      self.id = id
      self.isComplete = isComplete
    }
  }

  /// What the row can do.
  public enum Action: Equatable, Sendable {
    /// The check box was tapped.
    case checkBoxToggled
    /// The description was edited.
    case textFieldChanged(String)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkBoxToggled:
        state.isComplete.toggle()
        return .none

      case let .textFieldChanged(description):
        state.description = description
        return .none
      }
    }
  }
}
