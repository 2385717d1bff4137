import ExampleFeatures
import StoreREPL
import Testing

/// The output of the last of `commands`, run on a fresh shell of `feature`.
private func lastOutput(_ commands: [String], feature: String) async -> String {
  let (output, _) = await transcript(commands, feature: feature)
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
  guard let last = lines.lastIndex(where: { $0.hasPrefix("\(feature) ") && $0.contains("s> ") })
  else { return output }
  return lines[(last + 1)...].joined(separator: "\n")
}

/// The incrementing UUID `n`, as a literal: `UUID("00000000-0000-0000-0000-00000000000n")`.
private func uuid(_ n: Int) -> String {
  "UUID(\"00000000-0000-0000-0000-00000000000\(n)\")"
}

/// Three todos: …0002 "Bread", …0001 "Eggs", …0000 "Milk", newest first.
private let threeTodos = [
  "send .addTodoButtonTapped",
  "send .todos(.element(id: \(uuid(0)), action: .textFieldChanged(\"Milk\")))",
  "send .addTodoButtonTapped",
  "send .todos(.element(id: \(uuid(1)), action: .textFieldChanged(\"Eggs\")))",
  "send .addTodoButtonTapped",
  "send .todos(.element(id: \(uuid(2)), action: .textFieldChanged(\"Bread\")))",
]

@Suite struct StatePathTests {
  @Test func anElementById() async {
    let output = await lastOutput(threeTodos + ["state todos[id: \(uuid(1))]"], feature: "Todos")
    #expect(
      output == """
          todos[id: UUID("00000000-0000-0000-0000-000000000001")]: Todo.State(
            description: "Eggs",
            id: UUID(00000000-0000-0000-0000-000000000001),
            isComplete: false
          )

        """)
  }

  @Test func anElementByIdWrittenAsABareString() async {
    let output = await lastOutput(
      threeTodos + ["state todos[id: \"00000000-0000-0000-0000-000000000000\"].description"],
      feature: "Todos")
    #expect(
      output == """
          todos[id: "00000000-0000-0000-0000-000000000000"].description: "Milk"

        """)
  }

  @Test func aPropertyOfAnElementByIndex() async {
    let output = await lastOutput(threeTodos + ["state todos[0].description"], feature: "Todos")
    #expect(
      output == """
          todos[0].description: "Bread"

        """)
  }

  @Test(arguments: [
    (
      "state todos[id: \(uuid(7))]",
      """
      error: no element with id UUID(00000000-0000-0000-0000-000000000007) in 'todos'
       --> input:1:17
      1 | state todos[id: UUID("00000000-0000-0000-0000-000000000007")]
        |                 ^
      """
    ),
    (
      "state todos[id: 7]",
      """
      error: expected UUID("…"), UUID(<Int>) or a UUID string for a UUID, found 7
       --> input:1:17
      1 | state todos[id: 7]
        |                 ^
      """
    ),
    (
      "state todos[id: \"milk\"]",
      """
      error: expected a UUID such as "00000000-0000-0000-0000-000000000000" for
        UUID(…), found "milk"
       --> input:1:17
      1 | state todos[id: "milk"]
        |                 ^
      """
    ),
    (
      "state todos[3]",
      """
      error: index 3 is out of range: 'todos' has 3 elements
       --> input:1:12
      1 | state todos[3]
        |            ^
      """
    ),
    (
      "state todos[-1]",
      """
      error: expected an index such as '[0]' or an id such as '[id: 0]'
       --> input:1:13
      1 | state todos[-1]
        |             ^
      """
    ),
    (
      "state filter[0]",
      """
      error: 'filter' is not an array, an identified array or a stack
       --> input:1:13
      1 | state filter[0]
        |             ^
      """
    ),
    (
      "state todos[0].title",
      """
      error: 'todos[0]' has no property 'title'
       --> input:1:16
      1 | state todos[0].title
        |                ^
      """
    ),
    (
      "state todos[0",
      """
      error: expected ']'
       --> input:1:14
      1 | state todos[0
        |              ^
      """
    ),
    (
      "send .sortCompletedTodos { todos[id: \(uuid(2))].id = \(uuid(5)) }",
      """
      error: can't change the id of an element of an identified array: it is
        UUID(00000000-0000-0000-0000-000000000002), not
        UUID(00000000-0000-0000-0000-000000000005)
       --> input:1:33
      1 | send .sortCompletedTodos { todos[id: UUID("00000000-0000-0000-0000-000000000002")].id = UUID("00000000-0000-000…
        |                                 ^
      """
    ),
    (
      "send .sortCompletedTodos { todos[id: \(uuid(9))].isComplete = true }",
      """
      error: no element with id UUID(00000000-0000-0000-0000-000000000009) in 'todos'
       --> input:1:38
      1 | send .sortCompletedTodos { todos[id: UUID("00000000-0000-0000-0000-000000000009")].isComplete = true }
        |                                      ^
      """
    ),
    (
      "send .sortCompletedTodos { todos[5].isComplete = true }",
      """
      error: index 5 is out of range: 'todos' has 3 elements
       --> input:1:33
      1 | send .sortCompletedTodos { todos[5].isComplete = true }
        |                                 ^
      """
    ),
  ])
  func badPathsAreErrors(command: String, expected: String) async {
    let output = await lastOutput(threeTodos + [command], feature: "Todos")
    #expect(output == expected + "\n")
  }

  @Test func anAssignmentByIdHolds() async {
    let output = await lastOutput(
      threeTodos + [
        "send .todos(.element(id: \(uuid(1)), action: .checkBoxToggled)) "
          + "{ todos[id: \(uuid(1))].isComplete = true }"
      ], feature: "Todos")
    #expect(
      output == """
        \u{2007} Todos.State(
        \u{2007}   alert: nil,
        \u{2007}   filter: .all,
        \u{2007}   todos: [
        \u{2007}     [id: UUID(00000000-0000-0000-0000-000000000002)]: Todo.State(…),
        \u{2007}     [id: UUID(00000000-0000-0000-0000-000000000001)]: Todo.State(
        \u{2007}       description: "Eggs",
        \u{2007}       id: UUID(00000000-0000-0000-0000-000000000001),
        −       isComplete: false
        +       isComplete: true
        \u{2007}     ),
        \u{2007}     [id: UUID(00000000-0000-0000-0000-000000000000)]: Todo.State(…)
        \u{2007}   ]
        \u{2007} )
          started #1 [CancelID.todoCompletion]: sleeping on the clock until 1.000s
          (state as expected)

        """)
  }

  @Test func anAssignmentByIndexThatDoesNotHoldShowsTheDifference() async {
    let output = await lastOutput(
      threeTodos + [
        "send .todos(.element(id: \(uuid(1)), action: .checkBoxToggled)) { todos[0].isComplete = true }"
      ],
      feature: "Todos")
    #expect(
      output == """
        \u{2007} Todos.State(
        \u{2007}   alert: nil,
        \u{2007}   filter: .all,
        \u{2007}   todos: [
        \u{2007}     [id: UUID(00000000-0000-0000-0000-000000000002)]: Todo.State(…),
        \u{2007}     [id: UUID(00000000-0000-0000-0000-000000000001)]: Todo.State(
        \u{2007}       description: "Eggs",
        \u{2007}       id: UUID(00000000-0000-0000-0000-000000000001),
        −       isComplete: false
        +       isComplete: true
        \u{2007}     ),
        \u{2007}     [id: UUID(00000000-0000-0000-0000-000000000000)]: Todo.State(…)
        \u{2007}   ]
        \u{2007} )
          started #1 [CancelID.todoCompletion]: sleeping on the clock until 1.000s
          A state change does not match expectation.

              \u{2007} Todos.State(
              \u{2007}   alert: nil,
              \u{2007}   filter: .all,
              \u{2007}   todos: [
              \u{2007}     [id: UUID(00000000-0000-0000-0000-000000000002)]: Todo.State(
              \u{2007}       description: "Bread",
              \u{2007}       id: UUID(00000000-0000-0000-0000-000000000002),
              −       isComplete: true
              +       isComplete: false
              \u{2007}     ),
              \u{2007}     [id: UUID(00000000-0000-0000-0000-000000000001)]: Todo.State(
              \u{2007}       description: "Eggs",
              \u{2007}       id: UUID(00000000-0000-0000-0000-000000000001),
              −       isComplete: false
              +       isComplete: true
              \u{2007}     ),
              \u{2007}     [id: UUID(00000000-0000-0000-0000-000000000000)]: Todo.State(…)
              \u{2007}   ]
              \u{2007} )

          (Expected: −, Actual: +)

        """)
  }

  @Test func anArrayLiteralReplacesAnIdentifiedArray() async {
    let output = await lastOutput(
      [
        "send .addTodoButtonTapped",
        "send .todos(.element(id: \(uuid(0)), action: .checkBoxToggled))",
        "send .clearCompletedButtonTapped { todos = [] }",
      ], feature: "Todos")
    #expect(
      output == """
        \u{2007} Todos.State(
        \u{2007}   alert: nil,
        \u{2007}   filter: .all,
        \u{2007}   todos: [
        −     [id: UUID(00000000-0000-0000-0000-000000000000)]: Todo.State(
        −       description: "",
        −       id: UUID(00000000-0000-0000-0000-000000000000),
        −       isComplete: true
        −     )
        \u{2007}   ]
        \u{2007} )
          (state as expected)

        """)
  }

  @Test func anAssignmentThroughPresentedState() async {
    let output = await lastOutput(
      [
        "send .presentStopwatchButtonTapped { stopwatch = Stopwatch.State(isRunning: false, secondsElapsed: 0) }",
        "state stopwatch",
        "send .stopwatch(.presented(.startButtonTapped)) { stopwatch.isRunning = true }",
        "advance 1s",
        "receive .stopwatch(.presented(.timerTicked)) { stopwatch?.secondsElapsed = 1 }",
        "state stopwatch.secondsElapsed",
      ], feature: "SheetDemo")
    #expect(
      output == """
          stopwatch.secondsElapsed: 1

        """)
  }

  @Test func anAssignmentThroughDismissedStateIsAnError() async {
    let output = await lastOutput(
      ["send .presentStopwatchButtonTapped { stopwatch.isRunning = true }"], feature: "SheetDemo")
    #expect(
      output == """
        error: 'stopwatch' is nil
         --> input:1:48
        1 | send .presentStopwatchButtonTapped { stopwatch.isRunning = true }
          |                                                ^
        """ + "\n")
  }

  @Test func aStackElementById() async {
    let output = await lastOutput(
      [
        "send .goToCounterButtonTapped",
        "send .path(.push(id: 1, state: .timer(TimerScreen.State(isTimerRunning: false, secondsElapsed: 0))))",
        "send .path(.element(id: 0, action: .counter(.incrementButtonTapped))) { path[id: 0] = .counter(CounterScreen.State(count: 1)) }",
        "state path[id: 0]",
      ], feature: "NavigationStackDemo")
    #expect(
      output == """
          path[id: 0]: NavigationStackDemo.Path.State.counter(
            CounterScreen.State(count: 1)
          )

        """)
  }
}
