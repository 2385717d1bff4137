import CWorkerFaults
import Composable
import ValueDump

/// What the worker's code was doing when it crashed: sent to the shell as a
/// ``WorkerAnswer/crashing(_:)`` answer by the crash's signal handler (see `CWorkerFaults`),
/// before the runtime writes its report on standard error, and shown in the crash's message.
struct WorkerCrashContext: Codable, Equatable {
  /// What ran when the code crashed.
  enum Running: Codable, Equatable {
    /// The reducer, on an action (as the dumper writes it inline), fed back by an effect (its
    /// number) or sent; `state` is the state it started from, as the dumper writes it.
    case reducing(action: String, fedBackBy: Int?, state: String)
    /// An effect's work, the effect named as messages name it: `#1 CancelID.timer, started by
    /// .toggleTimerButtonTapped`.
    case effect(String)
  }

  /// The sequence `explore` was trying, one command a step; empty when it was not exploring.
  var explored: [Command] = []
  var running: Running?

  /// The most lines of the state a crash's message shows.
  static let stateLines = 24

  /// Whether it says nothing.
  var isEmpty: Bool { explored.isEmpty && running == nil }

  /// What the crash's message says of what the code was doing.
  var lines: [String] {
    switch running {
    case nil:
      return []
    case let .effect(effect):
      return ["in effect \(effect)"]
    case let .reducing(action, effect, state):
      let rows = state.split(separator: "\n")
      var lines = ["while reducing \(action)" + (effect.map { ", fed back by #\($0)" } ?? "")]
      guard !rows.isEmpty else { return lines }
      lines.append("the state it started from:")
      lines += rows.prefix(Self.stateLines).map { "  " + $0 }
      if rows.count > Self.stateLines {
        lines.append(
          "  … (\(rows.count - Self.stateLines) more lines: 'state' shows it at the step before)")
      }
      return lines
    }
  }
}

extension WorkerCrashContext {
  // NB: Set once, before the user's code first runs, and read only by the crash's handler.
  nonisolated(unsafe) private static var describe: (() -> WorkerCrashContext)?
  nonisolated(unsafe) private static var channel: WorkerChannel?

  /// Has a crash of this process send what `describe` tells on `channel`.
  static func install(on channel: WorkerChannel, _ describe: @escaping () -> WorkerCrashContext) {
    Self.describe = describe
    Self.channel = channel
    worker_faults_set_describer {
      guard let context = WorkerCrashContext.describe?(), !context.isEmpty else { return }
      WorkerCrashContext.channel?.send(
        WorkerAnswer.crashing(context),
        nonce: ServedRequest.nonce.load(ordering: .sequentiallyConsistent))
    }
  }
}

extension StoreSession {
  func crashContext() -> WorkerCrashContext {
    var context = WorkerCrashContext(explored: exploring ?? [])
    if let (action, effect) = store.actionBeingReduced {
      context.running = .reducing(
        action: customDumpInline(action), fedBackBy: effect,
        state: customDump(store.currentState))
    } else if let effect = TestStore<State, Action>.effectRunning {
      context.running = .effect(effect)
    }
    return context
  }
}
