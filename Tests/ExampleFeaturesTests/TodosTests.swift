import ComposableArchitecture
import ExampleFeatures
import Testing

@MainActor
struct TodosTests {
  /// Two todos, ids 0 and 1, neither complete.
  let two = Todos.State(todos: [
    Todo.State(description: "", id: UUID(0)),
    Todo.State(description: "", id: UUID(1)),
  ])

  @Test
  func addTodo() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.uuid = .incrementing
    }

    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(Todo.State(description: "", id: UUID(0), isComplete: false), at: 0)
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos = [
        Todo.State(description: "", id: UUID(1), isComplete: false),
        Todo.State(description: "", id: UUID(0), isComplete: false),
      ]
    }
  }

  @Test
  func editTodo() async {
    let store = TestStore(
      initialState: Todos.State(todos: [Todo.State(description: "", id: UUID(0))])
    ) {
      Todos()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.uuid = .incrementing
    }

    await store.send(\.todos[id: UUID(0)].textFieldChanged, "Learn Composable Architecture") {
      $0.todos[id: UUID(0)]?.description = "Learn Composable Architecture"
    }
  }

  @Test
  func completeTodo() async {
    let clock = TestClock()
    let store = TestStore(initialState: two) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(\.todos[id: UUID(0)].checkBoxToggled) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [$0.todos[1], $0.todos[0]]
    }
  }

  @Test
  func completeTodoDebounces() async {
    let clock = TestClock()
    let store = TestStore(initialState: two) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(\.todos[id: UUID(0)].checkBoxToggled) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.todos[id: UUID(0)].checkBoxToggled) {
      $0.todos[id: UUID(0)]?.isComplete = false
    }
    #expect(store.inFlightEffects.count == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos)
  }

  @Test
  func clearCompleted() async {
    var state = two
    state.todos[id: UUID(1)]?.isComplete = true
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.uuid = .incrementing
    }

    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [$0.todos[0]]
    }
  }

  @Test
  func deleteAsksForConfirmationFirst() async {
    var state = two
    state.todos[id: UUID(1)]?.description = "Milk"
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.uuid = .incrementing
    }

    await store.send(.deleteButtonTapped(id: UUID(1))) {
      $0.alert = AlertState {
        TextState("Delete \"Milk\"?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion(id: UUID(1))) {
          TextState("Delete")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      } message: {
        TextState("This cannot be undone.")
      }
    }
    await store.send(\.alert.confirmDeletion, UUID(1)) {
      $0.alert = nil
      $0.todos.remove(id: UUID(1))
    }
  }

  @Test
  func cancellingTheAlertKeepsTheTodo() async {
    let store = TestStore(initialState: two) {
      Todos()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.uuid = .incrementing
    }

    await store.send(.deleteButtonTapped(id: UUID(0))) {
      $0.alert = .deletion(of: Todo.State(description: "", id: UUID(0)))
    }
    #expect(store.state.alert?.title == TextState("Delete this todo?"))
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
  }

  @Test
  func deletingARemovedTodoDoesNothing() async {
    let store = TestStore(initialState: two) {
      Todos()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.uuid = .incrementing
    }

    await store.send(.deleteButtonTapped(id: UUID(7)))
  }

  @Test
  func filteredTodos() async {
    var state = two
    state.todos[id: UUID(1)]?.isComplete = true
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.uuid = .incrementing
    }

    await store.send(.filterPicked(.completed)) {
      $0.filter = .completed
    }
    #expect(store.state.filteredTodos.ids == [UUID(1)])
    await store.send(.filterPicked(.active)) {
      $0.filter = .active
    }
    #expect(store.state.filteredTodos.ids == [UUID(0)])
    await store.send(.filterPicked(.all)) {
      $0.filter = .all
    }
    #expect(store.state.filteredTodos.ids == [UUID(0), UUID(1)])
  }

  @Test
  func filteredEdit() async {
    var state = two
    state.todos[id: UUID(1)]?.isComplete = true
    state.filter = .completed
    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.uuid = .incrementing
    }

    await store.send(\.todos[id: UUID(1)].textFieldChanged, "Did this already") {
      $0.todos[id: UUID(1)]?.description = "Did this already"
    }
  }

  @Test
  func deletingAToggledTodoStillSortsTheRest() async {
    let clock = TestClock()
    let store = TestStore(initialState: two) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }

    await store.send(\.todos[id: UUID(0)].checkBoxToggled) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await store.send(.deleteButtonTapped(id: UUID(0))) {
      $0.alert = .deletion(of: $0.todos[id: UUID(0)]!)
    }
    await store.send(\.alert.confirmDeletion, UUID(0)) {
      $0.alert = nil
      $0.todos.remove(id: UUID(0))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos)
    #expect(store.inFlightEffects.isEmpty)
  }
}
