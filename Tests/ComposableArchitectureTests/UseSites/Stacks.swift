import ComposableArchitecture

// A navigation stack and a list, as TCA 1.x features write them: a `@Reducer enum Path` run by
// `forEach(\.path, action: \.path)`, and rows run by `forEach(\.todos, action: \.todos)`.

@Reducer
struct Todo {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var title = ""
    var isComplete = false
  }

  enum Action {
    case checkBoxToggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkBoxToggled:
        state.isComplete.toggle()
        return .none
      }
    }
  }
}

@Reducer
struct TodoList {
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo.State> = []
  }

  enum Action {
    case addTodoButtonTapped
    case todos(IdentifiedActionOf<Todo>)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: uuid()), at: 0)
        return .none
      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
  }
}

@Reducer
struct Detail {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .decrementButtonTapped:
      state.count -= 1
    case .incrementButtonTapped:
      state.count += 1
    }
    return .none
  }
}

@Reducer
struct AppFeature {
  @Reducer(state: .equatable)
  enum Path {
    case detail(Detail)
    case list(TodoList)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var total = 0
  }

  enum Action {
    case path(StackActionOf<Path>)
    case showDetailButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(_, .detail(.incrementButtonTapped))):
        state.total += 1
        return .none
      case .path:
        return .none
      case .showDetailButtonTapped:
        state.path.append(.detail(Detail.State()))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
