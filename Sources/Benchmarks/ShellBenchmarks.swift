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

/// The `store-repl` built beside this executable, if any.
private var storeREPLBinary: URL? {
  let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("store-repl")
  return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
}

/// Runs `store-repl` with `input` piped in and returns the wall time until it exits.
private func timeStoreREPL(_ arguments: [String], input: String) -> Duration {
  guard let binary = storeREPLBinary else { return .zero }
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
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
let shellSuite = BenchmarkSuite(name: "shell") { suite in
  suite.addAsync("commands.10k.in-process", target: .atMost(.seconds(2))) {
    return {
      let transcript = Transcript(feature: "EffectsBasics", commands: commands, output: "")
      return await Shell.replay(transcript, features: catalog).status
    }
  }
  if storeREPLBinary != nil {
    suite.addSelfTimed("commands.10k.piped", target: .atMost(.seconds(2))) {
      let input = commands.joined(separator: "\n") + "\n"
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
