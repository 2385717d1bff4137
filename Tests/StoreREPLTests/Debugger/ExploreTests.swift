import ExampleFeatures
import StoreREPL
import Testing

/// `explore`: the shortest sequence that breaks an invariant, or what was covered.
@Suite struct ExploreTests {
  func run(_ commands: [String], feature: String) async -> String {
    await Shell.replay(
      Transcript(feature: feature, commands: commands, output: ""), features: catalog
    ).output
  }

  @Test func theSeedsMissingCancellationIsFoundAndTheSessionStaysWhereItWas() async {
    let output = await run(
      ["invariant count >= -1", "explore depth 4", "log", "goto 3", "state count"],
      feature: "EffectsBasicsAsWritten")
    #expect(
      output == """
        EffectsBasicsAsWritten loaded. Type 'help' for commands, Tab to complete.
        EffectsBasicsAsWritten 0.000s> invariant count >= -1
          invariant 1: count >= -1
        EffectsBasicsAsWritten 0.000s> explore depth 4
          found in 2 steps:
            send .decrementButtonTapped
            send .decrementButtonTapped
          invariant 1 broken: count >= -1
            count = -2
          (25 sequences tried)
          'goto 3' takes the session there; a new step drops it
        EffectsBasicsAsWritten 0.000s> log
          1  0.000s  invariant count >= -1
          (2 later steps undone; 'goto 3' comes back)
        EffectsBasicsAsWritten 0.000s> goto 3
          at step 3 of 3, 0.000s
        \u{2007} EffectsBasicsAsWritten.State(
        −   count: 0,
        +   count: -2,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          #1  (no id)  from step 2 .decrementButtonTapped at 0.000s  clock until 1.000s
              (in 1.000s)
          #2  (no id)  from step 3 .decrementButtonTapped at 0.000s  clock until 1.000s
              (in 1.000s)
        EffectsBasicsAsWritten 0.000s> state count
          count: -2

        """)
  }

  @Test func nothingFoundSaysWhatWasCoveredAndWhatWasTried() async {
    let output = await run(
      ["invariant count >= 0 || effects contains CancelID.delay", "explore depth 4"],
      feature: "EffectsBasics")
    #expect(
      output.hasSuffix(
        """
        EffectsBasics 0.000s> explore depth 4
          nothing found up to depth 4: 355 sequences tried, 85 states visited
          the actions tried: .numberFactResponse(.success("")),
            .numberFactResponse(.success("a")),
            .numberFactResponse(.failure("offline")), .decrementButtonTapped,
            .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped,
            and 'advance next'

        """), "\(output)")
  }

  /// A `Result` of a dependency's answer is tried with sample values of its success.
  @Test func aResultPayloadIsTriedWithSampleValues() async {
    let output = await run(["invariant numberFact == nil", "explore"], feature: "EffectsBasics")
    #expect(
      output.hasSuffix(
        """
        EffectsBasics 0.000s> explore
          found in 1 step:
            send .numberFactResponse(.success(""))
          invariant 1 broken: numberFact == nil
            numberFact = ""
          (1 sequence tried)
          'goto 2' takes the session there; a new step drops it

        """), "\(output)")
  }

  /// The actions typed in the session come first, with their payloads, and the search starts
  /// where the session is: with an effect in flight there, its deadline is a move.
  @Test func theSearchStartsWhereTheSessionIsWithItsEffectsInFlight() async {
    let output = await run(
      ["send .decrementButtonTapped", "invariant count >= -1", "explore depth 3"],
      feature: "EffectsBasicsAsWritten")
    #expect(
      output.hasSuffix(
        """
        EffectsBasicsAsWritten 0.000s> explore depth 3
          found in 1 step:
            send .decrementButtonTapped
          invariant 1 broken: count >= -1
            count = -2
          (1 sequence tried)
          'goto 3' takes the session there; a new step drops it

        """), "\(output)")
  }

  /// Actions that no screen could send in a state (a child's, while the child is absent) are
  /// not findings: the engine's report of them is not a bug of the feature.
  @Test func anActionForAnAbsentChildIsNoFinding() async {
    let output = await run(["explore depth 2"], feature: "SheetDemo")
    #expect(output.contains("  nothing found up to depth 2: "), "\(output)")
  }

  @Test func aTimeLimitStopsTheSearchAndSaysWhatItCovered() async {
    let output = await run(["explore depth 12 for 1ms"], feature: "Todos")
    #expect(output.contains(" (its 1ms ran out): nothing found; "), "\(output)")
    #expect(output.contains("  stopped at depth "), "\(output)")
  }

  @Test func malformedArgumentsAreRefusedWithWhereAndWhy() async {
    let output = await run(
      ["explore depth 13", "explore for", "explore depth 2 depth 3"], feature: "EffectsBasics")
    #expect(
      output.hasSuffix(
        """
        EffectsBasics 0.000s> explore depth 13
        error: expected a depth from 1 to 12, as in 'explore depth 4'
         --> input:1:15
        1 | explore depth 13
          |               ^
        EffectsBasics 0.000s> explore for
        error: expected how long to search, as in 'explore for 10s'
         --> input:1:9
        1 | explore for
          |         ^
        EffectsBasics 0.000s> explore depth 2 depth 3
        error: expected 'depth <n>', 'for <duration>', 'only <cases>', 'except <cases>'
          or nothing, as in 'explore depth 4 for 10s'
         --> input:1:17
        1 | explore depth 2 depth 3
          |                 ^

        """), "\(output)")
  }

  /// A session stopped at a breakpoint has actions held: the search would start from a moment
  /// no store is at. It is refused, as `send` is.
  @Test func aSessionStoppedAtABreakpointIsNotExplored() async {
    let output = await run(
      [
        "send .decrementButtonTapped", "break .decrementDelayResponse", "advance 2s", "explore",
      ], feature: "EffectsBasics")
    #expect(
      output.hasSuffix(
        """
        EffectsBasics 1.000s (stopped)> explore
        error: the session is stopped at a breakpoint; 'step' or 'continue' first, or
          'undo' to go back before the stop

        """), "\(output)")
  }

  /// The states kept are bounded: the search stops at the bound, says so, and has kept that
  /// many.
  @Test func theSearchStopsAtItsBoundOfStatesKept() async throws {
    let feature = try #require(catalog.first { $0.name == "EffectsBasics" })
    let measure = try #require(
      await feature.measureExplore(after: [], depth: 12, stateLimit: 50))
    #expect(measure.stopped == "it keeps 50 states at most")
    #expect(measure.states == 50)
    #expect(!measure.found)
  }
}

/// Which actions `explore` sends: by default those a user can send (a `ViewAction`'s `view`
/// cases), or those `only` names, or all but those `except` names.
@Suite struct ExploreActionsTests {
  @Test func byDefaultOnlyTheViewsActionsAreSent() async {
    let output = await pulseSession(["invariant level >= 0", "explore depth 3"])
    #expect(
      output.hasSuffix(
        """
        Pulse 0.000s> explore depth 3
          nothing found up to depth 3: 8 sequences tried, 4 states visited
          the actions tried: .view(.pulseTapped), .view(.resetTapped), and 'advance
            next'
          the actions no view sends were left out; 'explore only <case>' sends them

        """), "\(output)")
  }

  @Test func onlyAndExceptChooseTheActions() async {
    let output = await pulseSession([
      "invariant level >= 0", "explore depth 2 except view(.resetTapped)",
      "explore only .dipped, recovered depth 1",
    ])
    #expect(
      output.hasSuffix(
        """
        Pulse 0.000s> explore depth 2 except view(.resetTapped)
          nothing found up to depth 2: 3 sequences tried, 3 states visited
          the actions tried: .view(.pulseTapped), and 'advance next'
          the actions no view sends were left out; 'explore only <case>' sends them
        Pulse 0.000s> explore only .dipped, recovered depth 1
          found in 1 step:
            send .dipped
          invariant 1 broken: level >= 0
            level = -1
          (1 sequence tried)
          'goto 2' takes the session there; a new step drops it

        """), "\(output)")
  }

  @Test(arguments: [
    (
      "explore only dipd",
      """
      error: 'dipd' is not a case of Pulse.Action; did you mean 'dipped'?
       --> input:1:14
      1 | explore only dipd
        |              ^
      """
    ),
    (
      "explore except view(.reset)",
      """
      error: 'reset' is not a case of Pulse.Action.View; did you mean 'resetTapped'?
       --> input:1:22
      1 | explore except view(.reset)
        |                      ^
      """
    ),
    (
      "explore only dipped,",
      """
      error: expected the cases of the actions to send, separated by commas, as in
        'explore only incrementButtonTapped, decrementButtonTapped'; 'actions' lists
        them
       --> input:1:21
      1 | explore only dipped,
        |                     ^
      """
    ),
    (
      "explore only dipped except recovered",
      """
      error: expected 'only' or 'except' once: 'only' names every action to send,
        'except' those to leave out
       --> input:1:21
      1 | explore only dipped except recovered
        |                     ^
      """
    ),
  ])
  func unknownCasesAndMalformedListsAreRefused(line: String, expected: String) async {
    let output = await pulseSession([line])
    #expect(output.hasSuffix("Pulse 0.000s> \(line)\n\(expected)\n"), "\(output)")
  }

  @Test func completionOffersTheWordsThenTheActionsCases() async {
    let shell = Shell(features: [Pulse.feature], reader: ScriptedLineReader([]), write: { _ in })
    shell.load("Pulse")
    #expect(shell.completions(for: "explore ") == ["depth ", "for ", "only ", "except "])
    #expect(
      shell.completions(for: "explore depth 2 ")
        == ["depth 2 for ", "depth 2 only ", "depth 2 except "])
    #expect(shell.completions(for: "explore only d") == ["only dipped"])
    #expect(shell.completions(for: "explore only dipped, .r") == ["only dipped, .recovered"])
    #expect(shell.completions(for: "explore except view(.p") == ["except view(.pulseTapped)"])
  }
}
