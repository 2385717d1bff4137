import ComposableArchitecture
import Testing

@MainActor
struct StacksTests {
  @Test
  func elementsOfAnIdentifiedArray() async {
    let store = TestStore(initialState: TodoList.State()) {
      TodoList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos = [Todo.State(id: UUID(0))]
    }
    await store.send(\.todos[id: UUID(0)].checkBoxToggled) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
  }

  @Test
  func elementsOfAStack() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    await store.send(.showDetailButtonTapped) {
      $0.path[id: 0] = .detail(Detail.State())
    }
    await store.send(\.path[id: 0].detail.incrementButtonTapped) {
      $0.path[id: 0, case: \.detail]?.count = 1
      $0.total = 1
    }
    await store.send(\.path.push, (id: 1, state: .list(TodoList.State()))) {
      $0.path[id: 1] = .list(TodoList.State())
    }
    await store.send(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }

  @Test
  func receivedPayloadsCompareByValue() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    store.exhaustivity = .off
    await store.send(.showDetailButtonTapped)
    #expect(store.state.path.count == 1)
    #expect(store.state.path[id: 0]?.is(\.detail) == true)
    #expect(store.state.path[id: 0]?.detail?.count == 0)
  }
}
