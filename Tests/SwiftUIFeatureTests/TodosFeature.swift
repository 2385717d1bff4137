import ComposableArchitecture
import SwiftUI

// A list of to-dos as TCA users write it today: key paths without labels in `scope`, a store
// whose bindable state a view writes directly, `@ViewAction`, an edit mode in the environment,
// and a focus kept in step with the state.

@Reducer
struct TodoItem {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title = ""
    var isComplete = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
struct TodoList {
  @ObservableState
  struct State: Equatable {
    var editMode: EditMode = .inactive
    var focus: Field?
    var todos: IdentifiedArrayOf<TodoItem.State> = []

    enum Field: Hashable, Sendable {
      case todo(Int)
    }
  }

  enum Action: BindableAction, ViewAction {
    case binding(BindingAction<State>)
    case todos(IdentifiedActionOf<TodoItem>)
    case view(View)

    enum View {
      case addButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .todos:
        return .none
      case .view(.addButtonTapped):
        let id = state.todos.count
        state.todos.append(TodoItem.State(id: id))
        state.focus = .todo(id)
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) { TodoItem() }
  }
}

@ViewAction(for: TodoList.self)
struct TodoListView: View {
  @Bindable var store: StoreOf<TodoList>
  @FocusState var focus: TodoList.State.Field?

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.scope(\.todos, action: \.todos)) { todo in
          TodoRowView(store: todo)
            .focused($focus, equals: .todo(todo.state.id))
        }
      }
      .navigationTitle("Todos")
      .navigationBarItems(
        trailing: HStack {
          EditButton()
          Button("Add") { send(.addButtonTapped, animation: .default) }
        }
      )
      .environment(\.editMode, $store.editMode)
    }
    .bind($store.focus, to: $focus)
  }
}

struct TodoRowView: View {
  @Bindable var store: StoreOf<TodoItem>

  var body: some View {
    HStack {
      Button {
        store.isComplete.toggle()
      } label: {
        Image(systemName: store.isComplete ? "checkmark.square" : "square")
      }
      .symbolVariant(store.isComplete ? .fill : .none)
      TextField("Untitled", text: $store.title)
    }
  }
}

/// The app, which a test target cannot mark `@main`: it compiles.
struct TodosApp: App {
  var body: some Scene {
    WindowGroup {
      TodoListView(store: Store(initialState: TodoList.State()) { TodoList() })
    }
  }
}
