import Foundation
import TestHelpers
import Testing

/// The library cache the driven shells share, beside the built binary.
let drivenCache = storeREPLExecutable.deletingLastPathComponent()
  .appendingPathComponent("WorkerShellTests.cache").path

/// A line whose output marks the end of what was sent so far.
let marker = "help quit"
let markerOutput = "  quit\n    ends the session (Ctrl-D does too)\n"

/// A `store-repl` driven part by part: each part's lines are sent, then `marker`, and the test
/// waits for the marker's output before doing what comes next (editing a file, killing the shell).
final class Driven {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let received = LockedText()

  init(_ arguments: [String], in folder: URL, state: URL) throws {
    process.executableURL = storeREPLExecutable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    environment["STORE_REPL_CACHE_DIR"] = drivenCache
    environment["STORE_REPL_STATE_DIR"] = state.path
    process.environment = environment
    process.currentDirectoryURL = folder
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    let received = self.received
    output.fileHandleForReading.readabilityHandler = { handle in
      received.append(handle.availableData)
    }
    try process.run()
  }

  /// Sends `lines`, then the marker, and waits for the marker's output.
  func send(_ lines: String, within seconds: TimeInterval = 600) throws {
    let markers = received.text.components(separatedBy: markerOutput).count
    input.fileHandleForWriting.write(Data((lines + marker + "\n").utf8))
    let deadline = Date().addingTimeInterval(seconds)
    while received.text.components(separatedBy: markerOutput).count == markers {
      guard Date() < deadline, process.isRunning else {
        throw DrivenError(output: received.text)
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
  }

  /// Waits until no child process of the shell runs (its worker ended, or was never started),
  /// as `/proc` says: a zombie the shell has not reaped yet counts as ended.
  func waitForWorkerToEnd(within seconds: TimeInterval = 600) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while runningChildren() > 0 {
      guard Date() < deadline else { throw DrivenError(output: received.text) }
      Thread.sleep(forTimeInterval: 0.01)
    }
  }

  /// How many of the shell's child processes run (are not zombies).
  private func runningChildren() -> Int {
    ((try? workers()) ?? []).count { child in
      guard let stat = fileText("/proc/\(child)/stat"), let close = stat.lastIndex(of: ")")
      else { return false }
      return stat[stat.index(close, offsetBy: 2)] != "Z"
    }
  }

  /// Sends the last lines, closes the input and waits for the end.
  func finish(_ lines: String) -> (output: String, error: String, status: Int32) {
    input.fileHandleForWriting.write(Data(lines.utf8))
    try? input.fileHandleForWriting.close()
    let error = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
    received.append(output.fileHandleForReading.readDataToEndOfFile())
    return (received.text, String(decoding: error, as: UTF8.self), process.terminationStatus)
  }

  /// Kills the shell with SIGKILL, as a crash of the machine's session would.
  func kill() {
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try? input.fileHandleForWriting.close()
  }

  /// The processes the shell started: its worker.
  func workers() throws -> [Int32] {
    // NB: Children are listed by the thread that started them.
    let tasks = "/proc/\(process.processIdentifier)/task"
    return try FileManager.default.contentsOfDirectory(atPath: tasks).flatMap { task in
      (fileText("\(tasks)/\(task)/children") ?? "")
        .split(separator: " ").compactMap { Int32($0) }
    }
  }

  /// Writes lines to the shell without waiting for anything.
  func type(_ lines: String) {
    input.fileHandleForWriting.write(Data(lines.utf8))
  }

  /// What the shell printed so far.
  var printed: String { received.text }

  /// Kills the shell's worker, the process it started, and waits until it is gone.
  func killWorker() throws {
    let workers = try workers()
    #expect(workers.count == 1)
    for worker in workers {
      Foundation.kill(worker, SIGKILL)
      while Foundation.kill(worker, 0) == 0 {
        // NB: The shell reaps it only when it next talks to it; until then it is a zombie,
        // whose descriptors are closed.
        if fileText("/proc/\(worker)/stat")?
          .contains(") Z ") == true
        {
          break
        }
        Thread.sleep(forTimeInterval: 0.01)
      }
    }
  }
}

struct DrivenError: Error, CustomStringConvertible {
  var output: String
  var description: String { "the shell ended or stopped answering; it printed:\n\(output)" }
}

final class LockedText: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes = Data()
  func append(_ data: Data) { lock.withLock { bytes.append(data) } }
  var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}
