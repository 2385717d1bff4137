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

/// The shell: many commands in one session, and starting up.
let shellSuite: BenchmarkSuite = BenchmarkSuite(name: "shell") { suite in
  suite.addAsync("commands.10k.in-process", target: .atMost(.seconds(2))) {
    return {
      let transcript = Transcript(feature: "EffectsBasics", commands: commands, output: "")
      return await Shell.replay(transcript, features: catalog).status
    }
  }
  for target in [1, 10_000] {
    suite.addSelfTimed("goto.\(target).of.10k", target: .atMost(.milliseconds(200))) {
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
    suite.addSelfTimed("commands.10k.piped", target: .atMost(.seconds(2))) {
      let input = commands.joined(separator: "\n") + "\n"
      return { timeStoreREPL(["EffectsBasics"], input: input) }
    }
    // NB: Piped from this process the script runs a little slower than from a file: 54 µs per
    // step from a file, 72–81 µs here, on an idle machine; it took 140–150 µs before the costs
    // per step were cut.
    suite.addSelfTimed(
      "steps.25k.piped", target: .atMost(.microseconds(100)), iterations: pipedSteps.count
    ) {
      let input = pipedSteps.joined(separator: "\n") + "\n"
      return { timeStoreREPL(["EffectsBasics"], input: input) }
    }
    suite.addSelfTimed("start-to-quit", target: .atMost(.milliseconds(100))) {
      return { timeStoreREPL(["EffectsBasics"], input: "quit\n") }
    }
  } else {
    print(
      "shell: build store-repl in release mode first ('swift build -c release') to time it piped"
    )
  }
}
