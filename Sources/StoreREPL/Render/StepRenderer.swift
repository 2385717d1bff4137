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

  /// How many actions fed back by effects one command shows each with its diff: past it, the
  /// run is folded: a line for each of the first and last few, one line for those between, and
  /// the diff of the whole run; `log` lists them all.
  static var foldedRunThreshold: Int { 10 }

  /// How many received actions a folded run shows at each end.
  static var foldedRunEdge: Int { 3 }

  /// What a command's events read as: every line in order, and apart, the state's changes and
  /// the rest.
  struct Rendered {
    var lines: [String] = []
    /// The lines that are not state changes: effects, actions fed back, notes.
    var events: [String] = []
    /// The state changes.
    var diffs: [String] = []
    /// The state changes as the full layout shows them, one for each of ``diffs``, when they
    /// are shown compact: what a lesson recorded in the full layout is checked against.
    var fullDiffs: [String] = []

    mutating func event(_ line: String) {
      lines.append(line)
      events.append(line)
    }

    mutating func change(_ change: Difference) {
      lines.append(change.shown)
      diffs.append(change.shown)
      fullDiffs.append(change.full ?? change.shown)
    }
  }

  /// A state change as shown, and as the full layout shows it when it is shown compact.
  struct Difference {
    var shown: String
    var full: String?
  }

  /// What `events` read as.
  ///
  /// - Parameters:
  ///   - action: How the `n`th reduced action among the events (from 0) is printed; asked only
  ///     for those shown.
  ///   - isNewlyDismissed: Whether the feature dismissed itself during these events.
  func rendered(
    for events: [TestStoreEvent<State, Action>], action: (Int) -> String,
    isNewlyDismissed: Bool = false
  ) -> Rendered {
    var rendered = Rendered()
    var reducedIndex = 0
    var receivedIndex = 0
    // An effect that sends in a loop can feed back tens of thousands of actions in one
    // command: past a few, a step is a line, and those in the middle are counted, not written.
    var receivedCount = 0
    for case let .reduced(step) in events {
      if case .received = step.origin { receivedCount += 1 }
    }
    let folds = receivedCount > Self.foldedRunThreshold
    let edge = Self.foldedRunEdge
    var run:
      (
        first: (State, UInt64?)?, last: (State, UInt64?)?, effects: [Int], hidden: Int,
        hiddenEvents: Int
      ) = (nil, nil, [], 0, 0)
    func isHidden(_ index: Int) -> Bool { folds && index >= edge && index < receivedCount - edge }
    func flushHidden() {
      guard run.hidden > 0 else { return }
      let sources = run.effects.map { "#\($0)" }.joined(separator: ", ")
      let events = run.hiddenEvents
      rendered.event(
        "  … \(counted(run.hidden, "more received action"))"
          + (sources.isEmpty ? "" : " from \(sources)")
          + (events == 0 ? "" : " and \(counted(events, "effect event"))")
          + " ('log received' lists them)")
      run.hidden = 0
      run.hiddenEvents = 0
    }
    for event in events {
      if case let .reduced(step) = event {
        defer { reducedIndex += 1 }
        guard case let .received(effect) = step.origin else {
          flushHidden()
          rendered.change(difference(step.before, step.after, versions: step.sharedVersions))
          continue
        }
        defer { receivedIndex += 1 }
        if folds {
          if run.first == nil { run.first = (step.before, step.sharedVersions?.before) }
          run.last = (step.after, step.sharedVersions?.after)
        }
        if isHidden(receivedIndex) {
          run.hidden += 1
          if let effect, !run.effects.contains(effect) { run.effects.append(effect) }
          continue
        }
        flushHidden()
        let time = (step.at ?? now).formattedSeconds
        let source = effect.map { "from #\($0)" } ?? "from a .send effect"
        let waiting = isExhaustive ? " (waiting for 'receive')" : ""
        let heading = "  \(style.secondary(time))  received \(action(reducedIndex)) \(source)"
        if folds {
          rendered.event(heading + summary(step.before, step.after, versions: step.sharedVersions))
        } else {
          rendered.event(heading + waiting)
          rendered.change(difference(step.before, step.after, versions: step.sharedVersions))
        }
        continue
      }
      guard case let .effect(effect, _) = event else { continue }
      if receivedIndex > 0, isHidden(receivedIndex - 1) {
        run.hiddenEvents += 1
        continue
      }
      flushHidden()
      switch effect {
      case let .started(number, ids):
        let wait = waitDescription(number).map { ": " + $0 } ?? ""
        rendered.event("  started #\(number)\(ids.bracketed)\(wait)")
      case let .nothingToCancel(id):
        rendered.event("  cancel \(id): no effect in flight under that id")
      case let .finished(number):
        rendered.event("  finished #\(number)")
      case let .cancelled(number):
        rendered.event("  cancelled #\(number)\(startedIDs(number).bracketed)")
      case let .stopped(number):
        rendered.event(style.error("  stopped #\(number): it ran past the step budget"))
      }
    }
    flushHidden()
    if folds, let (before, old) = run.first, let (after, new) = run.last {
      let waiting = isExhaustive ? ", each waiting for 'receive'" : ""
      rendered.event(
        "  together the \(receivedCount) received actions changed the state\(waiting):")
      let versions = old.flatMap { old in new.map { (before: old, after: $0) } }
      rendered.change(difference(before, after, versions: versions))
    }
    if isNewlyDismissed {
      // Nothing presents the feature, so its dismissal ends the store, as in a TCA test.
      rendered.event(style.error("  the feature dismissed itself with @Dependency(\\.dismiss):"))
      rendered.event(
        style.error(
          "  the store cancelled its effects and takes no more actions ('undo' goes back)"))
    }
    return rendered
  }

  /// Reads the states' shared values as they were before and after the action.
  private func reading<T>(
    _ versions: (before: UInt64, after: UInt64)?, _ body: () -> T
  ) -> T {
    guard let versions, let sharedHistory else { return body() }
    return sharedHistory.reading(old: versions.before, new: versions.after, body)
  }

  /// The state diff of an action, or a note that it changed nothing; shared values read as they
  /// were before and after it. Under `diff compact`, one line per changed path.
  func difference(
    _ before: State, _ after: State, versions: (before: UInt64, after: UInt64)?
  ) -> Difference {
    reading(versions) {
      let full = diff(before, after, format: style.diffFormat).map(style.diff)
      switch style.look.diff {
      case .full:
        return Difference(shown: full ?? Self.noChange)
      case .compact:
        let changes = StateChanges.between(
          before, after, path: "$0", form: .compact(room: Swift.max(16, (style.width - 10) / 2)))
        return Difference(
          shown: changes.isEmpty
            ? Self.noChange : changes.map { "  " + $0 }.joined(separator: "\n"),
          full: full ?? Self.noChange)
      }
    }
  }

  /// What a step that changed nothing shows.
  static var noChange: String { "  (no state change)" }

  /// What one action of a folded run changed, after its line: ` · count: 0 → 1`, or how many
  /// paths it changed.
  private func summary(
    _ before: State, _ after: State, versions: (before: UInt64, after: UInt64)?
  ) -> String {
    let changes = reading(versions) {
      StateChanges.between(before, after, path: "$0", form: .compact(room: 24))
    }
    switch changes.count {
    case 0: return " · no state change"
    case 1: return " · " + changes[0]
    default: return " · \(changes.count) changes"
    }
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
