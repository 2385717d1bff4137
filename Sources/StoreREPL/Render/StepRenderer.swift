import Composable
import ValueDump

/// Writes what a command did from the events the store handed over: each reduced action with
/// its state diff, and each effect started, finished, cancelled or stopped, in the order they
/// happened. It changes nothing and reads nothing but what it is given, so the same events
/// always read the same.
struct StepRenderer<State, Action> {
  var style: ShellStyle
  /// The virtual time, for an event without one.
  var now: Duration
  /// Whether actions fed back wait for `receive` (strict mode).
  var isExhaustive: Bool
  /// How an effect just started waits (`sleeping on the clock until 1.000s`), by its number.
  var waitDescription: (Int) -> String?
  /// The cancellation ids an effect started with, by its number.
  var startedIDs: (Int) -> [CancelID]
  /// The history of shared values, by which each step's states read as they were.
  var sharedHistory: SharedHistory?

  /// How many actions fed back by effects one command shows, each with its diff: past it, they
  /// are summed up in one line and one diff, and `log` lists them.
  static var shownReceivedLimit: Int { 100 }

  /// The lines for `events`.
  ///
  /// - Parameters:
  ///   - action: How the `n`th reduced action among the events (from 0) is printed; asked only
  ///     for those shown.
  ///   - isNewlyDismissed: Whether the feature dismissed itself during these events.
  func lines(
    for events: [TestStoreEvent<State, Action>], action: (Int) -> String,
    isNewlyDismissed: Bool = false
  ) -> [String] {
    var lines: [String] = []
    var reducedIndex = 0
    var shownReceived = 0
    // NB: An effect that sends in a loop can feed back tens of thousands of actions in one
    // command.
    var elided:
      (
        count: Int, effects: [Int], before: State, after: State,
        versions: (before: UInt64, after: UInt64)?
      )?
    func flushElided() {
      guard let run = elided else { return }
      elided = nil
      let sources = run.effects.map { "#\($0)" }.joined(separator: ", ")
      lines.append(
        "  … \(run.count) more received action\(run.count == 1 ? "" : "s")"
          + (sources.isEmpty ? "" : " from \(sources)")
          + " not shown ('log' lists them); together they changed the state:")
      lines.append(difference(run.before, run.after, versions: run.versions))
    }
    for event in events {
      if case let .reduced(step) = event {
        defer { reducedIndex += 1 }
        if case let .received(effect) = step.origin {
          shownReceived += 1
          if shownReceived > Self.shownReceivedLimit {
            var run = elided ?? (0, [], step.before, step.after, step.sharedVersions)
            run.count += 1
            run.after = step.after
            if let versions = step.sharedVersions {
              run.versions = (run.versions?.before ?? versions.before, versions.after)
            }
            if let effect, !run.effects.contains(effect) { run.effects.append(effect) }
            elided = run
            continue
          }
        }
        flushElided()
        if case let .received(effect) = step.origin {
          let time = (step.at ?? now).formattedSeconds
          let source = effect.map { "from #\($0)" } ?? "from a .send effect"
          let waiting = isExhaustive ? " (waiting for 'receive')" : ""
          lines.append(
            "  \(style.secondary(time))  received \(action(reducedIndex)) \(source)\(waiting)")
        }
        lines.append(difference(step.before, step.after, versions: step.sharedVersions))
        continue
      }
      flushElided()
      guard case let .effect(effect, _) = event else { continue }
      switch effect {
      case let .started(number, ids):
        let wait = waitDescription(number).map { ": " + $0 } ?? ""
        lines.append("  started #\(number)\(ids.bracketed)\(wait)")
      case let .nothingToCancel(id):
        lines.append("  cancel \(id): no effect in flight under that id")
      case let .finished(number):
        lines.append("  finished #\(number)")
      case let .cancelled(number):
        lines.append("  cancelled #\(number)\(startedIDs(number).bracketed)")
      case let .stopped(number):
        lines.append(style.error("  stopped #\(number): it ran past the step budget"))
      }
    }
    flushElided()
    if isNewlyDismissed {
      // NB: Nothing presents the feature, so its dismissal ends the store, as in a TCA test.
      lines.append(style.error("  the feature dismissed itself with @Dependency(\\.dismiss):"))
      lines.append(
        style.error(
          "  the store cancelled its effects and takes no more actions ('undo' goes back)"))
    }
    return lines
  }

  /// The state diff of an action, or a note that it changed nothing; shared values read as they
  /// were before and after it.
  private func difference(
    _ before: State, _ after: State, versions: (before: UInt64, after: UInt64)?
  ) -> String {
    let difference =
      if let versions, let sharedHistory {
        sharedHistory.reading(old: versions.before, new: versions.after) {
          diff(before, after, format: .proportional)
        }
      } else {
        diff(before, after, format: .proportional)
      }
    return difference.map(style.diff) ?? "  (no state change)"
  }
}

extension [CancelID] {
  /// The ids a feature chose, without those the engine makes for its own bookkeeping.
  var visible: [CancelID] { filter { !$0.isInternal } }

  /// The visible ids in brackets after a space (` [delay]`), or nothing when there are none.
  var bracketed: String {
    let ids = visible
    return ids.isEmpty ? "" : " [" + ids.map(\.description).joined(separator: ", ") + "]"
  }
}
