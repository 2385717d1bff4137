import ComposableArchitecture
import Testing

struct CustomDumpUseTests {
  struct Todo: Equatable, Identifiable {
    let id: Int
    var title: String
    var isComplete = false
  }

  @Test
  func customDumpAndDiffAsSwiftCustomDumpSpellsThem() {
    var text = ""
    customDump(Todo(id: 1, title: "Milk"), to: &text)
    #expect(
      text == """
        CustomDumpUseTests.Todo(
          id: 1,
          title: "Milk",
          isComplete: false
        )
        """)
    customDump(Todo(id: 1, title: "Milk"), name: "todo")
    #expect(diff(Todo(id: 1, title: "Milk"), Todo(id: 1, title: "Milk")) == nil)
  }

  @Test
  func expectNoDifferenceOnIdentifiedArrays() {
    var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
    todos[id: 1]?.isComplete = true
    expectNoDifference(todos, [Todo(id: 1, title: "Milk", isComplete: true)])
    expectDifference(todos) {
      todos[id: 1]?.title = "Eggs"
    } changes: {
      $0[id: 1]?.title = "Eggs"
    }
  }
}
