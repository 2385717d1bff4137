import ExampleFeatures
import Foundation
import StoreREPL

// Feature files: compiling one, starting on it, reloading it, and commands through the worker
// process that runs its code.

/// A folder of the benchmarks' own: the feature files, the library cache, the journals.
private let work: URL = {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("store-repl-benchmarks-\(getpid())")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}()

/// Removes the benchmarks' folder, when the benchmarks are over.
func removeFeatureFileFolder() {
  try? FileManager.default.removeItem(at: work)
}

private let cache = work.appendingPathComponent("cache")
private let large = work.appendingPathComponent("Inventory.swift")
private let effectsBasics = work.appendingPathComponent("EffectsBasics.swift")
private let commandFile = work.appendingPathComponent("compile-command")

/// A feature of about 200 lines, as people write them: a state of twenty fields, forty actions,
/// an effect on the clock and a dependency. `variant` changes a constant, to make a new build.
private func inventory(variant: Int) -> String {
  let fields = (0..<20).map { "    var item\($0) = \($0)" }.joined(separator: "\n")
  let cases = (0..<20).map { "    case add\($0)\n    case remove\($0)" }.joined(separator: "\n")
  let reductions = (0..<20).map { index in
    """
          case .add\(index):
            state.item\(index) += \(variant % 7 + 1)
            state.total += 1
            return .none
          case .remove\(index):
            state.item\(index) -= 1
            state.total -= 1
            return .none
    """
  }.joined(separator: "\n")
  return """
    import ComposableArchitecture

    @Reducer
    struct Inventory {
      @Dependency(\\.continuousClock) var clock

      @ObservableState
      struct State: Equatable {
    \(fields)
        var total = 0
        var isSyncing = false
      }

      enum Action {
    \(cases)
        case syncButtonTapped
        case syncResponse
      }

      enum CancelID { case sync }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
    \(reductions)
          case .syncButtonTapped:
            state.isSyncing = true
            return .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.syncResponse)
            }
            .cancellable(id: CancelID.sync, cancelInFlight: true)
          case .syncResponse:
            state.isSyncing = false
            return .none
          }
        }
      }
    }

    """
}

/// 100 steps on the inventory.
private let hundredSteps =
  (0..<100).map { index in
    index.isMultiple(of: 10) ? "send .syncButtonTapped" : "send .add\(index % 20)"
  }.joined(separator: "\n") + "\n"

/// The environment of every `store-repl` these benchmarks run: the work folder's cache and
/// journals.
private let environment = [
  "STORE_REPL_CACHE_DIR": cache.path, "STORE_REPL_STATE_DIR": work.path,
]

/// Runs `store-repl` in the work folder with `input` piped in; the wall time until it exits.
private func timeStoreREPL(
  _ arguments: [String], input: String, environment extra: [String: String] = [:]
) -> Duration {
  timeStoreREPL(
    arguments, input: input, in: work, environment: environment.merging(extra) { $1 })
}

/// The compile the last start ran, as the loader ran it, timed alone (into another output).
private func timeCompileAlone() -> Duration {
  guard let text = try? String(contentsOf: commandFile, encoding: .utf8) else { return .zero }
  var arguments = text.split(separator: "\n").map(String.init)
  let compiler = arguments.removeFirst()
  if let output = arguments.firstIndex(of: "-o") {
    arguments[output + 1] = work.appendingPathComponent("alone.so").path
  }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: compiler)
  process.arguments = arguments
  process.currentDirectoryURL = work
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  let began = ContinuousClock.now
  try? process.run()
  process.waitUntilExit()
  return began.duration(to: .now)
}

/// Empties the library cache but for the compiler's module cache, so that the next start
/// compiles as a first start does once the toolchain's modules are built.
private func dropCompiledLibraries() {
  for name in (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
  where name != "ModuleCache" && name != "engines" {
    try? FileManager.default.removeItem(at: cache.appendingPathComponent(name))
  }
}

/// A `store-repl` driven line by line: `run` sends lines and waits until their output is in.
private final class Interactive: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lock = NSLock()
  private var received = Data()
  private var markers = 0
  private static let marker = "help quit\n"
  private static let markerOutput = Data("    ends the session (Ctrl-D does too)\n".utf8)

  init(_ arguments: [String]) {
    process.executableURL = storeREPLBinary
    process.arguments = arguments
    process.currentDirectoryURL = work
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [unowned self] handle in
      let data = handle.availableData
      lock.withLock { received.append(data) }
    }
    try? process.run()
  }

  /// Sends `lines` and waits for their output; returns how long that took.
  @discardableResult
  func run(_ lines: String) -> Duration {
    markers += 1
    let began = ContinuousClock.now
    input.fileHandleForWriting.write(Data((lines + Self.marker).utf8))
    while count() < markers, process.isRunning { usleep(200) }
    return began.duration(to: .now)
  }

  /// How many markers' output arrived; each call searches only what arrived since the last
  /// (and the few bytes before it that a marker could start in).
  private func count() -> Int {
    lock.withLock {
      var start = Swift.max(countedUpTo, searchedUpTo - Self.markerOutput.count + 1)
      start = Swift.max(start, received.startIndex)
      while let found = received.range(of: Self.markerOutput, in: start..<received.endIndex) {
        counted += 1
        countedUpTo = found.upperBound
        start = found.upperBound
      }
      searchedUpTo = received.endIndex
      return counted
    }
  }
  private var counted = 0
  private var countedUpTo = 0
  private var searchedUpTo = 0

  /// The resident memory of the shell and of its worker processes, in megabytes.
  var residentMegabytes: Double {
    var pids = [process.processIdentifier]
    if let children = try? String(
      contentsOfFile:
        "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children",
      encoding: .utf8)
    {
      pids += children.split(separator: " ").compactMap { Int32($0) }
    }
    return pids.reduce(0) { total, pid in
      let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
      let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
      return total + kilobytes / 1024
    }
  }

  func quit() {
    input.fileHandleForWriting.write(Data("quit\n".utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
  }
}

/// The seed's EffectsBasics as a feature file: the test suite's copy.
private let effectsBasicsSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../Docs/Lessons/Reload/EffectsBasics.swift")

/// 10,000 commands: a `send`/`advance`/`effects` mix on EffectsBasics.
private let commands =
  (0..<2_500).flatMap { index in
    [
      "send .decrementButtonTapped", "effects",
      index.isMultiple(of: 2) ? "advance 1s" : "send .incrementButtonTapped", "advance 500ms",
    ]
  }.joined(separator: "\n") + "\n"

let featureFileSuite = BenchmarkSuite(name: "featurefile") { suite in
  addCountedWire(to: &suite)
  guard storeREPLBinary != nil, FileManager.default.fileExists(atPath: effectsBasicsSource.path)
  else {
    print("featurefile: build store-repl in release mode first, in a checkout of the sources")
    return
  }
  try? inventory(variant: 0).write(to: large, atomically: true, encoding: .utf8)
  try? FileManager.default.removeItem(at: effectsBasics)
  try? FileManager.default.copyItem(at: effectsBasicsSource, to: effectsBasics)

  suite.addSelfTimed("swiftc.200-lines") {
    _ = timeStoreREPL(
      ["Inventory.swift"], input: "quit\n",
      environment: ["STORE_REPL_COMPILE_COMMAND_FILE": commandFile.path])
    return { timeCompileAlone() }
  }
  suite.addSelfTimed(
    "first-start.200-lines", baseline: "swiftc.200-lines",
    target: .atMostTimes(1.5, of: "swiftc.200-lines")
  ) {
    return {
      dropCompiledLibraries()
      return timeStoreREPL(["Inventory.swift"], input: "quit\n")
    }
  }
  suite.addSelfTimed("builtin-start") {
    return { timeStoreREPL(["EffectsBasics"], input: "quit\n") }
  }
  suite.addSelfTimed(
    "cached-start.200-lines", baseline: "builtin-start",
    target: .atMostTimes(2, of: "builtin-start")
  ) {
    _ = timeStoreREPL(["Inventory.swift"], input: "quit\n")
    return { timeStoreREPL(["Inventory.swift"], input: "quit\n") }
  }
  // Each run edits the file, so that the reload compiles: a reload costs the compile and
  // what comes after it (starting the worker, replaying 100 steps, comparing).
  suite.addSelfTimed(
    "reload.100-steps", baseline: "swiftc.200-lines",
    target: .atMostTimes(1.1, of: "swiftc.200-lines")
  ) {
    let shell = Interactive(["Inventory.swift"])
    shell.run(hundredSteps)
    let variant = Counter()
    return {
      try? inventory(variant: variant.next()).write(to: large, atomically: true, encoding: .utf8)
      return shell.run("reload\n")
    }
  }
  // The same 10,000 commands three ways: run by the library (`shell.commands.10k.in-process`),
  // piped into `store-repl EffectsBasics`, and piped into `store-repl EffectsBasics.swift`, whose
  // worker process runs them, one round trip each.
  suite.addAsync("commands.10k.library") {
    let lines = commands.split(separator: "\n").map(String.init)
    return {
      let transcript = Transcript(feature: "EffectsBasics", commands: lines, output: "")
      return await Shell.replay(transcript, features: catalog).status
    }
  }
  // Piped from a file-like pipe into a `store-repl` whose output goes to /dev/null, the
  // start of the process included, as `shell.commands.10k.piped` is timed.
  suite.addSelfTimed("commands.10k.piped", baseline: "commands.10k.library") {
    return { timeStoreREPL(["EffectsBasics"], input: commands) }
  }
  suite.addSelfTimed(
    "commands.10k.worker", baseline: "commands.10k.piped",
    target: .atMostTimes(2, of: "commands.10k.library")
  ) {
    _ = timeStoreREPL(["EffectsBasics.swift"], input: "quit\n")
    return { timeStoreREPL(["EffectsBasics.swift"], input: commands) }
  }
  suite.addMeasured("reloads.100.memory-added", unit: "MB", atMost: 200) {
    let shell = Interactive(["Inventory.swift"])
    shell.run(hundredSteps)
    let before = shell.residentMegabytes
    for _ in 0..<100 { shell.run("reload\n") }
    let after = shell.residentMegabytes
    shell.quit()
    return after - before
  }
}

/// Numbers one after another, for the runs of a benchmark.
private final class Counter: @unchecked Sendable {
  private var value = 0
  func next() -> Int {
    value += 1
    return value
  }
}
