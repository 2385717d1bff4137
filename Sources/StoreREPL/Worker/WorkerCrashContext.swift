import CWorkerFaults
import Composable
import Foundation
import ValueDump

/// What the worker's code was doing when it crashed, written on standard error by the crash's
/// signal handler (see `CWorkerFaults`) and read back by the shell for the crash's message.
///
/// Lines the worker writes: `store-repl-worker: while reducing .tapped, fed back by #1`, or
/// `store-repl-worker: in effect #1, started by .tapped`, then `store-repl-worker: state: <line>` for each
/// line of the state the action started from; before them, while `explore` runs,
/// `store-repl-worker: explore: <step>` for each step of the sequence it was trying.
enum WorkerCrashContext {
  static let whilePrefix = "store-repl-worker: while "
  static let effectPrefix = "store-repl-worker: in effect "
  static let statePrefix = "store-repl-worker: state: "
  static let explorePrefix = "store-repl-worker: explore: "
  /// The most lines of the state a crash's message shows.
  static let stateLines = 24

  // NB: Set once, before the user's code first runs, and read only by the crash's handler.
  nonisolated(unsafe) private static var describe: (() -> [String])?

  /// Has a crash of this process say what `describe` tells.
  static func install(_ describe: @escaping () -> [String]) {
    Self.describe = describe
    worker_faults_set_describer {
      guard let lines = WorkerCrashContext.describe?(), !lines.isEmpty else { return }
      let text = lines.map { "store-repl-worker: " + $0 + "\n" }.joined()
      writeAll(STDERR_FILENO, Array(text.utf8))
    }
  }

  /// The lines that say what a worker's code was doing, from what it wrote on standard error;
  /// none when it wrote none.
  static func lines(in errors: String) -> [String] {
    var lines: [String] = []
    var state: [String] = []
    for row in errors.split(separator: "\n") {
      if row.hasPrefix(whilePrefix) || row.hasPrefix(effectPrefix) {
        lines.append(String(row.dropFirst("store-repl-worker: ".count)))
      } else if row.hasPrefix(statePrefix) {
        state.append(String(row.dropFirst(statePrefix.count)))
      }
    }
    guard !state.isEmpty else { return lines }
    lines.append("the state it started from:")
    lines += state.prefix(stateLines).map { "  " + $0 }
    if state.count > stateLines {
      lines.append(
        "  … (\(state.count - stateLines) more lines: 'state' shows it at the step before)")
    }
    return lines
  }

  /// The sequence `explore` was trying when the worker crashed, one line a step; none when it
  /// was not exploring.
  static func explored(in errors: String) -> [String] {
    errors.split(separator: "\n").filter { $0.hasPrefix(explorePrefix) }.map {
      String($0.dropFirst(explorePrefix.count))
    }
  }

  /// Whether a line of a worker's standard error is one of these.
  static func isOwnLine(_ line: Substring) -> Bool {
    line.hasPrefix(whilePrefix) || line.hasPrefix(effectPrefix) || line.hasPrefix(statePrefix)
      || line.hasPrefix(explorePrefix)
  }
}

extension StoreSession {
  func crashContext() -> [String] {
    // NB: What `explore` was trying comes first: the shell reports it as the finding.
    let tried = exploring.map { sequence in sequence.map { "explore: " + $0 } } ?? []
    return tried + reductionContext()
  }

  private func reductionContext() -> [String] {
    if let (action, effect) = store.actionBeingReduced {
      return [
        "while reducing \(customDumpInline(action))"
          + (effect.map { ", fed back by #\($0)" } ?? "")
      ] + customDump(store.currentState).split(separator: "\n").map { "state: \($0)" }
    }
    if let effect = TestStore<State, Action>.effectRunning {
      return ["in effect \(effect)"]
    }
    return []
  }
}
