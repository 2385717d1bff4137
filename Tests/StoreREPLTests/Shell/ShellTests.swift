import ExampleFeatures
import Testing

@testable import StoreREPL

/// Runs commands on a fresh EffectsBasics shell and returns everything it printed.
func transcript(
  _ commands: [String], feature: String = "EffectsBasics"
) async -> (
  output: String, status: Int32
) {
  await Shell.replay(
    Transcript(feature: feature, commands: commands, output: ""), features: catalog)
}

/// The output of the last command only.
func lastOutput(_ commands: [String]) async -> String {
  let (output, _) = await transcript(commands)
  let marker = "EffectsBasics "
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
  guard let last = lines.lastIndex(where: { $0.hasPrefix(marker) && $0.contains("s> ") }) else {
    return output
  }
  return lines[(last + 1)...].joined(separator: "\n")
}

@Suite struct ShellTests {
  @Test(arguments: [
    (
      "sned",
      """
      error: unknown command 'sned'; did you mean 'send'?
       --> input:1:1
      1 | sned
        | ^
      """
    ),
    (
      "s .x",
      """
      error: 's' could be 'send', 'state', 'set', 'skip', 'save', 'scenario', 'step',
        'screen'
       --> input:1:1
      1 | s .x
        | ^
      """
    ),
    (
      "send",
      """
      error: expected an action after 'send', such as '.decrementButtonTapped'
       --> input:1:5
      1 | send
        |     ^
      """
    ),
    (
      "send .decrement",
      """
      error: 'decrement' is not a case of EffectsBasics.Action; did you mean
        'decrementButtonTapped'?
       --> input:1:7
      1 | send .decrement
        |       ^
      """
    ),
    (
      "send .numberFactResponse(.success(3))",
      """
      error: expected a String for the payload of 'success', found 3
       --> input:1:35
      1 | send .numberFactResponse(.success(3))
        |                                   ^
      """
    ),
    (
      "send .decrementButtonTapped { count = }",
      """
      error: expected a value, found '}'
       --> input:1:39
      1 | send .decrementButtonTapped { count = }
        |                                       ^
      """
    ),
    (
      "send .decrementButtonTapped { cont = -1 }",
      """
      error: the state has no property 'cont'; did you mean 'count'?
       --> input:1:31
      1 | send .decrementButtonTapped { cont = -1 }
        |                               ^
      """
    ),
    (
      "send .decrementButtonTapped { count = \"x\" }",
      """
      error: expected an Int for 'count' of EffectsBasics.State, found "x"
       --> input:1:39
      1 | send .decrementButtonTapped { count = "x" }
        |                                       ^
      """
    ),
    (
      "advance soon",
      """
      error: 'soon' is not a duration; write '1s', '250ms', '1.5s', '2m' or '1m30s',
        'next' or 'all'
       --> input:1:9
      1 | advance soon
        |         ^
      """
    ),
    (
      "cancel delay",
      """
      error: no effect in flight has the cancellation id 'delay'; no effects are in
        flight
       --> input:1:8
      1 | cancel delay
        |        ^
      """
    ),
    (
      "state numberFact.count",
      """
      error: 'numberFact' is nil
       --> input:1:18
      1 | state numberFact.count
        |                  ^
      """
    ),
    (
      "scenario slow",
      """
      error: EffectsBasics has no scenario 'slow'; scenarios: default, failure,
        instant
       --> input:1:10
      1 | scenario slow
        |          ^
      """
    ),
    (
      "effects now",
      """
      error: this command takes no arguments
       --> input:1:9
      1 | effects now
        |         ^
      """
    ),
  ])
  func badInputGetsAPreciseError(line: String, expected: String) async {
    #expect(await lastOutput([line]) == expected + "\n")
  }

  @Test func writesFilesResolvesTheCommandWordAsTheShellDoes() {
    let writing = [
      "save a.txt", "SAVE a.txt", "Sa a.txt", "  expo test a.swift", "\tEXPORT test", "export",
    ]
    let notWriting = [
      "state", "s a.txt", "# save a.txt", "", "savex a.txt", "send .save",
      "exp test a.swift",
    ]
    #expect(writing.filter { !Shell.writesFiles($0) } == [])
    #expect(notWriting.filter(Shell.writesFiles) == [])
  }

  @Test func badInputChangesNothing() async {
    let setUp = ["send .decrementButtonTapped", "advance 250ms"]
    let probe = ["state", "effects", "log"]
    let (clean, _) = await transcript(setUp + probe)
    let bad = [
      "sned .x", "send .decrement", "send .decrementButtonTapped {", "advance 1q", "cancel nothing",
      "cancel #9", "state cont", "scenario nope", "send .decrementButtonTapped { count = \"x\" }",
      "load Nope",
    ]
    let (dirty, status) = await transcript(setUp + bad + probe)
    #expect(status == 1)
    func probeOutput(_ output: String) -> String {
      String(output[output.range(of: "0.250s> state\n")!.lowerBound...])
    }
    #expect(probeOutput(dirty) == probeOutput(clean))
  }

  @Test func aFailedAssertionMakesThePipedRunFail() async {
    let (output, status) = await transcript(["send .incrementButtonTapped { count = 2 }"])
    #expect(status == 1)
    #expect(
      output == """
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
        EffectsBasics 0.000s> send .incrementButtonTapped { count = 2 }
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          cancel CancelID.delay: no effect in flight under that id
          A state change does not match expectation.

              \u{2007} EffectsBasics.State(
              −   count: 2,
              +   count: 1,
              \u{2007}   isNumberFactRequestInFlight: false,
              \u{2007}   numberFact: nil
              \u{2007} )

          (Expected: −, Actual: +)

        """)
  }

  @Test func anAssertionThatHoldsPassesQuietly() async {
    let (_, status) = await transcript([
      "send .decrementButtonTapped { count = -1; numberFact = nil }",
      "advance 1s", "send .incrementButtonTapped { $0.count = 1 }",
    ])
    #expect(status == 0)
  }

  @Test func completionsCoverCommandsActionsPathsAndIDs() async {
    let shell = Shell(features: catalog, reader: ScriptedLineReader([]), write: { _ in })
    shell.load("Root")
    #expect(shell.completions(for: "se") == ["send", "set"])
    #expect(shell.completions(for: "set spl") == ["splash"])
    #expect(shell.completions(for: "set splash.isSplashC") == ["splash.isSplashCompleted"])
    #expect(shell.completions(for: "set splash.isSplashCompleted = t") == [])
    #expect(shell.completions(for: "send .splash(.fe") == [".splash(.fetchCurrentWeather)"])
    #expect(shell.completions(for: "state spl") == ["splash"])
    #expect(shell.completions(for: "state splash.isSplashC") == ["splash.isSplashCompleted"])
    #expect(
      shell.completions(for: "load Eff") == [
        "EffectsBasics", "EffectsBasicsAsWritten", "EffectsCancellation", "EffectsComposition",
      ])
    #expect(shell.completions(for: "scenario f") == ["failure"])
  }
}

@Suite struct StrictSendTests {
  @Test func aSendWhileActionsWaitForReceiveIsRefusedWithOneReportAndChangesNothing() async {
    let shell = loadedShell("EffectsBasics")
    for command in [
      "exhaustive on", "send .numberFactButtonTapped { isNumberFactRequestInFlight = true }",
      "advance 1s",
    ] {
      _ = await shell.perform(command)
    }
    let before = await snapshot(shell)
    #expect(
      await shell.outcome("send .incrementButtonTapped { count = 1 }")
        == .failure(
          """
          error: must handle 1 received action before sending an action: .numberFactResponse(.success("0 is a good number.")); type 'receive' to assert it, or 'exhaustive off' to accept it
          """))
    #expect(await snapshot(shell) == before)
    #expect(
      await shell.outcome(
        "receive { isNumberFactRequestInFlight = false; numberFact = \"0 is a good number.\" }")
        == .ok("  received .numberFactResponse(.success(\"0 is a good number.\"))")
    )
  }

  @Test func severalWaitingActionsAreNamedUpToThree() async {
    let shell = loadedShell("Timers")
    for command in [
      "exhaustive on", "send .toggleTimerButtonTapped { isTimerActive = true }", "advance 5s",
    ] {
      _ = await shell.perform(command)
    }
    #expect(
      await shell.outcome("send .toggleTimerButtonTapped")
        == .failure(
          """
          error: must handle 5 received actions before sending an action: .timerTicked, .timerTicked, .timerTicked and 2 more; type 'receive' to assert each, or 'exhaustive off' to accept them
          """))
  }
}

@Suite struct MessagesThatSayWhatToTypeTests {
  @Test func cancellingAnEffectThatEndedSaysWhenAndAtWhichStep() async {
    let shell = loadedShell("EffectsBasics")
    for command in ["send .decrementButtonTapped", "advance 2s", "send .decrementButtonTapped"] {
      _ = await shell.perform(command)
    }
    #expect(
      await shell.outcome("cancel #1")
        == .failure(
          """
          error: #1 finished at 1.000s (step 2); in flight: #2
           --> input:1:8
          1 | cancel #1
            |        ^
          """))
    _ = await shell.perform("cancel #2")
    #expect(
      await shell.outcome("cancel #2")
        == .failure(
          """
          error: #2 was cancelled at 2.000s (step 4); no effects are in flight
           --> input:1:8
          1 | cancel #2
            |        ^
          """))
    #expect(
      await shell.outcome("cancel #3")
        == .failure(
          """
          error: no effect #3 is in flight; no effects are in flight
           --> input:1:8
          1 | cancel #3
            |        ^
          """))
  }

  @Test func anUnknownCaseToReceiveListsTheCases() async {
    let shell = loadedShell("EffectsBasics")
    _ = await shell.perform("exhaustive on")
    #expect(
      await shell.outcome("receive .foo")
        == .failure(
          """
          error: 'foo' is not a case of EffectsBasics.Action\(effectsBasicsCases)
           --> input:1:9
          1 | receive .foo
            |         ^
          """))
  }

  @Test func endingAtATerminalAfterAFailedCommandSaysWhyTheStatusIsOne() async {
    var output = ""
    let reader = ScriptedLineReader(
      ["send .incrementButtonTapped", "send .foo", "state count", .endOfInput], echoesInput: true)
    let shell = Shell(features: catalog, reader: reader, write: { output += $0 })
    shell.load("EffectsBasics", quietly: true)
    #expect(await shell.run() == 1)
    #expect(output.hasSuffix("  count: 1\n  exit status 1: a command failed ('send .foo')\n"))
  }

  @Test func severalFailuresAndAStrictEndAreAllNamed() {
    #expect(
      Shell.exitReason(failures: (2, "expect count == 3"), endFailed: true)
        == "exit status 1: 2 commands failed, the last 'expect count == 3'; the strict session ended with work left (above)"
    )
  }

  @Test func aPipedSessionDoesNotAddTheReason() async {
    let (output, status) = await transcript(["send .foo"])
    #expect(status == 1)
    #expect(!output.contains("exit status"))
  }
}

/// `clear` clears a terminal and leaves a transcript alone.
@Suite struct ClearTests {
  static func output(of lines: [String], atATerminal: Bool) async -> String {
    var output = ""
    let reader = ScriptedLineReader(lines.map { .line($0) }, echoesInput: atATerminal)
    let shell = Shell(features: catalog, reader: reader, write: { output += $0 })
    shell.load("Counter", quietly: true)
    _ = await shell.run()
    return output
  }

  @Test func atATerminalTheScreenIsCleared() async {
    #expect(
      await Self.output(of: ["clear", "state"], atATerminal: true)
        == "\u{1B}[H\u{1B}[2J\u{1B}[3J  Counter.State(count: 0)\n")
  }

  @Test func pipedNothingIsPrinted() async {
    #expect(
      await Self.output(of: ["clear"], atATerminal: false) == "Counter 0.000s> clear\n")
    #expect(
      await Self.output(of: ["clear now"], atATerminal: false)
        == """
        Counter 0.000s> clear now
        error: this command takes no arguments
         --> input:1:7
        1 | clear now
          |       ^

        """)
  }
}
