import Composable
import Testing

@testable import StoreREPL

/// A dial whose State has no default: it starts from a preview, a typed state or samples.
private struct Dial: Reducer {
  struct State: Equatable {
    var level: Int
    var label = "volume"
  }
  enum Action { case turned }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.level += 1
    return .none
  }
}

private let dial = REPLFeature(
  "Dial", summary: "Dial.swift, line 3",
  starts: [
    .preview(
      "Dial", at: "Dial.swift:20", shows: "DialView", initialState: Dial.State(level: 11),
      initialStateSwift: "Dial.State(level: 11)", reducer: { Dial() }),
    .preview(
      "Dial", at: "Dial.swift:24", shows: "Quiet", initialState: Dial.State(level: 1),
      initialStateSwift: "Dial.State(level: 1)", reducer: { Dial() },
      dependencies: { $0.uuid = .incrementing }, dependenciesSwift: "$0.uuid = .incrementing"),
    .samples(
      "Dial", stateType: "Dial.State",
      initialState: { sampler in try Dial.State(level: sampler.value("level")) },
      reducer: { Dial() }),
  ], scenarios: REPLScenario.dependencyContexts)

@Suite struct FeatureStartTests {
  @Test(arguments: [
    ("Dial", FeatureChoice(name: "Dial")),
    ("Dial preview 2", FeatureChoice(name: "Dial", start: .preview("2"))),
    ("Dial preview \"Sold out\"", FeatureChoice(name: "Dial", start: .preview("Sold out"))),
    ("preview Quiet", FeatureChoice(name: "", start: .preview("Quiet"))),
    (
      "Dial Dial.State(level: 3)",
      FeatureChoice(name: "Dial", start: .state("Dial.State(level: 3)"))
    ),
    ("Dial state .init(level: 3)", FeatureChoice(name: "Dial", start: .state(".init(level: 3)"))),
    ("Effects Basics", FeatureChoice(name: "Effects Basics")),
  ])
  func aChoiceIsReadFromWhatLoadTakes(text: String, expected: FeatureChoice) {
    #expect(FeatureChoice(parsing: text) == expected)
  }

  @Test func previewsAreStartedListedAndCompletedInThisProcess() async {
    let shell = Shell(features: [dial], reader: ScriptedLineReader(lines: []), write: { _ in })
    #expect(
      shell.inProcess?.load("Dial").map(\.banner)
        == .success(
          """
          Dial loaded. Type 'help' for commands, Tab to complete.
            started from the preview at Dial.swift:20 (DialView), with its dependencies ('deps' lists them)
            other previews: 2 Quiet (Dial.swift:24); 'load Dial preview 2' starts one
          """))
    #expect(shell.completions(for: "load Dial p") == ["Dial preview 1", "Dial preview 2"])
    #expect(shell.completions(for: "load D") == ["Dial"])
    #expect(
      await shell.perform("load Dial preview Quiet").output == """
        Dial loaded. Type 'help' for commands, Tab to complete.
          started from the preview at Dial.swift:24 (Quiet), with its dependencies ('deps' lists them)
          other previews: 1 DialView (Dial.swift:20); 'load Dial preview 1' starts one
        """)
    #expect(
      await shell.perform("features").output == """
         * Dial  Dial.swift, line 3
             preview 1: DialView (Dial.swift:20)
             preview 2: Quiet (Dial.swift:24)
        """)
    let typed = await shell.perform("load Dial Dial.State(lvl: 2)")
    #expect(typed.failed)
    #expect(
      typed.output == """
        error: the state has no property 'lvl'; did you mean 'level'?
         --> input:1:22
        1 | load Dial Dial.State(lvl: 2)
          |                      ^
        """)
  }
}
