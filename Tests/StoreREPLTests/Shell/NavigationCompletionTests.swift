import ExampleFeatures
import Testing

@testable import StoreREPL

/// What Tab offers for the actions of the collection and navigation features.
@Suite struct NavigationCompletionTests {
  @Test(arguments: [
    (".todos(", [".todos(.element("]),
    (".todos(.el", [".todos(.element("]),
    (".alert(", [".alert(.presented(", ".alert(.dismiss)"]),
    (".alert(.presented(", [".alert(.presented(.confirmDeletion("]),
  ])
  func todos(partial: String, expected: [String]) {
    #expect(caseCompletions(for: partial, in: Todos.Action.self) == expected)
  }

  @Test(arguments: [
    (".path(", [".path(.element(", ".path(.popFrom(", ".path(.push("]),
    (".path(.p", [".path(.popFrom(", ".path(.push("]),
  ])
  func stack(partial: String, expected: [String]) {
    #expect(caseCompletions(for: partial, in: NavigationStackDemo.Action.self) == expected)
  }

  @Test(arguments: [
    (".stopwatch(", [".stopwatch(.presented(", ".stopwatch(.dismiss)"]),
    (
      ".stopwatch(.presented(",
      [
        ".stopwatch(.presented(.doneButtonTapped))", ".stopwatch(.presented(.startButtonTapped))",
        ".stopwatch(.presented(.timerTicked))",
      ]
    ),
  ])
  func sheet(partial: String, expected: [String]) {
    #expect(caseCompletions(for: partial, in: SheetDemo.Action.self) == expected)
  }
}

@Suite struct LabelledPayloadCompletionTests {
  @Test func labelsAndTheNestedActionComplete() {
    let shell = Shell(features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
    shell.load("Todos", quietly: true)
    #expect(shell.completions(for: "send .todos(.element(") == [".todos(.element(id: "])
    #expect(shell.completions(for: "send .todos(.element(i") == [".todos(.element(id: "])
    #expect(
      shell.completions(
        for:
          "send .todos(.element(id: UUID(\"00000000-0000-0000-0000-000000000000\"), action: .check")
        == [
          ".todos(.element(id: UUID(\"00000000-0000-0000-0000-000000000000\"), action: .checkBoxToggled))"
        ])
    #expect(
      shell.completions(for: "send .todos(.element(id: 1, ")
        == [".todos(.element(id: 1, action: "])
  }

  /// A Todos session with three todos, ids `UUID(0)` to `UUID(2)`, the newest first.
  static func todosWithThree() async -> Shell {
    let shell = Shell(features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
    shell.load("Todos", quietly: true)
    for _ in 0..<3 { _ = await shell.perform("send .addTodoButtonTapped") }
    return shell
  }

  @Test func anIdentifiedArraysIdsCompleteAfterItsSubscript() async {
    let shell = await Self.todosWithThree()
    #expect(
      shell.completions(for: "state todos[")
        == ["todos[id: UUID(2)]", "todos[id: UUID(1)]", "todos[id: UUID(0)]"])
    #expect(shell.completions(for: "state todos[id: UUID(1") == ["todos[id: UUID(1)]"])
    // NB: `receive` completes the feature's actions as `send` does.
    #expect(shell.completions(for: "receive .todos(.el") == [".todos(.element("])
    #expect(shell.completion("state todos[id: ", cursor: 16).replacementStart == 6)
    let completed = await shell.perform("state todos[id: UUID(1)].isComplete")
    #expect(completed == ("  todos[id: UUID(1)].isComplete: false", false))
  }

  @Test func aStacksIdsAndAnArraysIndicesComplete() async {
    let shell = Shell(features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
    shell.load("NavigationStackDemo", quietly: true)
    _ = await shell.perform("send .goToCounterButtonTapped")
    _ = await shell.perform("send .goToTimerButtonTapped")
    #expect(shell.completions(for: "state path[") == ["path[id: 0]", "path[id: 1]"])
    #expect(shell.completions(for: "state path[id: 1") == ["path[id: 1]"])
    #expect(shell.completions(for: "state count[") == [])
  }
}
