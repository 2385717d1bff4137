import Composable
import ValueDump

extension StoreSession {
  /// The lines that tell what a command did: each reduced action with its state diff, and each
  /// effect started, finished, cancelled or stopped, in the order they happened.
  func render(_ events: [TestStoreEvent<State, Action>], style: ShellStyle) -> [String] {
    if isReplaying {
      // NB: A replay keeps the log and the effect names up to date, and prints nothing.
      record(events)
      return []
    }
    let inFlight = Dictionary(uniqueKeysWithValues: store.inFlightEffects.map { ($0.number, $0) })
    var lines: [String] = []
    for effect in inFlight.values { effectIDs[effect.number] = effect.cancelIDs }
    for event in events {
      switch event {
      case let .reduced(step):
        let action = customDumpInline(step.action)
        let time = (step.at ?? now).formattedSeconds
        pendingActions.append(logged(step))
        while stepOfReducedAction.count < step.step { stepOfReducedAction.append(position + 1) }
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
        effectIDs[number] = startedIDs
        let wait = inFlight[number].map { ": " + $0.waitDescription(now: nil) } ?? ""
        lines.append("  started #\(number)\(ids(startedIDs))\(wait)")
      case let .effect(.nothingToCancel(id), _):
        lines.append(style.dim("  cancel \(id): no effect in flight under that id"))
      case let .effect(.finished(number), _):
        effectIDs[number] = nil
        lines.append("  finished #\(number)")
      case let .effect(.cancelled(number), _):
        pendingCancellations.append(number)
        lines.append("  cancelled #\(number)\(ids(effectIDs[number] ?? []))")
      case let .effect(.stopped(number), _):
        lines.append(style.error("  stopped #\(number): it ran past the step budget"))
      }
    }
    return lines
  }

  func ids(_ ids: [CancelID]) -> String {
    ids.isEmpty ? "" : " [" + ids.map(\.description).joined(separator: ", ") + "]"
  }
}

extension StoreSession {
  /// Notes the actions and effects of events without rendering them.
  private func record(_ events: [TestStoreEvent<State, Action>]) {
    for event in events {
      switch event {
      case let .reduced(step):
        pendingActions.append(logged(step))
        while stepOfReducedAction.count < step.step { stepOfReducedAction.append(position + 1) }
      case let .effect(.started(number, ids), _):
        effectIDs[number] = ids
      case let .effect(.finished(number), _):
        effectIDs[number] = nil
      case let .effect(.cancelled(number), _):
        pendingCancellations.append(number)
      case .effect:
        break
      }
    }
  }
}
