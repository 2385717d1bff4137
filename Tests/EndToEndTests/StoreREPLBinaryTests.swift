import Foundation
import Testing

/// The built `store-repl`.
let storeREPLExecutable: URL = {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("store-repl")
  let buildDirectory = Bundle.main.bundleURL.deletingLastPathComponent()
  return FileManager.default.fileExists(atPath: binary.path)
    ? binary : buildDirectory.appendingPathComponent("store-repl")
}()

/// Runs the built `store-repl` (or another executable) with piped standard input, in a folder
/// and with environment variables of the test's choosing.
func runStoreREPL(
  _ arguments: [String], input: String = "", environment extra: [String: String] = [:],
  in directory: URL? = nil, executable: URL = storeREPLExecutable
) throws -> (
  output: String, error: String, status: Int32
) {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  var environment = ProcessInfo.processInfo.environment
  environment["NO_COLOR"] = nil
  // NB: Each run keeps its journals in a folder of its own, removed after it, unless the test
  // names one: runs in parallel on the same files would otherwise see each other's sessions.
  let state = FileManager.default.temporaryDirectory.appendingPathComponent(
    "store-repl-state-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: state) }
  environment["STORE_REPL_STATE_DIR"] = state.path
  environment.merge(extra) { _, new in new }
  process.environment = environment
  if let directory { process.currentDirectoryURL = directory }
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  let error = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self),
    process.terminationStatus
  )
}

/// The catalog as `--help`, `features` and an unknown feature's error list it, folded to 80
/// columns.
private let catalogRows = """
     EffectsBasics           a counter whose negative values undo themselves after
                             1s, and number facts
     EffectsBasicsAsWritten  EffectsBasics as first written: increment cannot
                             cancel a delay it never registered
     Root                    the weather app: a splash screen fetches the weather,
                             then the main screen shows it
     Splash                  the splash screen alone: fetches the weather of Seoul
     SharedLogicWithActions  logic shared through an extra action: two actions for
                             every tap
     SharedLogicWithMethods  logic shared through a method: every tap is one
                             action
     Counter                 the archetypal counter: state, actions and a reducer,
                             no effects
     EffectsCancellation     a number-fact request that the cancel button and the
                             stepper cancel
     Timers                  a timer on clock.timer(interval:), restarted with
                             cancelInFlight
     Refreshable             pull to refresh: a fact request that send(.refresh)
                             returns, with a cancel button
     DebouncedSearch         a search field debounced 300ms with clock.sleep and
                             cancelInFlight
     LongLiving              one effect listens to a stream of screenshots until
                             the screen disappears
     EffectsComposition      merge, concatenate, map, and an effect that cancels
                             its rivals with Task.cancel
     Todos                   a todo list: forEach on an identified array, a
                             deletion alert, a 1s debounced sort
     SheetDemo               a stopwatch in a sheet: dismissing the sheet cancels
                             the stopwatch's timer
     NavigationStackDemo     a stack of counters and timers: popping a screen
                             cancels its timer
     SyncUps                 TCA's tutorial app: sync-ups shared by a list, a
                             detail and a recorded meeting
     SyncUpsList             the list of sync-ups alone: add one in a sheet, swipe
                             to delete
     SyncUpDetail            a sync-up's detail alone: edit it, delete it after an
                             alert, start a meeting
     RecordMeeting           a meeting alone: a timer on the clock, speakers, a
                             transcript, saved at the end
     SharedStateInMemory     two tabs share stats about a count through
                             @Shared(.inMemory("stats"))
     SharedStateFileStorage  two tabs share stats about a count through
                             @Shared(.fileStorage(url))
     SharedStateAppStorage   two tabs share a count through
                             @Shared(.appStorage("count"))
  """

@Suite struct StoreREPLBinaryTests {
  @Test func aPipedSessionPrintsATranscriptAndExitsZero() throws {
    let result = try runStoreREPL(
      ["EffectsBasics"], input: "send .decrementButtonTapped\nadvance 1s\n")
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(
      result.output == """
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
        EffectsBasics 0.000s> send .decrementButtonTapped
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: -1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
        EffectsBasics 0.000s> advance 1s
          1.000s  received .decrementDelayResponse from #1
        \u{2007} EffectsBasics.State(
        −   count: -1,
        +   count: 0,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          finished #1

        """)
  }

  /// `--screen` draws the screen as the session starts, and after every step; a feature with
  /// no view starts as any other.
  @Test func theScreenOptionDrawsTheScreenFromTheStart() throws {
    let result = try runStoreREPL(["--screen", "EffectsBasics"], input: "tap plus\n")
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(
      result.output == """
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
        ╭─ Effects ────────────────────────────────────────────────────────────────────╮
        │ 1[ minus ]  0  2[ plus ]                                                     │
        │ 3[ Number fact ]                                                             │
        │                                                                              │
        │ 4[ Number facts provided by numbersapi.com ]                                 │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        EffectsBasics 0.000s> tap plus
          send .incrementButtonTapped
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          cancel CancelID.delay: no effect in flight under that id
        ╭─ Effects ────────────────────────────────────────────────────────────────────╮
        │ 1[ minus ]  1  2[ plus ]                                                     │
        │ 3[ Number fact ]                                                             │
        │                                                                              │
        │ 4[ Number facts provided by numbersapi.com ]                                 │
        ╰──────────────────────────────────────────────────────────────────────────────╯

        """)
    let plain = try runStoreREPL(["--screen", "Counter"], input: "")
    #expect(plain.output == "Counter loaded. Type 'help' for commands, Tab to complete.\n")
  }

  @Test func aFailedAssertionExitsOneAfterRunningTheRest() throws {
    let result = try runStoreREPL(
      ["EffectsBasics"], input: "send .incrementButtonTapped { count = 3 }\nstate count\n")
    #expect(result.status == 1)
    #expect(result.output.hasSuffix("EffectsBasics 0.000s> state count\n  count: 1\n"))
  }

  @Test func anUnknownFeatureExitsTwoWithSuggestions() throws {
    let result = try runStoreREPL(["EfectsBasics"])
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(
      result.error == """
        error: unknown feature 'EfectsBasics'; did you mean 'EffectsBasics'?
        Features:
        \(catalogRows)

        """)
  }

  @Test func anUnknownOptionExitsTwo() throws {
    let result = try runStoreREPL(["--colour"])
    #expect(result.status == 2)
    #expect(
      result.error == """
        error: unknown option '--colour'
        Usage: store-repl [<file.swift>…] [<feature>] [--preview <n|name> | --state <literal>] [--package <dir> [--target <name>]] [--swift-version 5|6] [--watch] [--resume] [--in-process] [--script <file>] [--lesson <transcript> [--notes <path>]] [--check <transcript>…] [--history <steps>] [--step-timeout <duration>] [--width <columns>] [--theme <name>] [--diff compact] [--ascii] [--no-color] [--version] [--help]
        See 'store-repl --help' for more information.

        """)
  }

  @Test(arguments: [
    (["--lesson"], "'--lesson' needs a lesson transcript"),
    (["--script"], "'--script' needs a script file"),
    (["--check"], "'--check' needs a transcript file"),
    (
      ["--history", "0"],
      "'--history' needs a number of steps greater than 0, as in '--history 10000'"
    ),
    (["--package"], "'--package' needs a package folder"),
    (["--package", "App", "--target"], "'--target' needs a target name"),
    (
      ["--target", "Tallies"],
      "'--target' names a target of the package that '--package <dir>' names"
    ),
    (["EffectsBasics", "Counter"], "unexpected argument 'Counter': one feature at a time"),
    (["--theme"], "'--theme' needs a theme, 'dark', 'light' or 'high-contrast'"),
    (
      ["--theme", "bright"],
      "unknown theme 'bright'; the themes are 'dark', 'light' or 'high-contrast'"
    ),
    (["--diff"], "'--diff' needs a layout, 'full' or 'compact'"),
    (["--diff", "short"], "unknown diff layout 'short'; the layouts are 'full' or 'compact'"),
    (["--swift-version"], "'--swift-version' needs a Swift language mode, '5' or '6'"),
    (
      ["Tally.swift", "--swift-version", "4"],
      "unknown Swift language mode '4'; the modes are '5' or '6'"
    ),
  ])
  func aCommandLineThatCannotRunExitsTwoAndSaysWhereHelpIs(
    arguments: [String], message: String
  )
    throws
  {
    let result = try runStoreREPL(arguments)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(
      result.error == """
        error: \(message)
        See 'store-repl --help' for more information.

        """)
  }

  @Test func versionAndHelpExitZero() throws {
    let version = try runStoreREPL(["--version"])
    #expect(version.status == 0)
    #expect(version.output == "store-repl 0.1.0\n")
    let help = try runStoreREPL(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("store-repl: step a Composable Architecture store by hand.\n"))
  }

  /// `--help` at 60 columns: every option's text folds under itself.
  @Test func helpFitsItsWidth() throws {
    let help = try runStoreREPL(["--help", "--width", "60"])
    #expect(help.status == 0)
    let options = help.output.components(separatedBy: "Features:")[0]
    #expect(
      options == """
        store-repl: step a Composable Architecture store by hand.

        Usage: store-repl [<file.swift>…] [<feature>] [--preview
          <n|name> | --state <literal>] [--package <dir> [--target
          <name>]] [--swift-version 5|6] [--watch] [--resume]
          [--in-process] [--script <file>] [--lesson <transcript>
          [--notes <path>]] [--check <transcript>…] [--history
          <steps>] [--step-timeout <duration>] [--width <columns>]
          [--theme <name>] [--diff compact] [--ascii] [--no-color]
          [--version] [--help]

        Arguments:
            <file.swift>…      compiles the files (TCA 1.x code
                               importing ComposableArchitecture) and
                               starts their feature. Their code runs
                               in a worker process: a crash is
                               reported and the session goes on
            <feature>          the feature to start: one of the
                               catalog's (below), or of the files
                               when they have several

        Options:
            --preview <n|name>
                               starts the feature where one of the
                               files' previews starts, by its number
                               or its name; without it, where the
                               first one starts
            --state <literal>  starts the feature from a state typed
                               as a Swift literal, its fields set on
                               the default start's state
            --package <dir>    compiles the Swift files of a
                               package's target (Sources/<target>)
                               as feature files; --target <name>
                               names it when there are several
            --swift-version 5|6
                               the Swift language mode the files
                               compile in: 5 by default, as in an
                               Xcode app target; a package's target
                               compiles in the mode its
                               Package.swift declares, and a resumed
                               session in the mode it started in
            --watch            reloads the files whenever one of
                               them is saved, as 'reload' does
            --resume           goes on with the last session on
                               these files (or the last of all),
                               from the steps it saved as they
                               happened
            --in-process       runs the files' code in the shell's
                               own process (a crash ends it)
            --script <file>    runs a script written by 'save', then
                               goes on reading commands
            --lesson <transcript>
                               plays a lesson: its next command
                               waits at the prompt, Enter runs it
            --notes <path>     with --lesson: writes the presenter's
                               notes (the next command, what it
                               prints, the lesson's '# note:' lines)
                               to a file or another terminal, and
                               the class's screen no longer shows
                               the next command
            --check <transcript>…
                               replays each transcript's commands
                               and fails with a diff when the output
                               differs
            --history <steps>  keeps at least this many steps for
                               time travel (100000 by default);
                               older ones are folded into a
                               checkpoint
            --step-timeout <duration>
                               ends the feature files' code when a
                               command runs longer (30s by default
                               when input is not a terminal, and for
                               every step a recovery or reload
                               replays; at a terminal Ctrl-C stops a
                               command)
            --width <columns>  folds output to this many columns
                               (the terminal's, or 80 when output is
                               piped)
            --theme <name>     'dark' (the default, unless COLORFGBG
                               says the background is light),
                               'light' for a white background, or
                               'high-contrast': bold text on
                               coloured bands, for a projector
            --diff compact     shows each step's changes one line
                               per path ('count: 0 → -1') instead of
                               the whole state
            --ascii            marks diff lines with ' ', '-' and
                               '+', to paste into a Markdown diff
                               block
            --no-color         no colours, even on a terminal
                               (NO_COLOR does the same)
            --version          prints the version
            --help             prints this help


        """)
    #expect(help.output.split(separator: "\n").allSatisfy { $0.count <= 60 })
  }

  @Test func withoutAFeatureItListsTheCatalogAndLoadsOne() throws {
    let result = try runStoreREPL([], input: "load Splash\nstate\n")
    #expect(result.status == 0)
    #expect(
      result.output == """
        Features:
        \(catalogRows)
        Type 'load <feature>' to start, or run 'store-repl <feature>'.
        store-repl> load Splash
        Splash loaded. Type 'help' for commands, Tab to complete.
        Splash 0.000s> state
          Splash.State(
            isSplashCompleted: false,
            isSplashErrored: false
          )

        """)
  }

  @Test func checkReplaysANarratedTranscriptWithARecordedMistake() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let narrated = root.appendingPathComponent(
      "Tests/StoreREPLTests/Transcripts/Narrated.transcript"
    ).path
    let result = try runStoreREPL(["--check", narrated])
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(result.output == "✓ \(narrated): 3 commands and 2 narrations, output matches\n")
  }

  @Test func checkTakesSeveralTranscriptsAfterOneFlag() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let lessons = ["Counter", "Timers"].map {
      root.appendingPathComponent("Docs/Lessons/\($0).transcript").path
    }
    let result = try runStoreREPL(["--check"] + lessons)
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(
      result.output == """
        ✓ \(lessons[0]): 9 commands and 14 narrations, output matches
        ✓ \(lessons[1]): 12 commands and 14 narrations, output matches

        """)
  }

  @Test func checkPassesOnTheLessonAndFailsWithADiff() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let lesson = root.appendingPathComponent("Docs/Lessons/EffectsBasics.transcript").path
    let passing = try runStoreREPL(["--check", lesson])
    #expect(passing.status == 0)
    #expect(passing.output.hasSuffix(": 13 commands and 14 narrations, output matches\n"))

    let broken = FileManager.default.temporaryDirectory
      .appendingPathComponent("broken-\(UUID()).transcript")
    try """
    # store-repl transcript 1
    # feature: EffectsBasics
    EffectsBasics loaded. Type 'help' for commands, Tab to complete.
    EffectsBasics 0.000s> state count
      count: 7

    """.write(to: broken, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: broken) }
    let failing = try runStoreREPL(["--check", broken.path])
    #expect(failing.status == 1)
    #expect(
      failing.output == """
        ✗ \(broken.path): the output differs (expected: -, actual: +)
          EffectsBasics loaded. Type 'help' for commands, Tab to complete.
          EffectsBasics 0.000s> state count
        -   count: 7
        +   count: 0
          

        """)
  }
}

@Suite struct ScriptTests {
  @Test func saveWritesAScriptThatScriptReplays() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scripts-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("session.replscript").path
    let saving = try runStoreREPL(
      ["EffectsBasics"],
      input: "send .decrementButtonTapped\nstate count\nadvance 500ms\nsave \(path)\n")
    #expect(saving.status == 0)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == """
        # store-repl script 1
        # feature: EffectsBasics
        send .decrementButtonTapped
        advance 500ms

        """)
    let replaying = try runStoreREPL(["--script", path], input: "effects\n")
    #expect(replaying.status == 0)
    #expect(
      replaying.output.hasSuffix(
        """
        EffectsBasics 0.500s> effects
          #1  CancelID.delay  from step 1 .decrementButtonTapped at 0.000s  clock until
              1.000s (in 0.500s)

        """))
  }

  @Test func aScriptWhoseActionsNoLongerParseIsRefused() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("old-\(UUID()).replscript").path
    try """
    # store-repl script 1
    # feature: EffectsBasics
    send .decrementButtonTapped
    send .resetButtonTapped
    """.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try runStoreREPL(["--script", path])
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(
      result.error == """
        error: \(path) no longer fits EffectsBasics; nothing was run:
        line 4:
          error: 'resetButtonTapped' is not a case of EffectsBasics.Action; did you mean 'decrementButtonTapped'?
           --> input:1:7
          1 | send .resetButtonTapped
            |       ^

        """)
  }

  @Test func exportHTMLWritesAHandoutOfTheSession() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handout-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try runStoreREPL(
      ["EffectsBasics"],
      input: "send .decrementButtonTapped\nadvance 1s\nexport html handout.html\nstate count\n",
      in: folder)
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix(
        """
        EffectsBasics 1.000s> export html handout.html
          wrote the handout (2 steps) to handout.html
        EffectsBasics 1.000s> state count
          count: 0

        """))
    let html = try String(
      contentsOf: folder.appendingPathComponent("handout.html"), encoding: .utf8)
    #expect(html.components(separatedBy: #"<li class="step"#).count - 1 == 3)
    #expect(html.contains(#"\#n"EffectsBasics.State(\n  count: -1,\n"#))
    #expect(!html.contains("http://") && !html.contains("https://"))
  }

  @Test func anUnwritablePathIsAnErrorAndTheSessionGoesOn() throws {
    let result = try runStoreREPL(
      ["EffectsBasics"],
      input: "send .incrementButtonTapped\nsave /nonexistent/folder/x\nstate count\n")
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        """
        EffectsBasics 0.000s> save /nonexistent/folder/x
        error: can't write '/nonexistent/folder/x': No such file or directory
        EffectsBasics 0.000s> state count
          count: 1

        """))
  }
}

@Suite struct StrictModeExitTests {
  @Test func aStrictSessionThatEndsWithWorkLeftExitsOne() throws {
    let result = try runStoreREPL(
      ["EffectsBasics"],
      input: "exhaustive on\nsend .decrementButtonTapped { count = -1 }\nadvance 1s\n")
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        """
          finished #1
          The session ended with 1 action not received: …

            .decrementDelayResponse

        """))
  }

  @Test func aStrictSessionThatEndsCleanExitsZero() throws {
    let result = try runStoreREPL(
      ["EffectsBasics"],
      input:
        "exhaustive on\nsend .decrementButtonTapped { count = -1 }\nadvance 1s\nreceive .decrementDelayResponse { count = 0 }\n"
    )
    #expect(result.status == 0)
  }
}
