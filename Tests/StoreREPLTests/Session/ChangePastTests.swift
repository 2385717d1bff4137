import ExampleFeatures
import StoreREPL
import Testing

/// `skip <step>` and `replace <step> <action>`: the session replayed with its past changed, the
/// first step that now does something else shown, and the change a step like any other.
@Suite struct ChangePastTests {
  func run(_ commands: [String]) async -> String {
    await Shell.replay(
      Transcript(feature: "EffectsBasics", commands: commands, output: ""), features: catalog
    ).output
  }

  /// What the session printed from the first command named `from` on.
  func output(from command: String, of commands: [String]) async -> String {
    let output = await run(commands)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.drop { !$0.hasSuffix("> " + command) }.joined(separator: "\n")
  }

  /// A step that does what it did to a state the change left otherwise (here, increment a
  /// count that is one less) does nothing else: no step is named, and the state now is shown.
  @Test func skippingAStepThatNoLaterStepDependsOnNamesNoneAndShowsTheStateNow() async {
    let output = await output(
      from: "skip 1",
      of: [
        "send .incrementButtonTapped", "send .incrementButtonTapped",
        "send .decrementButtonTapped", "skip 1", "log", "state count",
      ])
    #expect(
      output == """
        EffectsBasics 0.000s> skip 1
          skipped step 1 'send .incrementButtonTapped': the session is replayed without
            it
          no step after it does anything else
        \u{2007} EffectsBasics.State(
        −   count: 1,
        +   count: 0,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
        EffectsBasics 0.000s> log
          1  0.000s  send .incrementButtonTapped  (skipped by step 4)
          2  0.000s  sent      .incrementButtonTapped
          3  0.000s  sent      .decrementButtonTapped
          4  0.000s  skip 1
        EffectsBasics 0.000s> state count
          count: 0

        """)
  }

  /// A step that reduced the same actions but changed other parts of the state is the one
  /// shown: without the answer, the second request finds the first still in flight.
  @Test func aStepThatChangesOtherPartsOfTheStateIsShown() async {
    let output = await output(
      from: "skip 2",
      of: [
        "send .numberFactButtonTapped", "advance 1s", "send .numberFactButtonTapped", "skip 2",
      ])
    #expect(
      output == """
        EffectsBasics 1.000s> skip 2
          skipped step 2 'advance 1s': the session is replayed without it
          step 3 'send .numberFactButtonTapped' is the first that now does something
            else:
            it changed isNumberFactRequestInFlight, numberFact; now nothing

        """)
  }

  /// A step whose state ends the same but that reduced other actions is the one shown: without
  /// the decrement, the second's delay no longer feeds anything back.
  @Test func aStepThatReducesSomethingElseIsShownEvenWhenItsStateIsTheSame() async {
    let output = await output(
      from: "skip 1",
      of: ["send .decrementButtonTapped", "advance 1s", "send .incrementButtonTapped", "skip 1"])
    #expect(
      output == """
        EffectsBasics 1.000s> skip 1
          skipped step 1 'send .decrementButtonTapped': the session is replayed without
            it
          step 2 'advance 1s' is the first that now does something else:
            it reduced .decrementDelayResponse; now nothing

        """)
  }

  /// The first step that does something else is named even when an earlier step after the
  /// change does what it did: without the first increment, the second still increments, the
  /// request still starts, and only the answer, a second later, is another number's.
  @Test func theFirstStepThatDoesSomethingElseIsNamedPastOnesThatDoNot() async {
    let output = await output(
      from: "skip 1",
      of: [
        "send .incrementButtonTapped", "send .incrementButtonTapped",
        "send .numberFactButtonTapped", "advance 1s", "skip 1",
      ])
    #expect(
      output == """
        EffectsBasics 1.000s> skip 1
          skipped step 1 'send .incrementButtonTapped': the session is replayed without
            it
          step 4 'advance 1s' is the first that now does something else:
            it reduced .numberFactResponse(.success("2 is a good number.")); now
              .numberFactResponse(.success("1 is a good number."))
        \u{2007} EffectsBasics.State(
        −   count: 2,
        +   count: 1,
        \u{2007}   isNumberFactRequestInFlight: false,
        −   numberFact: "2 is a good number."
        +   numberFact: "1 is a good number."
        \u{2007} )

        """)
  }

  /// After a change, `log` lists what the timeline the session is on did: a skipped step
  /// reduced nothing, and an action fed back by an effect that no longer exists is not listed.
  @Test func logListsOnlyWhatTheChangedTimelineDid() async {
    let output = await output(
      from: "log",
      of: [
        "send .decrementButtonTapped", "advance 1s", "send .incrementButtonTapped", "skip 1",
        "log", "replace 3 .decrementButtonTapped", "advance 1s", "log",
      ])
    #expect(
      output == """
        EffectsBasics 1.000s> log
          1  0.000s  send .decrementButtonTapped  (skipped by step 4)
          2  1.000s  advance 1s
          3  1.000s  sent      .incrementButtonTapped
          4  1.000s  skip 1
        EffectsBasics 1.000s> replace 3 .decrementButtonTapped
          replaced step 3 'send .incrementButtonTapped' with 'send
            .decrementButtonTapped': the session is replayed with it
          no step after it does anything else
        \u{2007} EffectsBasics.State(
        −   count: 1,
        +   count: -1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
        EffectsBasics 1.000s> advance 1s
          2.000s  received .decrementDelayResponse from #1
        \u{2007} EffectsBasics.State(
        −   count: -1,
        +   count: 0,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          finished #1
        EffectsBasics 2.000s> log
          1  0.000s  send .decrementButtonTapped  (skipped by step 4)
          2  1.000s  advance 1s
          3  1.000s  sent      .decrementButtonTapped  (replaced by step 5, was 'send
             .incrementButtonTapped')
          4  1.000s  skip 1
          5  1.000s  replace 3 .decrementButtonTapped
          6  2.000s  received  .decrementDelayResponse  from #1  (advance 1s)

        """)
  }

  /// `skip` of a skipped step puts it back; `replace` sends another action; `undo` takes a
  /// change back and `goto` makes it again, as with any step.
  @Test func changesAreStepsThatUndoRedoAndPutBack() async {
    let output = await run([
      "send .incrementButtonTapped", "send .incrementButtonTapped",
      "send .decrementButtonTapped", "replace 3 .incrementButtonTapped", "state count",
      "skip 2", "state count", "skip 2", "state count", "undo", "state count", "goto 6",
      "state count", "log",
    ])
    let counts = output.split(separator: "\n").filter { $0.hasPrefix("  count: ") }
    #expect(counts == ["  count: 3", "  count: 2", "  count: 3", "  count: 2", "  count: 3"])
    #expect(
      output.hasSuffix(
        """
        EffectsBasics 0.000s> log
          1  0.000s  sent      .incrementButtonTapped
          2  0.000s  sent      .incrementButtonTapped
          3  0.000s  sent      .incrementButtonTapped  (replaced by step 4, was 'send
             .decrementButtonTapped')
          4  0.000s  replace 3 .incrementButtonTapped
          5  0.000s  skip 2
          6  0.000s  skip 2

        """), "\(output)")
  }

  /// A replaced step that is skipped, then put back, sends its new action again.
  @Test func aReplacedStepSkippedAndPutBackKeepsItsNewAction() async {
    let output = await run([
      "send .incrementButtonTapped", "replace 1 .decrementButtonTapped", "skip 1", "log",
      "skip 1", "log", "state count",
    ])
    #expect(
      output.contains(
        """
          1  0.000s  send .decrementButtonTapped  (skipped by step 3)
          2  0.000s  replace 1 .decrementButtonTapped
          3  0.000s  skip 1
        """), "\(output)")
    #expect(
      output.contains(
        """
        EffectsBasics 0.000s> skip 1
          put step 1 'send .decrementButtonTapped' back: the session is replayed with it
        """), "\(output)")
    #expect(
      output.hasSuffix(
        """
          1  0.000s  sent      .decrementButtonTapped  (replaced by step 2, was 'send
             .incrementButtonTapped')
          2  0.000s  replace 1 .decrementButtonTapped
          3  0.000s  skip 1
          4  0.000s  skip 1
        EffectsBasics 0.000s> state count
          count: -1

        """), "\(output)")
  }

  @Test(arguments: [
    (
      "skip 0",
      """
      error: expected a step number from 'log', as in 'skip 2'
       --> input:1:6
      1 | skip 0
        |      ^
      """
    ),
    (
      "skip 3",
      """
      error: expected a step before this one, from 1 to 2 ('log' lists them)
       --> input:1:6
      1 | skip 3
        |      ^
      """
    ),
    (
      "replace 2 .incrementButtonTapped",
      """
      error: step 2 is 'advance 1s', which sends no action of its own; 'replace' takes
        a 'send' step
       --> input:1:9
      1 | replace 2 .incrementButtonTapped
        |         ^
      """
    ),
    (
      "replace 1",
      """
      error: expected the action to send instead, as in 'replace 2
        .incrementButtonTapped'
       --> input:1:10
      1 | replace 1
        |          ^
      """
    ),
    (
      "replace 1 .bogus",
      """
      error: 'bogus' is not a case of EffectsBasics.Action; its cases:
        .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped,
        .numberFactButtonTapped, .numberFactResponse
       --> input:1:12
      1 | replace 1 .bogus
        |            ^
      """
    ),
  ])
  func aChangeThatCannotBeMadeIsAnErrorAndChangesNothing(line: String, expected: String) async {
    let output = await output(
      from: line, of: ["send .decrementButtonTapped", "advance 1s", line, "log"])
    #expect(
      output == """
        EffectsBasics 1.000s> \(line)
        \(expected)
        EffectsBasics 1.000s> log
          1  0.000s  sent      .decrementButtonTapped
          2  1.000s  received  .decrementDelayResponse  from #1  (advance 1s)

        """)
  }

  /// Tab offers the steps a change can take (`replace`: `send` steps only, never a change), then
  /// the action's cases.
  @Test func completionOffersStepsThenCases() async {
    let shell = Shell(features: catalog, reader: ScriptedLineReader([]), write: { _ in })
    shell.load("EffectsBasics")
    for command in ["send .incrementButtonTapped", "advance 1s", "skip 1"] {
      _ = await shell.perform(command)
    }
    #expect(shell.completions(for: "skip ") == ["1", "2"])
    #expect(shell.completions(for: "replace ") == ["1"])
    #expect(shell.completions(for: "replace 1 .inc") == ["1 .incrementButtonTapped"])
    #expect(shell.completions(for: "skip 1 .inc") == [])
  }

  /// An exported test makes the past as the change replayed it.
  @Test func anExportedTestMakesThePastAsChanged() async {
    let output = await output(
      from: "export test",
      of: ["send .incrementButtonTapped", "send .decrementButtonTapped", "skip 1", "export test"])
    #expect(
      output.hasSuffix(
        """
            } withDependencies: {
              $0.continuousClock = clock
              $0.factClient = .sleepingThenAnswering
            }

            await store.send(.decrementButtonTapped) {
              $0.count = -1
            }

            await store.skipInFlightEffects()
          }


        """), "\(output)")
  }
}
