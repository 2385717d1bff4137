import Composable

/// One todo: toggled, renamed, or ticking on the clock once a second until cancelled.
struct TodoFeature: Reducer {
  typealias State = Todo

  enum Action: Equatable {
    case toggled
    case timerStarted
    case ticked
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout Todo, action: Action) -> Effect<Action> {
    switch action {
    case .toggled:
      state.isComplete.toggle()
      return .none
    case .timerStarted:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.ticked)
        }
      }
    case .ticked:
      state.title += "."
      return .none
    }
  }
}

/// A list of todos; the parent notes what its element reducer left behind.
struct TodosFeature: Reducer {
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo> = []
    var lastToggledIsComplete: Bool?
  }

  enum Action: Equatable {
    case todos(IdentifiedActionOf<TodoFeature>)
    case deleted(id: Int)
    case clearCompletedTapped
  }

  /// The line of the `forEach` below, where its failures are reported.
  static let forEachLine = #line + 17
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .todos(.element(id, .toggled)):
        state.lastToggledIsComplete = state.todos[id: id]?.isComplete
        return .none
      case .todos:
        return .none
      case let .deleted(id):
        state.todos.remove(id: id)
        return .none
      case .clearCompletedTapped:
        state.todos.removeAll { $0.isComplete }
        return .none
      }
    }
    .forEach(\.todos, action: /Action.todos) { TodoFeature() }
  }
}

extension TodosFeature.State {
  /// Three todos, ids 1 to 3.
  static let three = Self(
    todos: [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Bread")])
}
