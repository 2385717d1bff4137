import Foundation
import TestHelpers
import Testing

/// The feature files the tests load.
private let featureFiles = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("FeatureFiles")

/// The library cache these tests share, beside the built binary.
private let sharedCache = drivenCache

/// A folder of its own for a test: its feature files and its session journals.
private func temporaryFolder() throws -> URL {
  try TemporaryFolder(prefix: "store-repl-worker").url
}

/// A folder of its own holding `Tally.swift`, removed when the test lets it go.
final class TallyFolder {
  let url: URL
  let file: URL

  init(adding step: Int = 1) throws {
    url = try temporaryFolder()
    file = url.appendingPathComponent("Tally.swift")
    try write(adding: step)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Saves `Tally.swift` anew, as an editor would.
  func write(adding step: Int, action: String = "tapped") throws {
    try write(tally(adding: step, action: action))
  }

  func write(_ text: String) throws {
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  /// Starts the shell in the folder, its journals kept there too.
  func shell(_ arguments: [String] = ["Tally.swift"]) throws -> Driven {
    try Driven(arguments, in: url, state: url)
  }

  /// What a session on `Tally.swift` prints when its worker is killed after `before` and the
  /// shell then runs `after`.
  func killingTheWorker(
    after before: String, then after: String
  ) throws -> (output: String, error: String, status: Int32) {
    let shell = try shell()
    try shell.send(before)
    try shell.killWorker()
    return shell.finish(after)
  }
}

/// Whether these tests run with a sanitizer: the binary they run then has the runtime's
/// backtracer off, and a crash report has no frame of the user's code.
private let sanitized = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil

/// What a crash of `Crashing.swift` says it crashed on: the action, and the state at step 2.
private func crashedReducing(_ action: String) -> String {
  """
      while reducing \(action)
      the state it started from:
        Crashing.State(
          count: 2,
          items: [],
          name: nil
        )

  """
}

/// The line of a crash report that names the frame of the user's code, when there is one.
func frame(_ line: String) -> String {
  sanitized ? "" : "    \(line)\n"
}

/// The tally feature, with `tapped` adding `step`.
func tally(adding step: Int, action: String = "tapped") -> String {
  """
  import ComposableArchitecture

  @Reducer
  struct Tally {
    @Dependency(\\.continuousClock) var clock

    @ObservableState
    struct State: Equatable {
      var count = 0
    }

    enum Action {
      case \(action)
      case delayed
      case delayedResponse
      case realWork
      case realWorkResponse
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .\(action):
          state.count += \(step)
          return .none
        case .delayed:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.delayedResponse)
          }
        case .delayedResponse:
          state.count *= \(step + 1)
          return .none
        case .realWork:
          state.count += \(step)
          return .run { send in
            try await Task.sleep(for: .milliseconds(500))
            await send(.realWorkResponse)
          }
        case .realWorkResponse:
          return .none
        }
      }
    }
  }

  """
}

// NB: Serialized, so that two tests do not compile the same files at the same time.
@Suite(.serialized) struct WorkerShellTests {
  @Test func aReducerThatTrapsAtStepThreeLeavesTheSessionAtStepTwo() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try runStoreREPL(
      ["Crashing.swift"],
      input: """
        send .incrementButtonTapped
        send .incrementButtonTapped
        send .unwrapButtonTapped
        send .fatalButtonTapped
        send .indexButtonTapped
        send .incrementButtonTapped
        log

        """,
      environment: ["STORE_REPL_CACHE_DIR": sharedCache, "STORE_REPL_STATE_DIR": state.path],
      in: featureFiles)
    #expect(result.error == "")
    #expect(result.status == 1)
    #expect(
      result.output == """
        Crashing loaded. Type 'help' for commands, Tab to complete.
        Crashing 0.000s> send .incrementButtonTapped
        \u{2007} Crashing.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   items: [],
        \u{2007}   name: nil
        \u{2007} )
        Crashing 0.000s> send .incrementButtonTapped
        \u{2007} Crashing.State(
        −   count: 1,
        +   count: 2,
        \u{2007}   items: [],
        \u{2007}   name: nil
        \u{2007} )
        Crashing 0.000s> send .unwrapButtonTapped
          the feature's code crashed running 'send .unwrapButtonTapped' (Illegal
            instruction):
            Crashing.swift:28: Fatal error: Unexpectedly found nil while unwrapping an
              Optional value
        \(frame("at Crashing.swift:28:34 (in closure #1 in Crashing.body.getter)"))\(crashedReducing(".unwrapButtonTapped"))  the feature was started again: back at step 2, as before 'send
            .unwrapButtonTapped'
        Crashing 0.000s> send .fatalButtonTapped
          the feature's code crashed running 'send .fatalButtonTapped' (Illegal
            instruction):
            Crashing.swift:31: Fatal error: the count is 2
        \(frame("at Crashing.swift:31:9 (in closure #1 in Crashing.body.getter)"))\(crashedReducing(".fatalButtonTapped"))  the feature was started again: back at step 2, as before 'send
            .fatalButtonTapped'
        Crashing 0.000s> send .indexButtonTapped
          the feature's code crashed running 'send .indexButtonTapped' (Illegal
            instruction):
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
        \(frame("at Crashing.swift:33:21 (in closure #1 in Crashing.body.getter)"))\(crashedReducing(".indexButtonTapped"))  the feature was started again: back at step 2, as before 'send
            .indexButtonTapped'
        Crashing 0.000s> send .incrementButtonTapped
        \u{2007} Crashing.State(
        −   count: 2,
        +   count: 3,
        \u{2007}   items: [],
        \u{2007}   name: nil
        \u{2007} )
        Crashing 0.000s> log
          1  0.000s  sent      .incrementButtonTapped
          2  0.000s  sent      .incrementButtonTapped
          3  0.000s  sent      .incrementButtonTapped

        """)
  }

  @Test func reloadReportsTheFirstStepThatBehavesDifferently() throws {
    let folder = try TallyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\nsend .delayed\nadvance 1s\n")
    try folder.write(adding: 2)
    try shell.send("reload\nstate\n")
    try shell.send("reload\n")
    let result = shell.finish("quit\n")
    #expect(result.error == "")
    #expect(result.status == 0)
    let transcript = result.output.replacingOccurrences(
      of: "Tally 1.000s> \(marker)\n\(markerOutput)", with: "")
    #expect(
      transcript == """
        Tally loaded. Type 'help' for commands, Tab to complete.
        Tally 0.000s> send .tapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)
        Tally 0.000s> send .delayed
          (no state change)
          started #1: sleeping on the clock until 1.000s
        Tally 0.000s> advance 1s
          1.000s  received .delayedResponse from #1
        − Tally.State(count: 1)
        + Tally.State(count: 2)
          finished #1
        Tally 1.000s> reload
          reloaded Tally.swift and replayed the session on it
          step 1 'send .tapped' behaves differently:
            the state after it (before: −, now: +):
            −   Tally.State(count: 1)
            +   Tally.State(count: 2)
          the session is at step 3, on the new code
          the state at step 3:
          Tally.State(count: 6)
        Tally 1.000s> state
          Tally.State(count: 6)
        Tally 1.000s> reload
          reloaded Tally.swift: the session's 3 steps replay the same
          the state at step 3:
          Tally.State(count: 6)
        Tally 1.000s> quit

        """)
  }

  /// A step that `reset` went back over and a new step dropped is of no timeline the session
  /// has: the reload names none of it, and counts the steps the session keeps.
  @Test func reloadComparesOnlyTheStepsOfTheTimelineTheSessionHas() throws {
    let folder = try TallyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\nreset\nsend .delayed\nadvance 1s\n")
    // NB: Only `tapped` changes: the dropped step would behave differently, the kept ones not.
    var changed = tally(adding: 1)
    changed.replaceSubrange(
      changed.range(of: "state.count += 1")!, with: "state.count += 5")
    try folder.write(changed)
    try shell.send("reload\nlog\n")
    let result = shell.finish("quit\n")
    #expect(result.error == "")
    #expect(result.status == 0)
    let transcript = result.output.replacingOccurrences(
      of: "Tally 1.000s> \(marker)\n\(markerOutput)", with: "")
    #expect(
      transcript == """
        Tally loaded. Type 'help' for commands, Tab to complete.
        Tally 0.000s> send .tapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)
        Tally 0.000s> reset
          at step 0 of 1, 0.000s; 'goto 1' comes back, a new step drops the 1 after this
            one
        − Tally.State(count: 1)
        + Tally.State(count: 0)
        Tally 0.000s> send .delayed
          (no state change)
          started #1: sleeping on the clock until 1.000s
        Tally 0.000s> advance 1s
          1.000s  received .delayedResponse from #1
          (no state change)
          finished #1
        Tally 1.000s> reload
          reloaded Tally.swift: the session's 2 steps replay the same
          the state at step 2:
          Tally.State(count: 0)
        Tally 1.000s> log
          1  0.000s  sent      .delayed
          2  1.000s  received  .delayedResponse  from #1  (advance 1s)
        Tally 1.000s> quit

        """)
  }

  @Test func reloadOfCodeThatDoesNotCompileKeepsTheOldCodeAndTheSession() throws {
    let folder = try TallyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\n")
    try folder.write(
      tally(adding: 1).replacingOccurrences(
        of: "state.count += 1", with: "state.count += \"one\""))
    try shell.send("reload\nsend .tapped\n")
    let result = shell.finish("quit\n")
    #expect(result.status == 1)
    let transcript = result.output.replacingOccurrences(
      of: "Tally 0.000s> \(marker)\n\(markerOutput)", with: "")
    #expect(
      transcript == """
        Tally loaded. Type 'help' for commands, Tab to complete.
        Tally 0.000s> send .tapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)
        Tally 0.000s> reload
          the session goes on with the code it had
        Tally 0.000s> send .tapped
        − Tally.State(count: 1)
        + Tally.State(count: 2)
        Tally 0.000s> quit

        """)
    #expect(
      result.error == """
        Tally.swift:24:24: error: cannot convert value of type 'String' to expected argument type 'Int'
        22 |       switch action {
        23 |       case .tapped:
        24 |         state.count += "one"
           |                        `- error: cannot convert value of type 'String' to expected argument type 'Int'
        25 |         return .none
        26 |       case .delayed:
        error: Tally.swift did not compile (swiftc exited with status 1)

        """)
  }

  @Test func reloadAfterAnActionIsRenamedStopsTheReplayAtItsStep() throws {
    let folder = try TallyFolder()
    let shell = try folder.shell()
    try shell.send("send .delayed\nadvance 1s\nsend .tapped\nsend .tapped\n")
    try folder.write(adding: 1, action: "incrementTapped")
    try shell.send("reload\nlog\n")
    let result = shell.finish("send .incrementTapped\nquit\n")
    #expect(result.error == "")
    var transcript = result.output.replacingOccurrences(
      of: "Tally 1.000s> \(marker)\n\(markerOutput)", with: "")
    // NB: The steps the replay could not run are kept in a script; what says where is folded
    // by the length of the folder's path, so it is compared word by word.
    let kept = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        .first { $0.hasSuffix(".replscript") })
    let keptPath = folder.url.path + "/" + kept
    let region = try #require(transcript.range(of: "  2 steps could not be replayed")?.lowerBound)
    let regionEnd = try #require(transcript.range(of: "  the state at step 2:")?.lowerBound)
    #expect(
      transcript[region..<regionEnd].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        == "2 steps could not be replayed; all 4 steps of the session are kept in \(keptPath): "
        + "'store-repl Tally.swift --script \(keptPath)' runs them again (take out the step that "
        + "fails first)")
    transcript.removeSubrange(region..<regionEnd)
    #expect(
      try String(contentsOfFile: keptPath, encoding: .utf8)
        == "# store-repl script 1\n# feature: Tally\nsend .delayed\nadvance 1s\nsend .tapped\n"
        + "send .tapped\n")
    #expect(
      transcript == """
        Tally loaded. Type 'help' for commands, Tab to complete.
        Tally 0.000s> send .delayed
          (no state change)
          started #1: sleeping on the clock until 1.000s
        Tally 0.000s> advance 1s
          1.000s  received .delayedResponse from #1
          (no state change)
          finished #1
        Tally 1.000s> send .tapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)
        Tally 1.000s> send .tapped
        − Tally.State(count: 1)
        + Tally.State(count: 2)
        Tally 1.000s> reload
          reloaded Tally.swift and replayed the session on it
          step 3 no longer runs: 'send .tapped'
          error: 'tapped' is not a case of Tally.Action; did you mean 'incrementTapped'?
           --> input:1:7
          1 | send .tapped
            |       ^
          the replay stopped there: the session is at step 2
          the state at step 2:
          Tally.State(count: 0)
        Tally 1.000s> log
          1  0.000s  sent      .delayed
          2  1.000s  received  .delayedResponse  from #1  (advance 1s)
        Tally 1.000s> send .incrementTapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)
        Tally 1.000s> quit

        """)
    #expect(result.status == 1)
  }

  /// A start on files whose last session was killed says how to bring it back, and keeps its
  /// journal; a session that ends marks its journal, so the next start offers nothing.
  @Test func aKilledSessionIsOfferedBackAndItsJournalKeptUntilChosen() throws {
    let folder = try TallyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\nsend .tapped\n")
    shell.kill()
    let journals = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .filter { $0.hasSuffix(".session") }
    #expect(journals.count == 1)
    let journal = folder.url.appendingPathComponent(journals[0])
    let killed = try String(contentsOf: journal, encoding: .utf8)
    // NB: Each step is followed by the digest of what it printed, which `--resume` compares.
    let digest = "# output [0-9a-f]{16}\n"
    #expect(
      killed.contains(
        try Regex("\n\nsend .tapped\n\(digest)send .tapped\n\(digest)$")))
    let environment = [
      "STORE_REPL_CACHE_DIR": sharedCache, "STORE_REPL_STATE_DIR": folder.url.path,
    ]
    let fresh = try runStoreREPL(
      ["Tally.swift"], input: "send .tapped\n", environment: environment, in: folder.url)
    let apart = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        .first { $0 != journals[0] && $0.hasSuffix(".session") })
    #expect(
      fresh.error == """
        note: the last session on Tally.swift did not end (2 steps saved); 'store-repl \
        Tally.swift --resume' brings it back. This session's steps are saved apart, in \
        \(folder.url.path)/\(apart), so as to keep it.

        """)
    #expect(fresh.status == 0)
    #expect(try String(contentsOf: journal, encoding: .utf8) == killed)
    #expect(
      try text(of: folder.url.appendingPathComponent(apart)).hasSuffix(
        "\n\nsend .tapped\n# ended\n"))
    #expect(apart.hasPrefix(String(journals[0].dropLast(".session".count)) + "."))
    let resumed = try runStoreREPL(
      ["Tally.swift", "--resume"], input: "send .tapped\n", environment: environment,
      in: folder.url)
    #expect(resumed.error == "")
    #expect(
      resumed.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
          resumed the session: 2 lines replayed; at step 2
          the state at step 2:
          Tally.State(count: 2)
        Tally 0.000s> send .tapped
        − Tally.State(count: 2)
        + Tally.State(count: 3)

        """)
    #expect(
      try text(of: journal) == withoutDigests(killed) + "send .tapped\n# ended\n")
    let next = try runStoreREPL(
      ["Tally.swift"], input: "state\n", environment: environment, in: folder.url)
    #expect(next.error == "")
    #expect(next.output.hasSuffix("Tally 0.000s> state\n  Tally.State(count: 0)\n"))
  }

  /// A worker killed between two commands (by the user, the system) loses nothing: the next
  /// line starts another, which replays the steps, and then runs.
  /// `skip` runs in the worker as in process, and a recovery replays it: the past stays
  /// changed.
  @Test func aSkipInTheWorkerIsReplayedByARecovery() throws {
    let result = try TallyFolder().killingTheWorker(
      after: "send .tapped\nsend .tapped\nskip 1\n", then: "state\nlog\nquit\n")
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix(
        """
        Tally 0.000s> skip 1
          skipped step 1 'send .tapped': the session is replayed without it
          no step after it does anything else
        − Tally.State(count: 2)
        + Tally.State(count: 1)
        Tally 0.000s> help quit
          quit
            ends the session (Ctrl-D does too)
        Tally 0.000s> state
          the feature's code had ended (Killed) before 'state'; starting it again
          Tally.State(count: 1)
        Tally 0.000s> log
          1  0.000s  send .tapped  (skipped by step 3)
          2  0.000s  sent      .tapped
          3  0.000s  skip 1
        Tally 0.000s> quit

        """), "\(result.output)")
  }

  @Test func aWorkerKilledBetweenCommandsLosesNoStep() throws {
    let result = try TallyFolder().killingTheWorker(
      after: "send .tapped\n", then: "send .tapped\nlog\nquit\n")
    #expect(result.status == 0)
    #expect(
      result.output.hasSuffix(
        """
        Tally 0.000s> send .tapped
          the feature's code had ended (Killed) before 'send .tapped'; starting it again
        − Tally.State(count: 1)
        + Tally.State(count: 2)
        Tally 0.000s> log
          1  0.000s  sent      .tapped
          2  0.000s  sent      .tapped
        Tally 0.000s> quit

        """), "\(result.output)")
  }

  @Test func resumeAfterTheShellIsKilledBringsTheSessionBack() throws {
    let folder = try TallyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\nsend .delayed\nadvance 500ms\nstate\n")
    shell.kill()
    let resumed = try folder.shell(["--resume"])
    let result = resumed.finish("effects\nadvance 500ms\nundo\nquit\n")
    #expect(result.error == "")
    #expect(result.status == 0)
    #expect(
      result.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
          resumed the session: 3 lines replayed; at step 3
          the state at step 3:
          Tally.State(count: 1)
        Tally 0.500s> effects
          #1  (no id)  from step 2 .delayed at 0.000s  clock until 1.000s (in 0.500s)
        Tally 0.500s> advance 500ms
          1.000s  received .delayedResponse from #1
        − Tally.State(count: 1)
        + Tally.State(count: 2)
          finished #1
        Tally 1.000s> undo
          at step 3 of 4, 0.500s; 'goto 4' comes back, a new step drops the 1 after this
            one
        − Tally.State(count: 2)
        + Tally.State(count: 1)
          #1  (no id)  from step 2 .delayed at 0.000s  clock until 1.000s (in 0.500s)
        Tally 0.500s> quit

        """)
  }

  @Test func watchReloadsWhenAFileIsSavedBeforeTheNextCommand() throws {
    let folder = try TallyFolder()
    let shell = try folder.shell(["Tally.swift", "--watch"])
    try shell.send("send .tapped\n")
    try folder.write(adding: 3)
    let result = shell.finish("state\nquit\n")
    #expect(result.error == "")
    #expect(result.status == 0)
    #expect(
      result.output.replacingOccurrences(of: "Tally 0.000s> \(marker)\n\(markerOutput)", with: "")
        == """
        Tally loaded. Type 'help' for commands, Tab to complete.
        Tally 0.000s> send .tapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)
        Tally 0.000s> state
          Tally.swift changed: reloading (--watch)
          reloaded Tally.swift and replayed the session on it
          step 1 'send .tapped' behaves differently:
            the state after it (before: −, now: +):
            −   Tally.State(count: 1)
            +   Tally.State(count: 3)
          the session is at step 1, on the new code
          the state at step 1:
          Tally.State(count: 3)
          Tally.State(count: 3)
        Tally 0.000s> quit

        """)
  }

  @Test func theLessonThatFixesTheSeedWithReloadChecksAndLeavesItsFilesAsTheyWere() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let lesson = root.appendingPathComponent("Docs/Lessons/ReloadFixesTheSeed.transcript").path
    let file = root.appendingPathComponent("Docs/Lessons/Reload/EffectsBasics.swift")
    let before = try Data(contentsOf: file)
    let result = try runStoreREPL(
      ["--check", lesson], environment: ["STORE_REPL_CACHE_DIR": sharedCache])
    #expect(result.error == "")
    #expect(result.output == "✓ \(lesson): 7 commands and 14 narrations, output matches\n")
    #expect(result.status == 0)
    #expect(try Data(contentsOf: file) == before)
  }

  /// `record` on feature files writes a lesson whose header names them from its own folder,
  /// which `--check` passes; after a reload of an edited file, it writes the files as they were
  /// and as edited beside the lesson, and the edit as a `# edit` line, which `--check` makes.
  @Test func recordOnFeatureFilesWritesALessonThatChecks() throws {
    let folder = try TallyFolder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
    let shell = try folder.shell()
    try shell.send("# One tap.\nsend .tapped\nrecord Lessons/Tapping.transcript\n")
    try folder.write(adding: 2)
    try shell.send("reload\nrecord Lessons/Again.transcript\n")
    let result = shell.finish("quit\n")
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        """
        Tally 0.000s> record Lessons/Tapping.transcript
          wrote 1 command and 1 narration to Lessons/Tapping.transcript; play it with
            'store-repl --lesson Lessons/Tapping.transcript', check it with 'store-repl
            --check Lessons/Tapping.transcript'
        """))
    #expect(
      result.output.contains(
        """
        Tally 0.000s> record Lessons/Again.transcript
          wrote 3 commands and 1 narration and 1 edit to Lessons/Again.transcript; play
            it with 'store-repl --lesson Lessons/Again.transcript', check it with
            'store-repl --check Lessons/Again.transcript'
        """), "\(result.output)")
    let lesson = folder.url.appendingPathComponent("Lessons/Tapping.transcript")
    #expect(
      try String(contentsOf: lesson, encoding: .utf8) == """
        # store-repl transcript 1
        # feature: Tally
        # files: ../Tally.swift
        Tally loaded. Type 'help' for commands, Tab to complete.
        Tally 0.000s> # One tap.
        Tally 0.000s> send .tapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)

        """)
    // NB: The lesson names `../Tally.swift`, as it was when it was recorded: put back, the
    // file passes; the check runs on a copy of the folder above the lesson's too.
    try folder.write(adding: 1)
    let check = try runStoreREPL(
      ["--check", lesson.path], environment: ["STORE_REPL_CACHE_DIR": sharedCache])
    #expect(check.output == "✓ \(lesson.path): 1 command and 1 narration, output matches\n")
    #expect(check.status == 0)
    let again = folder.url.appendingPathComponent("Lessons/Again.transcript")
    let edited = try String(contentsOf: again, encoding: .utf8)
    #expect(
      edited.hasPrefix("# store-repl transcript 1\n# feature: Tally\n# files: Again/Tally.swift\n"))
    #expect(edited.contains("> # edit Again/Tally.swift as in Again/Tally.edit1.swift\n"))
    #expect(
      try String(
        contentsOf: folder.url.appendingPathComponent("Lessons/Again/Tally.swift"), encoding: .utf8)
        == tally(adding: 1, action: "tapped"))
    #expect(
      try String(
        contentsOf: folder.url.appendingPathComponent("Lessons/Again/Tally.edit1.swift"),
        encoding: .utf8) == tally(adding: 2, action: "tapped"))
    let checkAgain = try runStoreREPL(
      ["--check", again.path], environment: ["STORE_REPL_CACHE_DIR": sharedCache])
    #expect(checkAgain.status == 0, "\(checkAgain.output)")
  }

  @Test func aLessonOnFilesThatNoLongerMatchesShowsTheDifference() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try tally(adding: 1).write(
      to: folder.appendingPathComponent("Tally.swift"), atomically: true, encoding: .utf8)
    try tally(adding: 2).write(
      to: folder.appendingPathComponent("Tally.fixed.swift"), atomically: true, encoding: .utf8)
    let lesson = folder.appendingPathComponent("Tally.transcript")
    try """
    # store-repl transcript 1
    # feature: Tally
    # files: Tally.swift
    Tally loaded. Type 'help' for commands, Tab to complete.
    Tally 0.000s> send .tapped
    − Tally.State(count: 0)
    + Tally.State(count: 1)
    Tally 0.000s> # edit Tally.swift as in Tally.fixed.swift: two at a time
    Tally 0.000s> reload
      reloaded Tally.swift: the session's step replays the same

    """.write(to: lesson, atomically: true, encoding: .utf8)
    let result = try runStoreREPL(
      ["--check", lesson.path], environment: ["STORE_REPL_CACHE_DIR": sharedCache])
    #expect(result.error == "")
    #expect(result.status == 1)
    #expect(
      result.output == """
        ✗ \(lesson.path): the output differs (expected: -, actual: +)
          Tally 0.000s> # edit Tally.swift as in Tally.fixed.swift: two at a time
          Tally 0.000s> reload
        -   reloaded Tally.swift: the session's step replays the same
        +   reloaded Tally.swift and replayed the session on it
        +   step 1 'send .tapped' behaves differently:
        +     the state after it (before: −, now: +):
        +     −   Tally.State(count: 1)
        +     +   Tally.State(count: 2)
        +   the session is at step 1, on the new code
        +   the state at step 1:
        +   Tally.State(count: 2)
          \("")

        """)
  }

  @Test func packageLoadsTheFilesOfATargetAndSaysWhichTargetsThereAreWhenNoneIsNamed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    for target in ["Tallies", "Widgets"] {
      try manager.createDirectory(
        at: folder.appendingPathComponent("App/Sources/\(target)/Nested"),
        withIntermediateDirectories: true)
    }
    try tally(adding: 1).write(
      to: folder.appendingPathComponent("App/Sources/Tallies/Nested/Tally.swift"),
      atomically: true, encoding: .utf8)
    let unnamed = try runStoreREPL(["--package", "App"], environment: [:], in: folder)
    #expect(unnamed.status == 2)
    #expect(
      unnamed.error
        == "error: App/Sources has 2 targets; name one with '--target <name>': Tallies, Widgets\n")
    let misnamed = try runStoreREPL(
      ["--package", "App", "--target", "Tallys"], environment: [:], in: folder)
    #expect(misnamed.status == 2)
    #expect(
      misnamed.error
        == "error: App/Sources has no target 'Tallys'; did you mean 'Tallies'?; its targets: Tallies, Widgets\n"
    )
    let environment = [
      "STORE_REPL_CACHE_DIR": sharedCache, "STORE_REPL_STATE_DIR": folder.path,
    ]
    let named = try runStoreREPL(
      ["--package", "App", "--target", "Tallies"], input: "send .tapped\nsave s.replscript\n",
      environment: environment, in: folder)
    #expect(named.error == "")
    #expect(named.status == 0)
    // NB: The session is named by its package, as it was started.
    #expect(
      named.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
        Tally 0.000s> send .tapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)
        Tally 0.000s> save s.replscript
          wrote 1 step to s.replscript; replay with 'store-repl --package App --target
            Tallies --script s.replscript'

        """)
    let journal = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .first { $0.hasSuffix(".session") }
    let text = try String(
      contentsOf: folder.appendingPathComponent(journal ?? ""), encoding: .utf8)
    #expect(
      text.contains(
        "\nname --package\nname \(folder.appendingPathComponent("App").path)\nname --target\n"
          + "name Tallies\n"))
    let resumed = try runStoreREPL(
      ["--resume"], input: "state\n", environment: environment, in: folder)
    #expect(resumed.error == "")
    #expect(
      resumed.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
          resumed the session: 1 line replayed; at step 1
          the state at step 1:
          Tally.State(count: 1)
        Tally 0.000s> state
          Tally.State(count: 1)

        """)
  }

  @Test func theTestExportedFromAFeatureFileImportsNoModuleOfABuildAndSaysWhereItBelongs() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try runStoreREPL(
      ["Tally.swift"], input: "send .tapped\nexport test\n",
      environment: ["STORE_REPL_CACHE_DIR": sharedCache, "STORE_REPL_STATE_DIR": state.path],
      in: featureFiles)
    #expect(result.error == "")
    #expect(result.status == 0)
    #expect(
      result.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
        Tally 0.000s> send .tapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)
        Tally 0.000s> export test
          // swift-format-ignore-file
          // A session of Tally in store-repl, exported as a test.
          import ComposableArchitecture
          import Testing

          @Test func tallySession() async {
            let clock = TestClock()
            let store = TestStore(
              initialState: Tally.State()
            ) {
              Tally()
            } withDependencies: {
              $0.continuousClock = clock
              $0.context = .preview
            }

            await store.send(.tapped) {
              $0.count = 1
            }
          }

          note: the test imports no module of Tally: put it in the test target of the
            code it tests, with that module's '@testable import'

        """)
  }

  @Test func exportHTMLRunsInTheWorkerAndWritesTheHandout() throws {
    let folder = try TallyFolder()
    let result = try runStoreREPL(
      ["Tally.swift"],
      input: "send .tapped\nsend .delayed\nadvance 1s\nexport html handout.html\n"
        + "export html missing/handout.html\n",
      environment: ["STORE_REPL_CACHE_DIR": sharedCache, "STORE_REPL_STATE_DIR": folder.url.path],
      in: folder.url)
    #expect(result.error == "")
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        """
        Tally 1.000s> export html handout.html
          wrote the handout (3 steps) to handout.html
        Tally 1.000s> export html missing/handout.html
        error: can't write 'missing/handout.html': No such file or directory

        """))
    let html = try String(
      contentsOf: folder.url.appendingPathComponent("handout.html"), encoding: .utf8)
    #expect(html.components(separatedBy: #"<li class="step"#).count - 1 == 4)
    #expect(html.contains(#"["Tally.State(count: 0)",\#n"Tally.State(count: 1)",\#n"#))
    #expect(html.contains(#">#1 .delayed → .delayedResponse</text>"#))
  }

  /// The real work takes half a second: longer than any step on a busy machine, so that it is
  /// still in flight when `send` ends, here and when the reload replays it.
  @Test func reloadSaysWhenAStepThatDiffersHadEffectsWaitingOutsideTheClock() throws {
    let folder = try TallyFolder()
    let shell = try folder.shell()
    try shell.send("send .realWork\nwait 5s\n")
    try folder.write(adding: 4)
    try shell.send("reload\n")
    let result = shell.finish("quit\n")
    #expect(result.error == "")
    #expect(result.status == 0)
    #expect(
      result.output.replacingOccurrences(of: "Tally 0.000s> \(marker)\n\(markerOutput)", with: "")
        == """
        Tally loaded. Type 'help' for commands, Tab to complete.
        Tally 0.000s> send .realWork
        − Tally.State(count: 0)
        + Tally.State(count: 1)
          started #1: suspended outside the clock (a stream, a continuation or real
            work)
        Tally 0.000s> wait 5s
          0.000s  received .realWorkResponse from #1
          (no state change)
          finished #1
        Tally 0.000s> reload
          reloaded Tally.swift and replayed the session on it
          step 1 'send .realWork' behaves differently:
            the state after it (before: −, now: +):
            −   Tally.State(count: 1)
            +   Tally.State(count: 4)
            effects waiting outside the virtual clock were in flight: what they fed back
              depends on real time, not only on the code
          the session is at step 2, on the new code
          the state at step 2:
          Tally.State(count: 4)
        Tally 0.000s> quit

        """)
  }
}

extension WorkerShellTests {
  /// A crash after the files were edited into code that does not compile: the session comes
  /// back on the code that last ran, and says so; 'reload' goes back to the files once fixed.
  @Test func aCrashAfterAnEditThatDoesNotCompileComesBackOnTheCodeThatRan() throws {
    let folder = try TallyFolder()
    let shell = try folder.shell()
    try shell.send("send .tapped\n")
    try folder.write(tally(adding: 1).replacingOccurrences(of: "+= 1", with: "+= \"one\""))
    try shell.killWorker()
    try shell.send("send .tapped\n")
    try folder.write(adding: 5)
    let result = shell.finish("reload\nsend .tapped\nquit\n")
    let transcript = result.output.replacingOccurrences(
      of: "Tally 0.000s> \(marker)\n\(markerOutput)", with: "")
    #expect(
      transcript.hasSuffix(
        """
        Tally 0.000s> send .tapped
          the feature's code had ended (Killed) before 'send .tapped'; starting it again
          the files as they are now do not start (the compiler's messages are above);
            the feature's code started again as it last ran, from a copy: 'reload' goes
            back to the files
        − Tally.State(count: 1)
        + Tally.State(count: 2)
        Tally 0.000s> reload
          reloaded Tally.swift and replayed the session on it
          step 1 'send .tapped' behaves differently:
            the state after it (before: −, now: +):
            −   Tally.State(count: 1)
            +   Tally.State(count: 5)
          the session is at step 2, on the new code
          the state at step 2:
          Tally.State(count: 10)
        Tally 0.000s> send .tapped
        − Tally.State(count: 10)
        + Tally.State(count: 15)
        Tally 0.000s> quit

        """), "\(transcript)")
    #expect(result.error.contains("error: cannot convert value of type 'String'"))
  }
}
