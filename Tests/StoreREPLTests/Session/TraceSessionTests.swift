import ExampleFeatures
import Testing

@testable import StoreREPL

/// `trace`: how a step's actions went through the feature's composition.
@Suite struct TraceSessionTests {
  /// What the last of `commands` printed, on a fresh shell of `feature`.
  func lastOutput(_ commands: [String], feature: String) async -> String {
    let (output, _) = await transcript(commands, feature: feature)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let prompt = "\(feature) "
    guard let last = lines.lastIndex(where: { $0.hasPrefix(prompt) && $0.contains("s> ") }) else {
      return output
    }
    return lines[(last + 1)...].joined(separator: "\n")
  }

  @Test func aReceivedActionThroughTheParentAndTheChild() async {
    let output = await lastOutput(
      ["send .splash(.fetchCurrentWeather)", "advance 1s", "trace"], feature: "Root")
    #expect(
      output == """
          trace of step 2, advance 1s
          1.000s  received .splash(.responseCurrentWeather(Weather(city: "Seoul",
                  temperature: 21.5, condition: "Sunny"))) from #1,
                  which .splash(.fetchCurrentWeather) started in step 1
          Root
          ├─ Scope(\\.splash) → Splash
          │  └─ Reduce (Splash.swift:40)
          │        isSplashCompleted: false → true
          │        returned none
          ├─ ifLet(\\.main) → Main (Root.swift:57) · not its action
          └─ Reduce (Root.swift:46)
                isSplashActive: true → false
                main: nil → Main.State(…)
                returned none

        """)
  }

  @Test func aSentActionsEffectIsWhereTheChildReturnedIt() async {
    let output = await lastOutput(
      ["send .splash(.fetchCurrentWeather)", "advance 1s", "trace 1"], feature: "Root")
    #expect(
      output == """
          trace of step 1
          0.000s  sent .splash(.fetchCurrentWeather)
          Root
          ├─ Scope(\\.splash) → Splash
          │  └─ Reduce (Splash.swift:40) · no change
          │        returned .run (Splash.swift:43)
          ├─ ifLet(\\.main) → Main (Root.swift:57) · not its action
          └─ Reduce (Root.swift:46) · no change, returned none

        """)
  }

  @Test func anElementOfAForEachByItsID() async {
    let output = await lastOutput(
      [
        "send .addTodoButtonTapped",
        "send .todos(.element(id: UUID(0), action: .checkBoxToggled))", "trace",
      ], feature: "Todos")
    #expect(
      output == """
          trace of step 2
          0.000s  sent .todos(.element(id: UUID(0), action: .checkBoxToggled))
          Todos
          ├─ forEach(\\.todos)[id: UUID(0)] → Todo (Todos.swift:140)
          │  └─ Reduce (Todo.swift:41)
          │        isComplete: false → true
          │        returned none
          ├─ ifLet(\\.$alert) (Todos.swift:139) · not its action
          └─ Reduce (Todos.swift:98) · no change
                returned .run (Todos.swift:129).cancellable(id: CancelID.todoCompletion,
                  cancelInFlight: true)

        """)
  }

  @Test func aBindingReducerInAPresentedDestination() async {
    let output = await lastOutput(
      [
        "send .addSyncUpButtonTapped",
        "send .destination(.presented(.add(.binding(.set(\\.syncUp.title, \"Daily\")))))",
        "trace",
      ], feature: "SyncUpsList")
    #expect(
      output == """
          trace of step 2
          0.000s  sent .destination(.presented(.add(.binding(.set(\\.syncUp.title,
                  "Daily")))))
          SyncUpsList
          ├─ ifLet(\\.$destination) (SyncUpsList.swift:96)
          │  └─ Scope(.add) → SyncUpForm
          │     ├─ BindingReducer
          │     │     syncUp.title: "" → "Daily"
          │     │     returned none
          │     └─ Reduce (SyncUpForm.swift:57) · no change, returned none
          └─ Reduce (SyncUpsList.swift:61) · no change, returned none

        """)
  }

  @Test func tracingAPastStepLeavesTheSessionWhereItWas() async {
    let steps = ["send .decrementButtonTapped", "advance 500ms", "send .decrementButtonTapped"]
    let after = ["state", "effects", "log", "undo", "advance all"]
    let (plain, _) = await transcript(steps + after)
    let (traced, _) = await transcript(steps + ["trace 1", "trace 3"] + after)
    #expect(withoutCommands(["trace 1", "trace 3"], from: traced) == plain)
    #expect(traced.contains("  trace of step 1\n  0.000s  sent .decrementButtonTapped\n"))
  }

  @Test func traceOnTracesEveryStepUntilTraceOff() async {
    let (output, _) = await transcript([
      "trace on", "send .decrementButtonTapped", "advance 1s", "trace off",
      "send .decrementButtonTapped",
    ])
    #expect(
      output == """
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
        EffectsBasics 0.000s> trace on
          tracing every step: each step's output ends with how its actions went through
            the reducers; 'trace off' stops
        EffectsBasics 0.000s> send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
          trace of step 1
          0.000s  sent .decrementButtonTapped
          EffectsBasics
          └─ Reduce (EffectsBasics.swift:55)
                count: 0 → -1
                returned .run (EffectsBasics.swift:63).cancellable(id: CancelID.delay)
        EffectsBasics 0.000s> advance 1s
          1.000s  received .decrementDelayResponse from #1
          EffectsBasics.State(
        −   count: -1,
        +   count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          finished #1
          trace of step 2, advance 1s
          1.000s  received .decrementDelayResponse from #1,
                  which .decrementButtonTapped started in step 1
          EffectsBasics
          └─ Reduce (EffectsBasics.swift:55)
                count: -1 → 0
                returned none
        EffectsBasics 1.000s> trace off
          tracing is off; 'trace' shows the last step's, 'trace <step>' any step's
        EffectsBasics 1.000s> send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          started #2 [CancelID.delay]: sleeping on the clock until 2.000s

        """)
  }

  @Test(arguments: [
    (
      ["trace"],
      "error: no step to trace yet: 'send' an action first"
    ),
    (
      ["trace x"],
      """
      error: expected a step number from 'log', 'on' or 'off', as in 'trace 2'
       --> input:1:7
      1 | trace x
        |       ^
      """
    ),
    (
      ["send .incrementButtonTapped", "trace 3"],
      """
      error: there is no step 3: the last is 1
       --> input:1:7
      1 | trace 3
        |       ^
      """
    ),
  ])
  func whatCannotBeTraced(commands: [String], error: String) async {
    #expect(await lastOutput(commands, feature: "EffectsBasics") == error + "\n")
  }

  @Test func aStepThatReducedNoActionHasNothingToTrace() async {
    let output = await lastOutput(
      ["exhaustive on", "send .decrementButtonTapped", "advance 1s", "receive", "trace"],
      feature: "EffectsBasics")
    #expect(
      output == """
          trace of step 4, receive
          it reduced no action: there is nothing to trace ('receive' asserts an action
            an earlier step reduced)

        """)
  }

  @Test func traceCompletesOnAndOff() async {
    let shell = Shell(features: catalog, reader: ScriptedLineReader([]), write: { _ in })
    shell.load("EffectsBasics")
    #expect(shell.completions(for: "trace o") == ["on", "off"])
    #expect(shell.completions(for: "trace of") == ["off"])
  }

  /// `output` without the commands `commands` and what they printed.
  private func withoutCommands(_ commands: [String], from output: String) -> String {
    var kept: [Substring] = []
    var skipping = false
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if let prompt = line.range(of: "s> ") {
        skipping = commands.contains(String(line[prompt.upperBound...]))
      }
      if !skipping { kept.append(line) }
    }
    return kept.joined(separator: "\n")
  }
}
