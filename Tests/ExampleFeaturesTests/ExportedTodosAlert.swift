// swift-format-ignore-file
// A session of Todos in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Testing

@Test func exportedTodosAlert() async {
  let clock = TestClock()
  let store = TestStore(
    initialState: Todos.State()
  ) {
    Todos()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
  }

  await store.send(.addTodoButtonTapped) {
    $0.todos[id: UUID(0)] = Todo.State(description: "", id: UUID(0), isComplete: false)
  }

  await store.send(.deleteButtonTapped(id: UUID(0))) {
    $0.alert = AlertState {
      TextState("Delete this todo?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: UUID(0))) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  await store.send(.alert(.presented(.confirmDeletion(id: UUID(0))))) {
    $0.alert = nil
    $0.todos = []
  }
}
