import Composable
import ValueDump

extension StoreSession {
  /// The lines that tell what a command did: each reduced action with its state diff, and each
  /// effect started, finished, cancelled or stopped, in the order they happened.
  func render(_ events: [TestStoreEvent<State, Action>], style: ShellStyle) -> [String] {
    let firstLogged = pendingActions.count
    note(events)
    let isNewlyDismissed = store.isDismissed && !isDismissalNoted
    if isNewlyDismissed { isDismissalNoted = true }
    // NB: A replay keeps the log, the effect names and the timeline up to date, and prints
    // nothing.
    guard !isReplaying else { return [] }
    // NB: The log has dumped each action already, in the order of the events.
    var nextLogged = firstLogged
    var lines: [String] = []
    var shownReceived = 0
    // NB: An effect that sends in a loop can feed back tens of thousands of actions in one
    // command; past a limit they are summed up in one line and one diff, and `log` lists them.
    var elided: (count: Int, effects: [Int], before: State, after: State)?
    func flushElided() {
      guard let run = elided else { return }
      elided = nil
      let sources = run.effects.map { "#\($0)" }.joined(separator: ", ")
      lines.append(
        style.dim(
          "  … \(run.count) more received action\(run.count == 1 ? "" : "s")"
            + (sources.isEmpty ? "" : " from \(sources)")
            + " not shown ('log' lists them); together they changed the state:"))
      if let difference = diff(run.before, run.after, format: .proportional) {
        lines.append(style.diff(difference))
      } else {
        lines.append(style.dim("  (no state change)"))
      }
    }
    for event in events {
      var loggedAction: String?
      if case .reduced = event {
        loggedAction = pendingActions[nextLogged].action
        nextLogged += 1
      }
      if case let .reduced(step) = event, case let .received(effect) = step.origin {
        shownReceived += 1
        if shownReceived > Self.shownReceivedLimit {
          var run = elided ?? (0, [], step.before, step.after)
          run.count += 1
          run.after = step.after
          if let effect, !run.effects.contains(effect) { run.effects.append(effect) }
          elided = run
          continue
        }
      }
      flushElided()
      switch event {
      case let .reduced(step):
        let action = loggedAction ?? customDumpInline(step.action)
        let time = (step.at ?? now).formattedSeconds
        switch step.origin {
        case .sent:
          break
        case let .received(effect):
          let source = effect.map { "from #\($0)" } ?? "from a .send effect"
          let waiting = isExhaustive ? " (waiting for 'receive')" : ""
          lines.append("  \(style.dim(time))  received \(action) \(source)\(waiting)")
        }
        if let difference = diff(step.before, step.after, format: .proportional) {
          lines.append(style.diff(difference))
        } else {
          lines.append(style.dim("  (no state change)"))
        }
      case let .effect(.started(number, startedIDs), _):
        let wait =
          store.inFlightEffect(number: number).map { ": " + $0.waitDescription(now: nil) } ?? ""
        lines.append("  started #\(number)\(ids(startedIDs))\(wait)")
      case let .effect(.nothingToCancel(id), _):
        lines.append(style.dim("  cancel \(id): no effect in flight under that id"))
      case let .effect(.finished(number), _):
        lines.append("  finished #\(number)")
      case let .effect(.cancelled(number), _):
        lines.append("  cancelled #\(number)\(ids(lives[number]?.ids ?? []))")
      case let .effect(.stopped(number), _):
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

  /// How many actions fed back by effects one command shows, each with its diff.
  static var shownReceivedLimit: Int { 100 }

  /// Keeps the log, the effect names and the timeline's lives up to date with a command's events.
  private func note(_ events: [TestStoreEvent<State, Action>]) {
    for event in events {
      switch event {
      case let .reduced(step):
        pendingActions.append(LoggedAction(step, time: step.at ?? now))
        history.noteReduced(upTo: step.step)
        if case let .received(effect?) = step.origin {
          lives[effect]?.sends.append(step.at ?? now)
        }
      case let .effect(.started(number, ids), at):
        lives[number] = EffectLife(
          number: number, ids: ids, step: position + 1, start: at ?? now)
      case let .effect(.finished(number), at):
        if lives[number]?.end == nil {
          lives[number]?.end = (at ?? now, .finished)
          lives[number]?.endStep = position + 1
        }
      case let .effect(.cancelled(number), at):
        pendingCancellations.append(number)
        lives[number]?.end = (at ?? now, .cancelled)
        lives[number]?.endStep = position + 1
      case let .effect(.stopped(number), at):
        lives[number]?.end = (at ?? now, .stopped)
        lives[number]?.endStep = position + 1
      case .effect(.nothingToCancel, _):
        break
      }
    }
  }

  func ids(_ ids: [CancelID]) -> String {
    let ids = ids.visible
    return ids.isEmpty ? "" : " [" + ids.map(\.description).joined(separator: ", ") + "]"
  }
}

extension [CancelID] {
  /// The ids a feature chose, without those the engine makes for its own bookkeeping.
  var visible: [CancelID] { filter { !$0.isInternal } }
}
