import ComposableArchitecture
import SwiftUI
import Testing

@MainActor
@Suite struct TodosViewTests {
  @Test func viewActionsBarItemsWritesAndFocus() {
    let store = Store(initialState: TodoList.State()) { TodoList() }
    let tree = ViewTree()
    let view = TodoListView(store: store)

    tree.evaluate(view).control(titled: "Add")?.tap()
    #expect(store.state.todos.map(\.id) == [0])
    #expect(store.state.focus == .todo(0))

    let screen = tree.evaluate(view)
    #expect(
      screen.description == """
        NavigationStack [onAppear]
          toolbar
            List .navigationTitle("Todos")
              HStack .focused(equals: todo(0))
                Button .symbolVariant(.none) {tap}
                  label:
                    Image "square" .systemName()
                TextField "Untitled" = "" {text}
            attached:
              ToolbarItem .placement(.navigationBarTrailing)
                HStack
                  EditButton "Edit" {tap}
                  Button "Add" {tap}
        """)

    screen.control(titled: "square")?.tap()
    #expect(store.state.todos[0].isComplete)
    screen.control(titled: "Edit")?.tap()
    #expect(store.state.editMode == .active)
  }
}
