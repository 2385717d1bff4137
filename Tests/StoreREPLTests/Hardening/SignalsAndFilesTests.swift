import Foundation
import TestHelpers
import Testing

@testable import StoreREPL

extension Hardening {
  /// Ctrl-C, Ctrl-D, and files that cannot be written: the session survives each.
  ///
  /// NB: Serialized, because the tests that press Ctrl-C share `PressesCtrlC.interrupts`.
  @Suite(.serialized, .timeLimit(.hang)) struct SignalsAndFilesTests {
    @Test func ctrlCDuringAdvanceAllInterruptsAndTheSessionGoesOn() async {
      let shell = loadedShell("PressesCtrlC")
      _ = await shell.perform("send .start")
      let outcome = await InterruptFlag.$current.withValue(PressesCtrlC.interrupts) {
        await shell.outcome("advance all")
      }
      let lines = outcome.output.split(separator: "\n")
      #expect(!outcome.failed)
      #expect(lines.filter { $0.contains("received .tick") }.count == 5)
      #expect(lines.last == "  interrupted at 5.000s; 'advance all' goes on")
      #expect(
        await shell.outcome("effects")
          == .ok(
            "  #1  (no id)  from step 1 .start at 0.000s  clock until 6.000s (in 1.000s)"))
      #expect(
        await shell.outcome("advance 1s")
          == .ok(
            """
              6.000s  received .tick from #1
            − PressesCtrlC.State(ticks: 5)
            + PressesCtrlC.State(ticks: 6)
            """))
      #expect(await shell.outcome("state") == .ok("  PressesCtrlC.State(ticks: 6)"))
    }

    @Test func ctrlCDuringAdvanceByADurationStopsAtTheTickItIsPressedAndTheStepKeepsWhereItGot()
      async
    {
      let shell = loadedShell("PressesCtrlC")
      _ = await shell.perform("send .start")
      let outcome = await InterruptFlag.$current.withValue(PressesCtrlC.interrupts) {
        await shell.outcome("advance 999999999s")
      }
      let lines = outcome.output.split(separator: "\n")
      #expect(!outcome.failed)
      #expect(lines.filter { $0.contains("received .tick") }.count == 5)
      #expect(
        lines.last == "  interrupted at 5.000s; 'advance 999999994s' goes on to 999999999.000s")
      #expect(shell.prompt == "PressesCtrlC 5.000s> ")
      // NB: The step is what happened, so that going back and forth replays it exactly.
      let log = """
          1  0.000s  sent      .start
          2  1.000s  received  .tick  from #1  (advance 5s)
             2.000s  received  .tick  from #1
             3.000s  received  .tick  from #1
             4.000s  received  .tick  from #1
             5.000s  received  .tick  from #1
        """
      let logged = await shell.outcome("log")
      #expect(logged == .ok(log))
      _ = await shell.perform("undo")
      _ = await shell.perform("goto 2")
      let replayed = await shell.outcome("log")
      #expect(replayed == .ok(log))
      #expect(await shell.outcome("state") == .ok("  PressesCtrlC.State(ticks: 5)"))
      #expect(
        await shell.outcome("effects")
          == .ok(
            "  #1  (no id)  from step 1 .start at 0.000s  clock until 6.000s (in 1.000s)"))
    }

    @Test func advanceByADurationStopsAfterAThousandDeadlinesAndSaysHowToGoOn() async {
      let shell = loadedShell("Timers")
      _ = await shell.perform("send .toggleTimerButtonTapped")
      // The process's own flag is raised by the tests of Ctrl-C that run beside this one.
      let outcome = await InterruptFlag.$current.withValue(InterruptFlag()) {
        await shell.outcome("advance 999999999s")
      }
      #expect(!outcome.failed)
      #expect(
        outcome.output.split(separator: "\n").last
          == "  stopped after 1000 deadlines, at 1000.000s: effects keep sleeping (a timer?); 'advance 1000s' goes on as far again, 'cancel #1' ends it"
      )
      #expect(shell.prompt == "Timers 1000.000s> ")
      #expect(
        await shell.outcome("state")
          == .ok(
            """
              Timers.State(
                isTimerActive: true,
                secondsElapsed: 1000
              )
            """))
      #expect(
        await shell.outcome("advance 2s").output
          == """
            1001.000s  received .timerTicked from #1
          \u{2007} Timers.State(
          \u{2007}   isTimerActive: true,
          −   secondsElapsed: 1000
          +   secondsElapsed: 1001
          \u{2007} )
            1002.000s  received .timerTicked from #1
          \u{2007} Timers.State(
          \u{2007}   isTimerActive: true,
          −   secondsElapsed: 1001
          +   secondsElapsed: 1002
          \u{2007} )
          """)
      // What the stop suggested goes on as far again without stopping.
      let again = await InterruptFlag.$current.withValue(InterruptFlag()) {
        await shell.outcome("advance 1000s")
      }
      #expect(!again.output.contains("stopped after"))
      #expect(shell.prompt == "Timers 2002.000s> ")
    }

    @Test func aCtrlCPressedBeforeAdvanceAllDoesNotInterruptIt() async {
      let flag = InterruptFlag()
      let shell = loadedShell("Timers")
      _ = await shell.perform("send .toggleTimerButtonTapped")
      flag.raise()
      let outcome = await InterruptFlag.$current.withValue(flag) {
        await shell.outcome("advance all")
      }
      #expect(
        outcome.output.split(separator: "\n").last
          == "  stopped after 1000 deadlines, at 1000.000s: effects keep sleeping (a timer?); 'advance 1000s' goes on as far again, 'cancel #1' ends it"
      )
      #expect(await shell.outcome("state").output.contains("secondsElapsed: 1000"))
    }

    @Test func ctrlCAtThePromptDropsTheLineAndCtrlDEndsWithStatusZeroAndTheHistorySaved()
      async throws
    {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = HistoryFile(path: folder.path + "/history")
      let warnings = Collected()
      let reader = HistoryKeepingReader(
        ["send .incrementButtonTapped", .interrupt, "state count", .endOfInput, "never read"],
        history: PersistentHistory(file: file, warn: warnings.append))
      var output = ""
      let shell = Shell(features: hardeningFeatures, reader: reader, write: { output += $0 })
      shell.load("EffectsBasics", quietly: true)
      #expect(await shell.run() == 0)
      #expect(
        output == """
          EffectsBasics 0.000s> send .incrementButtonTapped
          \u{2007} EffectsBasics.State(
          −   count: 0,
          +   count: 1,
          \u{2007}   isNumberFactRequestInFlight: false,
          \u{2007}   numberFact: nil
          \u{2007} )
            cancel CancelID.delay: no effect in flight under that id
          EffectsBasics 0.000s> state count
            count: 1

          """)
      #expect(try file.load() == ["send .incrementButtonTapped", "state count"])
      #expect(warnings.messages == [])
    }

    @Test func anUnwritableHistoryFileWarnsOnceAndTheSessionGoesOn() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let path = folder.path + "/missing/history"
      let warnings = Collected()
      let reader = HistoryKeepingReader(
        ["send .incrementButtonTapped", "send .incrementButtonTapped", "state count"],
        history: PersistentHistory(file: HistoryFile(path: path), warn: warnings.append))
      var output = ""
      let shell = Shell(features: hardeningFeatures, reader: reader, write: { output += $0 })
      shell.load("EffectsBasics", quietly: true)
      #expect(await shell.run() == 0)
      #expect(output.hasSuffix("EffectsBasics 0.000s> state count\n  count: 2\n"))
      #expect(
        warnings.messages == [
          "warning: cannot write the history file '\(path)': No such file or directory"
        ])
      #expect(folder.names() == [])
    }

    @Test(arguments: [
      ("save", "/missing/folder/session.replscript", "No such file or directory"),
      ("export test", "/missing/folder/SessionTests.swift", "No such file or directory"),
      ("save", "{folder}", "it names a folder"),
      ("export test", "{folder}", "it names a folder"),
      ("save", "{folder}/", "it names a folder"),
      ("save", "{folder}/file/inside-a-file", "Not a directory"),
    ])
    func aFileThatCannotBeWrittenIsAnErrorAndTheSessionIsIntact(
      command: String, target: String, reason: String
    ) async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try write(Array("old".utf8), to: folder.path + "/file")
      let path = target.replacingOccurrences(of: "{folder}", with: folder.path)
      let shell = loadedShell("EffectsBasics")
      _ = await shell.perform("send .decrementButtonTapped")
      let before = await snapshot(shell)
      let line = "\(command) \(path)"
      #expect(
        await shell.outcome(line) == .failure("error: can't write '\(path)': \(reason)"))
      #expect(await snapshot(shell) == before)
      #expect(folder.names() == ["file"])
      #expect(try contents(of: folder.path + "/file") == "old")
    }

    @Test func aSaveThatFailsHalfwayLeavesTheOldFileAsItWas() throws {
      // NB: A child `store-repl` may write files of at most 1 MiB: its save of a longer script
      // fails in the middle of writing it (or is killed by SIGXFSZ there). A sanitizer's
      // runtime needs files of its own, smaller than that.
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let path = folder.path + "/session.replscript"
      try write(Array("old\n".utf8), to: path)
      let fact = String(repeating: "x", count: 1_000)
      let sends = Array(repeating: #"send .numberFactResponse(.success("\#(fact)"))"#, count: 600)
      let input = (sends + ["save \(path)", "state count"]).joined(separator: "\n") + "\n"
      // NB: Wide enough that the error naming the file's long path is not folded.
      let result = try runStoreREPLWithFileSizeLimit(
        ["EffectsBasics", "--width", "1000"], input: input)
      #expect(try contents(of: path) == "old\n")
      if result.killedBySignal {
        #expect(result.status == SIGXFSZ)
      } else {
        #expect(result.status == 1)
        #expect(
          result.output.hasSuffix(
            """
            EffectsBasics 0.000s> save \(path)
            error: can't write '\(path)': File too large
            EffectsBasics 0.000s> state count
              count: 0

            """))
        #expect(folder.names() == ["session.replscript"])
      }
    }
  }
}

/// A scripted reader that keeps its history as the interactive reader does, in a file.
final class HistoryKeepingReader: LineReader {
  private let script: ScriptedLineReader
  private let history: PersistentHistory

  init(_ entries: [ScriptedLineReader.Entry], history: PersistentHistory) {
    script = ScriptedLineReader(entries)
    self.history = history
    _ = history.load()
  }

  func readLine(prompt: String) throws -> String? { try script.readLine(prompt: prompt) }

  func addHistory(_ line: String) { _ = history.record(line) }

  var echoesInput: Bool { false }
}

/// Runs the built `store-repl` with files limited to 512 KiB and `input` piped in.
func runStoreREPLWithFileSizeLimit(
  _ arguments: [String], input: String
) throws -> (output: String, status: Int32, killedBySignal: Bool) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments =
    ["-c", "ulimit -f 1024; exec \"$0\" \"$@\"", storeREPLExecutable.path] + arguments
  // NB: The input comes from a file: written to a pipe, a long input would wait for the child
  // to read it while the child waits for its output to be read.
  let folder = try TemporaryFolder()
  defer { folder.remove() }
  let inputPath = folder.path + "/input"
  try write(Array(input.utf8), to: inputPath)
  let stdout = Pipe()
  process.standardInput = FileHandle(forReadingAtPath: inputPath)
  process.standardOutput = stdout
  process.standardError = FileHandle.nullDevice
  try process.run()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    String(decoding: output, as: UTF8.self), process.terminationStatus,
    process.terminationReason == .uncaughtSignal
  )
}

/// The `store-repl` built beside the tests.
var storeREPLExecutable: URL {
  let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("store-repl")
  return FileManager.default.fileExists(atPath: beside.path)
    ? beside
    : Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("store-repl")
}
