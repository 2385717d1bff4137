import Testing

@testable import StoreREPL

@Suite struct WatchAndExpectTests {
  @Test func watchesPrintALineAfterEveryStep() async {
    let text = await debugSession([
      "watch count", "watch numberFact", "watches", "send .decrementButtonTapped",
      "advance 1s", "unwatch 1", "send .numberFactButtonTapped", "unwatch 3", "watch nope",
      "watch", "undo", "watches",
    ])
    #expect(
      text == """
        > watch count
          watch 1: count = 0
        > watch numberFact
          watch 2: numberFact = nil
        > watches
          1  count
          2  numberFact
        > send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
          watch 1: count = -1
          watch 2: numberFact = nil
        > advance 1s
          1.000s  received .decrementDelayResponse from #1
          EffectsBasics.State(
        −   count: -1,
        +   count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          finished #1
          watch 1: count = 0
          watch 2: numberFact = nil
        > unwatch 1
          removed watch 1
        > send .numberFactButtonTapped
          EffectsBasics.State(
            count: 0,
        −   isNumberFactRequestInFlight: false,
        +   isNumberFactRequestInFlight: true,
            numberFact: nil
          )
          started #2: sleeping on the clock until 2.000s
          watch 2: numberFact = nil
        > unwatch 3  [failed]
        error: there is no watch 3; 'watches' lists them
         --> input:1:9
        1 | unwatch 3
          |         ^
        > watch nope  [failed]
        error: the state has no property 'nope'
         --> input:1:7
        1 | watch nope
          |       ^
        > watch  [failed]
        error: expected a state path to watch, as in 'watch count'; 'watches' lists them
         --> input:1:6
        1 | watch
          |      ^
        > undo
          at step 5 of 6, 1.000s; 'goto 6' comes back, a new step drops the 1 after this one
          EffectsBasics.State(
            count: 0,
        −   isNumberFactRequestInFlight: true,
        +   isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          watch 2: numberFact = nil
        > watches
          2  numberFact
        """)
  }

  @Test func expectTakesAConditionAndKeepsItsPlainForm() async {
    let text = await debugSession([
      "send .decrementButtonTapped", "expect count == -1", "expect count < 0 && numberFact == nil",
      "expect count > 0 && numberFact == nil", "expect effects contains delay",
      "expect !effects.isEmpty && effects.count == 1", "expect (count == -1",
    ])
    #expect(
      text == """
        > send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
        > expect count == -1
          count == -1
        > expect count < 0 && numberFact == nil
          count < 0 && numberFact == nil
        > expect count > 0 && numberFact == nil  [failed]
          Expectation failed: count > 0 && numberFact == nil
            count = -1
            numberFact = nil
        > expect effects contains delay
          effects contains delay
        > expect !effects.isEmpty && effects.count == 1
          !effects.isEmpty && effects.count == 1
        > expect (count == -1  [failed]
        error: expected ')' to close the '(' at column 8
         --> input:1:20
        1 | expect (count == -1
          |                    ^
        """)
  }
}

@Suite struct DebuggerSendTests {
  @Test func anActionASendEffectFeedsBackStopsTheSendBeforeIt() async {
    let text = await debugSession(
      [
        "break .sharedComputation", "watch count", "send .buttonTapped", "state count",
        "send .toggleChanged", "step", "send .toggleChanged", "continue", "undo", "log",
      ], feature: "SharedLogicWithActions")
    #expect(
      text == """
        > break .sharedComputation
          breakpoint 1: .sharedComputation
        > watch count
          watch 1: count = 0
        > send .buttonTapped
          SharedLogicState(
        −   count: 0,
        +   count: 1,
            isEnabled: false,
            description: "",
            summary: ""
          )
          stopped at 0.000s before .sharedComputation (breakpoint 1); 'step' or 'continue' reduces it
          watch 1: count = 1
        > state count
          count: 1
        > send .toggleChanged  [failed]
        error: the session is stopped at a breakpoint; 'step' or 'continue' first, or 'undo' to go back before the stop
        > step
          0.000s  received .sharedComputation from a .send effect
          SharedLogicState(
            count: 1,
            isEnabled: false,
            description: "",
        −   summary: ""
        +   summary: "count 1, off, 0 characters"
          )
          the stop is over
          watch 1: count = 1
        > send .toggleChanged
          SharedLogicState(
            count: 1,
        −   isEnabled: false,
        +   isEnabled: true,
            description: "",
            summary: "count 1, off, 0 characters"
          )
          stopped at 0.000s before .sharedComputation (breakpoint 1); 'step' or 'continue' reduces it
          watch 1: count = 1
        > continue
          0.000s  received .sharedComputation from a .send effect
          SharedLogicState(
            count: 1,
            isEnabled: true,
            description: "",
        −   summary: "count 1, off, 0 characters"
        +   summary: "count 1, on, 0 characters"
          )
          watch 1: count = 1
        > undo
          at step 5 of 6, 0.000s; 'goto 6' comes back, a new step drops the 1 after this one
          SharedLogicState(
            count: 1,
            isEnabled: true,
            description: "",
        −   summary: "count 1, on, 0 characters"
        +   summary: "count 1, off, 0 characters"
          )
          stopped at 0.000s before .sharedComputation (breakpoint 1); 'step' or 'continue' reduces it
          watch 1: count = 1
        > log
          1  0.000s  break .sharedComputation
          2  0.000s  watch count
          3  0.000s  sent      .buttonTapped
          4  0.000s  received  .sharedComputation  from a .send effect  (step)
          5  0.000s  sent      .toggleChanged
          (1 later step undone; 'goto 6' comes back)
        """)
  }

  @Test func aConditionMadeTrueBeforeAnActionFedBackStopsBeforeIt() async {
    let text = await debugSession(
      ["break if count == 1", "send .buttonTapped", "effects", "continue"],
      feature: "SharedLogicWithActions")
    #expect(
      text == """
        > break if count == 1
          breakpoint 1: if count == 1
        > send .buttonTapped
          SharedLogicState(
        −   count: 0,
        +   count: 1,
            isEnabled: false,
            description: "",
            summary: ""
          )
          stopped at 0.000s: count == 1 holds (breakpoint 1), before .sharedComputation; 'step' or 'continue' reduces it
        > effects
          no effects in flight
          waiting to be reduced: .sharedComputation
        > continue
          0.000s  received .sharedComputation from a .send effect
          SharedLogicState(
            count: 1,
            isEnabled: false,
            description: "",
        −   summary: ""
        +   summary: "count 1, off, 0 characters"
          )
        """)
  }

  @Test(arguments: [
    (
      "delete x",
      "error: expected the number of a breakpoint, as in 'delete 1'; 'breakpoints' lists them\n --> input:1:8\n1 | delete x\n  |        ^"
    ),
    (
      "disable",
      "error: expected the number of a breakpoint, as in 'disable 1'; 'breakpoints' lists them\n --> input:1:8\n1 | disable\n  |        ^"
    ),
    (
      "enable 0",
      "error: expected the number of a breakpoint, as in 'enable 1'; 'breakpoints' lists them\n --> input:1:8\n1 | enable 0\n  |        ^"
    ),
    (
      "unwatch two",
      "error: expected the number of a watch, as in 'unwatch 1'; 'watches' lists them\n --> input:1:9\n1 | unwatch two\n  |         ^"
    ),
    ("step 2", "error: this command takes no arguments\n --> input:1:6\n1 | step 2\n  |      ^"),
    (
      "continue now",
      "error: this command takes no arguments\n --> input:1:10\n1 | continue now\n  |          ^"
    ),
    (
      "breakpoints all",
      "error: this command takes no arguments\n --> input:1:13\n1 | breakpoints all\n  |             ^"
    ),
    (
      "break if count =",
      "error: expected '==' to compare; '=' assigns\n --> input:1:16\n1 | break if count =\n  |                ^"
    ),
    (
      "break \\.numberFactResponse.success.count",
      "error: 'success' holds a String, which has no cases: the case path ends at '.success'\n --> input:1:36\n1 | break \\.numberFactResponse.success.count\n  |                                    ^"
    ),
    (
      "invariant",
      "error: expected a condition every step must keep, as in 'invariant count >= 0'; 'invariants' lists them\n --> input:1:10\n1 | invariant\n  |          ^"
    ),
    (
      "invariant count >",
      "error: expected a value after '>'\n --> input:1:18\n1 | invariant count >\n  |                  ^"
    ),
    (
      "delete invariant 3",
      "error: there is no invariant 3; 'invariant <condition>' adds one\n --> input:1:18\n1 | delete invariant 3\n  |                  ^"
    ),
    (
      "delete invariant x",
      "error: expected the number of an invariant, as in 'delete invariant 1'; 'invariants' lists them\n --> input:1:18\n1 | delete invariant x\n  |                  ^"
    ),
    (
      "break .numberFactResponse(.sucess)",
      "error: 'sucess' is not a case of Result<String, any Error>; did you mean 'success'?\n --> input:1:28\n1 | break .numberFactResponse(.sucess)\n  |                            ^"
    ),
  ])
  func malformedDebuggerCommandsChangeNothing(line: String, expected: String) async {
    let shell = loadedShell("EffectsBasics")
    #expect(await shell.outcome(line) == .failure(expected))
    #expect(await shell.perform("log").output == "  no steps yet")
  }
}

@Suite struct DebuggerCompletionTests {
  @Test func breakWatchAndNumbersComplete() async {
    let shell = loadedShell("Root")
    #expect(shell.completions(for: "break ") == ["if ", "effect ", "invariant ", "."])
    #expect(
      shell.completions(for: "break .splash(.resp") == [
        ".splash(.responseCurrentWeather", ".splash(.responseFetchError",
      ])
    _ = await shell.perform("break .splash(.responseFetchError")
    #expect(shell.completions(for: "break if splash.isSplashC") == ["if splash.isSplashCompleted"])
    #expect(
      shell.completions(for: "break if isSplashActive && splash.isSplashC")
        == ["if isSplashActive && splash.isSplashCompleted"])
    #expect(shell.completions(for: "break effect f") == ["effect finish"])
    #expect(shell.completions(for: "watch spl") == ["splash"])
    #expect(shell.completions(for: "expect isSplashA") == ["isSplashActive"])
    #expect(
      shell.completions(for: "expect main == nil && splash.isSplashE")
        == ["main == nil && splash.isSplashErrored"])
    _ = await shell.perform("break if isSplashActive")
    _ = await shell.perform("disable 2")
    #expect(shell.completions(for: "breakpoints") == ["breakpoints"])
    #expect(
      await shell.perform("breakpoints").output == """
          1  enabled   .splash(.responseFetchError
          2  disabled  if isSplashActive
        """)
    #expect(shell.completions(for: "delete ") == ["1", "2"])
    #expect(shell.completions(for: "disable ") == ["1"])
    #expect(shell.completions(for: "enable ") == ["2"])
    #expect(shell.completions(for: "unwatch ") == [])
    #expect(shell.completions(for: "brea") == ["break", "breakpoints"])
  }
}

/// A session stopped at breakpoints, exported: the committed test in `Tests/ExampleFeaturesTests/`
/// compiles and passes, receiving what `step` and `continue` reduced where the session stopped.
@Suite struct StoppedSessionExportTests {
  @Test func anExportedTestReceivesWhatStepAndContinueReduced() async throws {
    try await ExportTests.expectExport(
      of: "EffectsBasics",
      [
        "send .decrementButtonTapped", "break .decrementDelayResponse", "watch count",
        "advance 1.5s", "step", "continue", "send .numberFactButtonTapped",
        "break \\.numberFactResponse", "advance 2s", "continue",
      ],
      toBe: "ExportedStoppedSession.swift", named: "exportedStoppedSession")
  }
}

@Suite struct DebuggerHelpTests {
  @Test func helpShowsBreakAndWatchWithTheLoadedFeaturesCasesAndState() async {
    let shell = loadedShell("Root")
    #expect(
      await shell.outcome("help break")
        == .ok(
          """
            break <case path> | if <condition> | effect start|finish|cancel [<id>] | invariant [<n>]
              stops before an action of a case is reduced, after a condition becomes true or an invariant breaks, or at an effect's start, finish or cancellation; an 'advance' stops at that instant
            Examples on Root:
              break .splash
              break .main(.unitToggled)
              break if splash.isSplashCompleted == false
              break if effects.isEmpty
              break effect start
          """))
    #expect(
      await shell.outcome("help watch")
        == .ok(
          """
            watch <path>
              prints a part of the state after every step, one line each
            Examples on Root:
              watch splash
              watch splash.isSplashCompleted
          """))
  }
}
