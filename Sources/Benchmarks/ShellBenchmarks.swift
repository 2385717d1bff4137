import Composable
import ExampleFeatures
import Foundation
import StoreREPL

/// 10,000 commands: a `send`/`advance`/`effects` mix on EffectsBasics.
private let commands: [String] = (0..<2_500).flatMap { index in
  [
    "send .decrementButtonTapped", "effects",
    index.isMultiple(of: 2) ? "advance 1s" : "send .incrementButtonTapped",
    "advance 500ms",
  ]
}

/// 10,000 steps: commands that each change the session.
private let stepCommands: [String] = (0..<2_500).flatMap { index in
  [
    "send .decrementButtonTapped", "advance 500ms",
    index.isMultiple(of: 2) ? "advance 1s" : "send .incrementButtonTapped", "advance 500ms",
  ]
}

/// 25,000 steps, the script of the piped-session figure in the reliability notes: sends whose
/// effects start, run and end over `advance`s.
private let pipedSteps: [String] = Array(
  repeating: [
    "send .decrementButtonTapped", "advance 500ms", "advance 1s", "advance 500ms",
    "send .decrementButtonTapped", "advance 500ms", "send .incrementButtonTapped",
    "advance 500ms",
  ], count: 3_125
).flatMap { $0 }

/// The `store-repl` built beside this executable, if any.
var storeREPLBinary: URL? {
  let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("store-repl")
  return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
}

/// Runs `store-repl` with `input` piped in and returns the wall time until it exits.
///
/// - Parameters:
///   - folder: Where it runs; by default, here.
///   - environment: This process's environment with these values set.
func timeStoreREPL(
  _ arguments: [String], input: String, in folder: URL? = nil,
  environment: [String: String] = [:]
) -> Duration {
  guard let binary = storeREPLBinary else { return .zero }
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  if let folder { process.currentDirectoryURL = folder }
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let stdin = Pipe()
  process.standardInput = stdin
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  let began = ContinuousClock.now
  try? process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try? stdin.fileHandleForWriting.close()
  process.waitUntilExit()
  return began.duration(to: .now)
}

/// What the engine does for one of the shell's commands, on a test store of EffectsBasics and
/// its clock: the floor of the command.
private func engineWork(
  of command: String, _ store: TestStoreOf<EffectsBasics>, _ clock: TestClock
) async {
  switch command {
  case "send .decrementButtonTapped": await store.send(.decrementButtonTapped)
  case "send .incrementButtonTapped": await store.send(.incrementButtonTapped)
  case "advance 1s": await clock.advance(by: .seconds(1))
  case "advance 500ms": await clock.advance(by: .milliseconds(500))
  case "effects": blackHole(store.inFlightEffects)
  default: preconditionFailure("no engine work for '\(command)'")
  }
}

/// The shell: many commands in one session, and starting up.
let shellSuite: BenchmarkSuite = BenchmarkSuite(name: "shell") { suite in
  // The floor of the shell's commands: what the engine does for them, on a test store
  // that skips what it does not assert, as the shell's does.
  suite.addAsync("engine.10k") {
    return {
      let (store, clock) = effectsBasicsStore()
      store.exhaustivity = .off
      for command in commands { await engineWork(of: command, store, clock) }
      return store
    }
  }
  suite.addAsync("commands.10k.in-process", target: .atMostTimes(40, of: "engine.10k")) {
    return {
      let transcript = Transcript(feature: "EffectsBasics", commands: commands, output: "")
      return await Shell.replay(transcript, features: catalog).status
    }
  }
  // The floor of time travel: a round of four steps between two checkpoints, performed.
  // `goto` rebuilds the store at the checkpoint before its target and replays what follows,
  // never more than a round, however far it goes.
  suite.addSelfTimed("round.4-steps") {
    let shell = Shell(features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
    shell.load("EffectsBasics")
    return {
      let began = ContinuousClock.now
      for command in stepCommands.prefix(4) { _ = await shell.perform(command) }
      return began.duration(to: .now)
    }
  }
  for target in [1, 10_000] {
    suite.addSelfTimed(
      "goto.\(target).of.10k", target: .atMostTimes(10, of: "round.4-steps")
    ) {
      let shell = Shell(features: catalog, reader: ScriptedLineReader(lines: []), write: { _ in })
      shell.load("EffectsBasics")
      for command in stepCommands { _ = await shell.perform(command) }
      let start = target == 1 ? 10_000 : 1
      return {
        _ = await shell.perform("goto \(start)")
        let began = ContinuousClock.now
        let (output, failed) = await shell.perform("goto \(target)")
        let elapsed = began.duration(to: .now)
        precondition(!failed && output.hasPrefix("  at step \(target) of 10000"), output)
        return elapsed
      }
    }
  }
  if storeREPLBinary != nil {
    suite.addSelfTimed(
      "commands.10k.piped", target: .atMostTimes(2, of: "commands.10k.in-process")
    ) {
      let input = commands.joined(separator: "\n") + "\n"
      return { timeStoreREPL(["EffectsBasics"], input: input) }
    }
    // The floor of a piped session: the same steps replayed by the library, in this process.
    suite.addAsync("steps.25k.in-process", iterations: pipedSteps.count) {
      return {
        let transcript = Transcript(feature: "EffectsBasics", commands: pipedSteps, output: "")
        return await Shell.replay(transcript, features: catalog).status
      }
    }
    suite.addSelfTimed(
      "steps.25k.piped", target: .atMostTimes(2, of: "steps.25k.in-process"),
      iterations: pipedSteps.count
    ) {
      let input = pipedSteps.joined(separator: "\n") + "\n"
      return { timeStoreREPL(["EffectsBasics"], input: input) }
    }
    // The floor of a start: the same executable started, printing its version.
    suite.addSelfTimed("version") {
      return { timeStoreREPL(["--version"], input: "") }
    }
    suite.addSelfTimed("start-to-quit", target: .atMostTimes(2, of: "version")) {
      return { timeStoreREPL(["EffectsBasics"], input: "quit\n") }
    }
  } else {
    print(
      "shell: build store-repl in release mode first ('swift build -c release') to time it piped"
    )
  }
}
