import Composable
import Testing
import ValueDump

private struct Tag: Equatable { var name: String }

private struct TodosState: Equatable {
  var todos: IdentifiedArrayOf<Todo>
  var filter = "all"
}

@Suite struct IdentifiedArrayDumpTests {
  let todos: IdentifiedArrayOf<Todo> = [
    Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Bread"),
  ]

  @Test func dumpLabelsElementsByID() {
    #expect(
      customDump(todos) == """
        [
          [id: 1]: Todo(
            id: 1,
            title: "Milk",
            isComplete: false
          ),
          [id: 2]: Todo(
            id: 2,
            title: "Eggs",
            isComplete: false
          ),
          [id: 3]: Todo(
            id: 3,
            title: "Bread",
            isComplete: false
          )
        ]
        """)
    #expect(customDump(IdentifiedArrayOf<Todo>()) == "[]")
    #expect(customDump(todos, maxDepth: 0) == "[…]")
  }

  @Test func inlineDumpIsAnArrayLiteral() {
    #expect(
      customDumpInline(todos.filter { $0.id < 3 })
        == #"[Todo(id: 1, title: "Milk", isComplete: false), "#
        + #"Todo(id: 2, title: "Eggs", isComplete: false)]"#)
  }

  @Test func dumpLabelsStringIDsAsLiterals() {
    let tags = IdentifiedArray(uncheckedUniqueElements: [Tag(name: "a")], id: \Tag.name)
    #expect(
      customDump(tags) == """
        [
          [id: "a"]: Tag(name: "a")
        ]
        """)
  }

  @Test func diffShowsAChangedElementUnderItsID() {
    var changed = todos
    changed[id: 2]?.isComplete = true
    #expect(
      diff(todos, changed) == """
          [
            [id: 1]: Todo(…),
            [id: 2]: Todo(
              id: 2,
              title: "Eggs",
        -     isComplete: false
        +     isComplete: true
            ),
            [id: 3]: Todo(…)
          ]
        """)
  }

  @Test func diffShowsAMoveAsAMove() {
    var moved = todos
    moved.move(fromOffsets: [0], toOffset: 3)
    #expect(
      diff(todos, moved) == """
          [
        -   [id: 1]: Todo(…),
            … (2 unchanged),
        +   [id: 1]: Todo(…)
          ]
        """)
  }

  @Test func diffShowsRemovalsInsertionsAndAChangedMoveWhole() {
    var changed = todos
    changed.move(fromOffsets: [0], toOffset: 3)
    changed[id: 1]?.title = "Oat milk"
    changed.remove(id: 3)
    changed.append(Todo(id: 4, title: "Jam"))
    #expect(
      diff(todos, changed) == """
          [
        -   [id: 1]: Todo(
        -     id: 1,
        -     title: "Milk",
        -     isComplete: false
        -   ),
            [id: 2]: Todo(…),
        -   [id: 3]: Todo(
        -     id: 3,
        -     title: "Bread",
        -     isComplete: false
        -   )
        +   [id: 1]: Todo(
        +     id: 1,
        +     title: "Oat milk",
        +     isComplete: false
        +   ),
        +   [id: 4]: Todo(
        +     id: 4,
        +     title: "Jam",
        +     isComplete: false
        +   )
          ]
        """)
  }

  @Test func diffInsideAStateCollapsesUnchangedRuns() {
    let todos = IdentifiedArrayOf<Todo>(uncheckedUniqueElements: (1...5).map { Todo(id: $0) })
    var changed = todos
    changed[id: 5]?.isComplete = true
    #expect(
      diff(TodosState(todos: todos), TodosState(todos: changed)) == """
          TodosState(
            todos: [
              … (4 unchanged),
              [id: 5]: Todo(
                id: 5,
                title: "",
        -       isComplete: false
        +       isComplete: true
              )
            ],
            filter: "all"
          )
        """)
  }
}
