import ExampleFeatures
import Foundation
import TestHelpers
import Testing

@testable import StoreREPL

@Suite struct LessonTests {
  static let lesson = Transcript(
    feature: "EffectsBasics", commands: [],
    output: """
      EffectsBasics loaded. Type 'help' for commands, Tab to complete.
      EffectsBasics 0.000s> state count
        count: 0
      EffectsBasics 0.000s> send .incrementButtonTapped
        EffectsBasics.State(…)
      EffectsBasics 0.000s> state count
        count: 1

      """)

  func play(_ lines: [String]) async -> (output: String, status: Int32) {
    var output = ""
    let reader = ScriptedLineReader(lines: lines)
    let shell = Shell(features: catalog, reader: reader, write: { output += $0 })
    shell.load("EffectsBasics", quietly: true)
    let status = await LessonPlayer(
      transcript: Self.lesson, name: "Mini", shell: shell, reader: reader
    ).run()
    return (output, status)
  }

  @Test func enterRunsTheNextCommandAndTheOutputIsCompared() async {
    let (output, status) = await play(["", "where", "next", "skip", "where", "", "where"])
    // NB: Skipping the increment makes the last count differ from the lesson's.
    #expect(status == 1)
    #expect(
      output == """
        Lesson Mini: 3 commands. Enter on an empty line runs the next one; 'next' shows
          what it prints, 'skip' passes it, 'back', 'restart' and 'lesson <n>' move,
          'where' says how far you are, 'help' lists them.
        EffectsBasics 0.000s> state count
          count: 0
        EffectsBasics 0.000s> where
          lesson step 2 of 3; next: send .incrementButtonTapped
        EffectsBasics 0.000s> next
          next: send .incrementButtonTapped
          the lesson shows:
          │   EffectsBasics.State(…)
        EffectsBasics 0.000s> skip
          skipped: send .incrementButtonTapped
        EffectsBasics 0.000s> where
          lesson step 3 of 3; next: state count
        EffectsBasics 0.000s> state count
          count: 0
          (this differs from the lesson; 'next' before running a command shows what it
            expects)
          the lesson shows (−), and now (+):
          −   count: 1
          +   count: 0
          That was the lesson's last command.
        EffectsBasics 0.000s> where
          the lesson is over: 3 of 3 commands run

        """)
  }

  /// Every lesson and golden transcript, played with Enter for each command, prints what it
  /// shows: `load` included.
  @Test(arguments: TranscriptTests.transcripts)
  func everyTranscriptPlaysAsALessonWithoutADifference(_ path: String) async throws {
    let transcript = try Transcript(
      parsing: String(
        contentsOf: TranscriptTests.root.appendingPathComponent(path), encoding: .utf8))
    var output = ""
    let reader = ScriptedLineReader(lines: transcript.commands.map { _ in "" })
    let shell = Shell(features: catalog, reader: reader, write: { output += $0 })
    shell.load(transcript.feature, quietly: true)
    let status = await LessonPlayer(
      transcript: transcript, name: path, shell: shell, reader: reader
    ).run()
    #expect(!output.contains("(this differs from the lesson"), "\(path)")
    #expect(status == 0, "\(path)")
  }

  @Test func aLoadPrintsItsBannerAsItsOutput() async {
    let shell = Shell(features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
    shell.load("EffectsBasics", quietly: true)
    #expect(
      await shell.perform("load Root")
        == ("Root loaded. Type 'help' for commands, Tab to complete.", false))
  }

  @Test func thePresentersOwnCommandsRunInBetween() async {
    let (output, _) = await play(["", "send .decrementButtonTapped", "where"])
    #expect(output.hasSuffix("  lesson step 2 of 3; next: send .incrementButtonTapped\n"))
    #expect(output.contains("EffectsBasics 0.000s> send .decrementButtonTapped\n"))
  }

  static let narrated = Transcript(
    feature: "EffectsBasics", commands: [],
    output: """
      EffectsBasics loaded. Type 'help' for commands, Tab to complete.
      EffectsBasics 0.000s> # A tap counts down at once.
      EffectsBasics 0.000s> send .decrementButtonTapped
        (output not compared here)
      EffectsBasics 0.000s> # pause
      EffectsBasics 0.000s> # A second later, the count comes back.
      EffectsBasics 0.000s> advance 1s
        (output not compared here)
      EffectsBasics 1.000s> state count
        count: 0

      """)

  func playNarrated(_ lines: [String]) async -> String {
    var output = ""
    let reader = ScriptedLineReader(lines: lines)
    let shell = Shell(features: catalog, reader: reader, write: { output += $0 })
    shell.load("EffectsBasics", quietly: true)
    _ = await LessonPlayer(
      transcript: Self.narrated, name: "Narrated", shell: shell, reader: reader
    )
    .run()
    return output
  }

  @Test func narrationIsShownWithoutItsOwnEnterAndPausesWhereAsked() async {
    let output = await playNarrated(["", "", "where"])
    #expect(
      output == """
        Lesson Narrated: 3 commands. Enter on an empty line runs the next one; 'next'
          shows what it prints, 'skip' passes it, 'back', 'restart' and 'lesson <n>'
          move, 'where' says how far you are, 'help' lists them.
          A tap counts down at once.
        EffectsBasics 0.000s> send .decrementButtonTapped
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: -1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
          (this differs from the lesson; 'next' before running a command shows what it
            expects)
          the lesson shows (−), and now (+):
          −   (output not compared here)
          + \u{2007} EffectsBasics.State(
          + −   count: 0,
          + +   count: -1,
          + \u{2007}   isNumberFactRequestInFlight: false,
          + \u{2007}   numberFact: nil
          + \u{2007} )
          +   started #1 [CancelID.delay]: sleeping on the clock until 1.000s
        EffectsBasics 0.000s> # pause
          A second later, the count comes back.
        EffectsBasics 0.000s> where
          lesson step 2 of 3; next: advance 1s

        """)
  }

  @Test func backRestartAndLessonMoveTheSessionAndTheLessonTogether() async {
    let output = await playNarrated(
      ["", "", "", "back", "state count", "restart", "state count", "lesson 2", "", "", "where"])
    let lines = output.split(separator: "\n").map(String.init)
    let afterTheAdvance = lines.drop { !$0.hasSuffix("> back") }
    #expect(
      Array(afterTheAdvance) == [
        "EffectsBasics 1.000s> back",
        "  lesson step 2 of 3; next: advance 1s",
        "EffectsBasics 0.000s> state count",
        "  count: -1",
        "EffectsBasics 0.000s> restart",
        "  lesson step 1 of 3; next: send .decrementButtonTapped",
        "  A tap counts down at once.",
        "EffectsBasics 0.000s> state count",
        "  count: 0",
        "EffectsBasics 0.000s> lesson 2",
        "  lesson step 2 of 3; next: advance 1s",
        // NB: Step 2 starts at the lesson's pause.
        "EffectsBasics 0.000s> # pause",
        "  A second later, the count comes back.",
        "EffectsBasics 0.000s> advance 1s",
        "  1.000s  received .decrementDelayResponse from #1",
        "\u{2007} EffectsBasics.State(",
        "−   count: -1,",
        "+   count: 0,",
        "\u{2007}   isNumberFactRequestInFlight: false,",
        "\u{2007}   numberFact: nil",
        "\u{2007} )",
        "  finished #1",
        "  (this differs from the lesson; 'next' before running a command shows what it",
        "    expects)",
        "  the lesson shows (−), and now (+):",
        "  −   (output not compared here)",
        "  +   1.000s  received .decrementDelayResponse from #1",
        "  + \u{2007} EffectsBasics.State(",
        "  + −   count: -1,",
        "  + +   count: 0,",
        "  + \u{2007}   isNumberFactRequestInFlight: false,",
        "  + \u{2007}   numberFact: nil",
        "  + \u{2007} )",
        "  +   finished #1",
        "EffectsBasics 1.000s> where",
        "  lesson step 3 of 3; next: state count",
      ])
  }

  /// `undo` typed by the presenter takes the lesson back with the session, to the first lesson
  /// command it undid, its narration shown again; a lesson that ends on narration shows it
  /// before it says it is over.
  @Test func undoTakesTheLessonBackWithTheSession() async {
    let lesson = Transcript(
      feature: "EffectsBasics", commands: [],
      output: """
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
        EffectsBasics 0.000s> send .incrementButtonTapped
          (output not compared here)
        EffectsBasics 0.000s> # Now down again.
        EffectsBasics 0.000s> send .decrementButtonTapped
          (output not compared here)
        EffectsBasics 0.000s> state count
          count: 0
        EffectsBasics 0.000s> # That is all.

        """)
    var output = ""
    let reader = ScriptedLineReader(lines: ["", "", "", "undo", "where", "undo", "where", "skip"])
    let shell = Shell(features: catalog, reader: reader, write: { output += $0 })
    shell.load("EffectsBasics", quietly: true)
    _ = await LessonPlayer(transcript: lesson, name: "Undo", shell: shell, reader: reader).run()
    let lines = output.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.drop { !$0.hasSuffix("> state count") }) == [
        "EffectsBasics 0.000s> state count",
        "  count: 0",
        "  That is all.",
        "  That was the lesson's last command.",
        "EffectsBasics 0.000s> undo",
        "  at step 1 of 2, 0.000s; 'goto 2' comes back, a new step drops the 1 after this",
        "    one",
        "\u{2007} EffectsBasics.State(",
        "−   count: 0,",
        "+   count: 1,",
        "\u{2007}   isNumberFactRequestInFlight: false,",
        "\u{2007}   numberFact: nil",
        "\u{2007} )",
        "  lesson step 2 of 3; next: send .decrementButtonTapped",
        "  Now down again.",
        "EffectsBasics 0.000s> where",
        "  lesson step 2 of 3; next: send .decrementButtonTapped",
        "EffectsBasics 0.000s> undo",
        "  at step 0 of 2, 0.000s; 'goto 2' comes back, a new step drops the 2 after this",
        "    one",
        "\u{2007} EffectsBasics.State(",
        "−   count: 1,",
        "+   count: 0,",
        "\u{2007}   isNumberFactRequestInFlight: false,",
        "\u{2007}   numberFact: nil",
        "\u{2007} )",
        "  lesson step 1 of 3; next: send .incrementButtonTapped",
        "EffectsBasics 0.000s> where",
        "  lesson step 1 of 3; next: send .incrementButtonTapped",
        "EffectsBasics 0.000s> skip",
        "  skipped: send .incrementButtonTapped",
        "  Now down again.",
      ])
  }

  @Test func aLessonPlayedCompactChecksItsStateChangesAsRecorded() async {
    let lesson = Transcript(
      feature: "EffectsBasics", commands: [],
      output: """
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
        EffectsBasics 0.000s> send .incrementButtonTapped
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          cancel CancelID.delay: no effect in flight under that id

        """)
    var output = ""
    let reader = ScriptedLineReader(lines: [""])
    let shell = Shell(
      features: catalog, reader: reader,
      style: ShellStyle(usesColor: false, look: ShellStyle.Look(diff: .compact)),
      write: { output += $0 })
    shell.load("EffectsBasics", quietly: true)
    let status = await LessonPlayer(
      transcript: lesson, name: "Compact", shell: shell, reader: reader
    ).run()
    #expect(status == 0)
    #expect(
      output.hasSuffix(
        """
        EffectsBasics 0.000s> send .incrementButtonTapped
          count: 0 → 1
          cancel CancelID.delay: no effect in flight under that id
          That was the lesson's last command.

        """), "\(output)")
  }

  /// A lesson that takes back its own second step, then checks the count.
  static let undoingLesson = Transcript(
    feature: "EffectsBasics", commands: [],
    output: """
      EffectsBasics loaded. Type 'help' for commands, Tab to complete.
      EffectsBasics 0.000s> send .incrementButtonTapped
        (output not compared here)
      EffectsBasics 0.000s> send .incrementButtonTapped
        (output not compared here)
      EffectsBasics 0.000s> undo
        (output not compared here)
      EffectsBasics 0.000s> state count
        count: 1

      """)

  /// What `where` says once the presenter ran ``undoingLesson``'s commands up to its `undo`
  /// with Enter, then typed `asides`.
  func whereAfterTheLessonsOwnUndo(then asides: [String]) async -> [String] {
    var output = ""
    let reader = ScriptedLineReader(lines: ["", "", ""] + asides + ["where"])
    let shell = Shell(features: catalog, reader: reader, write: { output += $0 })
    shell.load("EffectsBasics", quietly: true)
    _ = await LessonPlayer(
      transcript: Self.undoingLesson, name: "Aside", shell: shell, reader: reader
    ).run()
    let lines = output.split(separator: "\n").map(String.init)
    return Array(lines.drop { !$0.hasSuffix("> where") })
  }

  @Test func anAsideAfterTheLessonsOwnUndoLeavesTheLessonWhereItIs() async {
    #expect(
      await whereAfterTheLessonsOwnUndo(then: ["state", "deps"]) == [
        "EffectsBasics 0.000s> where", "  lesson step 4 of 4; next: state count",
      ])
  }

  /// Time travel typed after the lesson's own `undo` moves the lesson only when it takes back a
  /// step the lesson still stands on: a `goto` to where the session is, or forward and back
  /// again, leaves it where it is.
  @Test func timeTravelAfterTheLessonsOwnUndoThatUndoesNothingOfItLeavesTheLessonWhereItIs()
    async
  {
    #expect(
      await whereAfterTheLessonsOwnUndo(then: ["goto 1", "goto 2", "goto 1"]) == [
        "EffectsBasics 0.000s> where", "  lesson step 4 of 4; next: state count",
      ])
  }

  @Test func anOutputTallerThanTheScreenShowsItsEndsAndSaysHowToSeeTheRest() {
    let text = (1...30).map { "  line \($0)" }.joined(separator: "\n")
    #expect(
      Shell.folded(text, rows: 15, style: .plain) == """
          line 1
          line 2
          line 3
          ⋮ 23 more lines: 'log' lists the steps, 'state' prints the state
          line 27
          line 28
          line 29
          line 30
        """)
    #expect(Shell.folded("  one\n  two", rows: 12, style: .plain) == "  one\n  two")
  }
}

/// `record` writes what was typed and printed as a lesson, which `--check` then replays.
@Suite struct RecordTests {
  @Test func aRecordedSessionChecksAndPlaysAsALesson() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/Counting.transcript"
    var output = ""
    let commands = [
      "# A tap counts down; a second later the count comes back.",
      "send .decrementButtonTapped", "effects", "advance 1s", "send .bogus",
      "record \(path)", "state count",
    ]
    let shell = Shell(
      features: catalog, reader: ScriptedLineReader(lines: commands), write: { output += $0 })
    shell.width = .columns(50)
    shell.load("EffectsBasics")
    _ = await shell.run()
    #expect(output.contains("  wrote 4 commands and 1 narration to\n    \(path);"))
    let recorded = try Transcript(parsing: try String(contentsOfFile: path, encoding: .utf8))
    #expect(
      recorded.commands == [
        "# A tap counts down; a second later the count comes back.",
        "send .decrementButtonTapped", "effects", "advance 1s", "send .bogus",
      ])
    // NB: Folded at 80 columns, as piped output is, though the session was 50 wide.
    #expect(
      recorded.output.contains(
        """
        EffectsBasics 0.000s> effects
          #1  CancelID.delay  from step 1 .decrementButtonTapped at 0.000s  clock until
              1.000s (in 1.000s)
        """))
    #expect(await Shell.check(recorded, features: catalog) == .matches)
  }

  @Test func recordNeedsAFileAndAWritableOne() async {
    let shell = loadedShell("EffectsBasics")
    #expect(
      await shell.outcome("record")
        == .failure(
          """
          error: expected a file to write, as in 'record Counting.transcript'
           --> input:1:7
          1 | record
            |       ^
          """))
    #expect(
      await shell.outcome("record /nonexistent-folder/lesson.transcript")
        == .failure(
          "error: can't write '/nonexistent-folder/lesson.transcript': No such file or directory"))
  }
}

extension LessonTests {
  /// What a lesson narrates reaches the handout the presenter exports, after the step it was
  /// said at, once, even when the lesson went back over it and said it again.
  @Test func aLessonsNarrationReachesTheHandoutOnce() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/lesson.html"
    let reader = ScriptedLineReader(lines: ["", "", "", "back", "", "", "export html \(path)"])
    let shell = Shell(features: catalog, reader: reader, write: { _ in })
    shell.load("EffectsBasics", quietly: true)
    _ = await LessonPlayer(
      transcript: Self.narrated, name: "Narrated", shell: shell, reader: reader
    ).run()
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let entries = html.components(separatedBy: "\n").filter {
      $0.hasPrefix(#"<li class="step"#) || $0.hasPrefix(#"<li class="narration"#)
    }
    #expect(
      entries.joined(separator: "\n") == #"""
        <li class="step" id="step-0" data-step="0" tabindex="0">
        <li class="narration"><p>A tap counts down at once.</p></li>
        <li class="step" id="step-1" data-step="1" tabindex="0">
        <li class="narration"><p>A second later, the count comes back.</p></li>
        <li class="step selected" id="step-2" data-step="2" tabindex="0">
        """#)
  }
}
