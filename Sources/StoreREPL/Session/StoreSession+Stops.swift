import Composable
import ValueDump

extension StoreSession {
  /// Where a breakpoint stopped the session: the actions fed back it holds, not reduced yet, in
  /// the order they came, and what is left of the `advance` it stopped.
  struct Stop {
    var held: [(action: Action, effect: Int?)]
    /// Why, after `stopped at <time>`: ` before .x from #1 (breakpoint 1)`, `: count == 0 holds
    /// (breakpoint 2)`.
    var reason: String
    var remaining: Remaining
    var at: Duration
  }

  /// What is left of an `advance` a breakpoint stopped.
  enum Remaining {
    case none
    /// The clock goes on to this instant.
    case until(TestClock.Instant)
    /// The clock goes on through every deadline (`advance all`).
    case all
  }

  /// Has the store ask the session about every action fed back while a breakpoint is enabled
  /// or the session is stopped, and about none otherwise: without breakpoints the store reduces
  /// as it always does.
  func installHold() {
    // NB: Invariants are looked at after every action, so each action fed back is asked about.
    guard debugger.isActive || stop != nil || !debugger.invariants.isEmpty else {
      store.holdReceived(nil)
      return
    }
    store.holdReceived { [weak self] action, effect in
      self?.holds(action, from: effect) ?? false
    }
  }

  /// Whether an action fed back waits instead of being reduced: every one does while the
  /// session is stopped; one that a breakpoint names, or that comes after a condition became
  /// true or an invariant broke, stops it.
  private func holds(_ action: Action, from effect: Int?) -> Bool {
    if stop != nil {
      stop?.held.append((action, effect))
      return true
    }
    let broken = lookAtInvariants(before: action, from: effect)
    guard debugger.isActive else { return false }
    let reason: String
    if let invariant = invariantStop(broken) {
      reason = invariant + "," + Self.before(action, from: effect)
    } else if let breakpoint = debugger.breakpoint(before: action) {
      reason = "\(Self.before(action, from: effect)) (breakpoint \(breakpoint.number))"
    } else if let condition = noteConditions() {
      reason = ": " + condition + "," + Self.before(action, from: effect)
    } else {
      return false
    }
    stop = Stop(held: [(action, effect)], reason: reason, remaining: .none, at: now)
    return true
  }

  /// ` before .x from #1`.
  static func before(_ action: Action, from effect: Int?) -> String {
    " before \(customDumpInline(action))" + (effect.map { " from #\($0)" } ?? "")
  }

  /// Looks at every enabled condition breakpoint and notes whether it holds now.
  ///
  /// - Returns: What the first that went from false to true says, if one did.
  func noteConditions() -> String? {
    var reason: String?
    for index in debugger.breakpoints.indices where debugger.breakpoints[index].isEnabled {
      let breakpoint = debugger.breakpoints[index]
      guard case let .condition(predicate, wasTrue) = breakpoint.kind else { continue }
      let isTrue = (try? predicate.holds(in: predicateContext)) ?? false
      debugger.breakpoints[index].kind = .condition(predicate, wasTrue: isTrue)
      if isTrue, !wasTrue, reason == nil {
        reason =
          "\(breakpoint.text.dropFirst(2).drop(while: \.isWhitespace)) holds "
          + "(breakpoint \(breakpoint.number))"
      }
    }
    return reason
  }

  /// Looks at the effect events since the last look for one an enabled breakpoint names, and
  /// keeps the events for the command's report.
  ///
  /// - Returns: What the first says, if one does.
  func noteEffectEvents() -> String? {
    let effectBreakpoints = debugger.effectBreakpoints
    guard !effectBreakpoints.isEmpty else { return nil }
    let events = store.takeEvents()
    takenEvents += events
    for case let .effect(event, _) in events {
      let kind: Breakpoint.EffectEventKind
      let number: Int
      switch event {
      case let .started(started, _): (kind, number) = (.start, started)
      case let .finished(finished): (kind, number) = (.finish, finished)
      case let .cancelled(cancelled): (kind, number) = (.cancel, cancelled)
      default: continue
      }
      if let reason = Self.effectStop(
        kind, number, ids: idsOfEffect(number, in: events), among: effectBreakpoints)
      {
        return reason
      }
    }
    return nil
  }

  /// After a command: the first effect its steps started, finished or cancelled that an enabled
  /// breakpoint names, if any.
  func noteEffectLives() -> String? {
    let effectBreakpoints = debugger.effectBreakpoints
    guard !effectBreakpoints.isEmpty else { return nil }
    let step = position + 1
    for life in lives.values.sorted(by: { $0.number < $1.number }) {
      var kinds: [Breakpoint.EffectEventKind] = []
      if life.step == step { kinds.append(.start) }
      if life.endStep == step, let end = life.end {
        kinds.append(end.kind == .cancelled ? .cancel : .finish)
      }
      for kind in kinds {
        if let reason = Self.effectStop(kind, life.number, ids: life.ids, among: effectBreakpoints)
        {
          return reason
        }
      }
    }
    return nil
  }

  /// `: #1 started (breakpoint 2)`, when one of the breakpoints names the event.
  private static func effectStop(
    _ kind: Breakpoint.EffectEventKind, _ number: Int, ids: [CancelID],
    among breakpoints: [Breakpoint]
  ) -> String? {
    for breakpoint in breakpoints {
      guard case let .effect(wanted, id) = breakpoint.kind, wanted == kind else { continue }
      if let id, !ids.contains(where: { $0.isWritten(as: id) }) {
        continue
      }
      let verb =
        switch kind {
        case .start: "started"
        case .finish: "finished"
        case .cancel: "was cancelled"
        }
      return ": #\(number) \(verb) (breakpoint \(breakpoint.number))"
    }
    return nil
  }

  private func idsOfEffect(_ number: Int, in events: [TestStoreEvent<State, Action>]) -> [CancelID]
  {
    for case let .effect(.started(started, ids), _) in events where started == number {
      return ids
    }
    return lives[number]?.ids ?? store.inFlightEffect(number: number)?.cancelIDs.visible ?? []
  }

  /// After the clock reached a deadline: whether a breakpoint stopped the session there.
  func stopsAtDeadline() -> Bool {
    if stop == nil, debugger.isActive,
      let reason = noteEffectEvents() ?? noteConditions().map({ ": " + $0 })
    {
      stop = Stop(held: [], reason: reason, remaining: .none, at: now)
    }
    return stop != nil
  }

  /// The events of the command so far: those a look for effect breakpoints took, then the rest.
  func takeCommandEvents() -> [TestStoreEvent<State, Action>] {
    defer { takenEvents = [] }
    return takenEvents + store.takeEvents()
  }

  /// `stopped at 1.000s before .decrementDelayResponse from #1 (breakpoint 1); 'continue'
  /// advances the remaining 500ms`.
  func stopLine() -> String? {
    guard let stop else { return nil }
    var line = "  stopped at \(stop.at.formattedSeconds)\(stop.reason)"
    if stop.held.count > 1 { line += "; \(stop.held.count) actions wait" }
    switch stop.remaining {
    case let .until(target) where hasTimeLeft(stop.remaining):
      line += "; 'continue' advances the remaining \(DurationLiteral.format(target.offset - now))"
    case .all: line += "; 'continue' goes on through the deadlines left"
    default:
      line += stop.held.isEmpty ? "; 'continue' goes on" : "; 'step' or 'continue' reduces it"
    }
    return line
  }

  /// Whether the clock has further to go.
  func hasTimeLeft(_ remaining: Remaining) -> Bool {
    switch remaining {
    case .none: false
    case let .until(target): target.offset > now
    case .all: clock.nextDeadline != nil
    }
  }

  /// The actions a stop holds, for `effects`.
  func heldLines() -> [String] {
    guard let stop, !stop.held.isEmpty else { return [] }
    return [
      "  waiting to be reduced: "
        + stop.held.map { Self.before($0.action, from: $0.effect).dropFirst(8) }
        .joined(separator: ", ")
    ]
  }

  /// Refuses a command that would move on while the session is stopped.
  func refuseWhileStopped(_ command: String) throws(ShellError) {
    guard stop != nil else { return }
    throw ShellError(.debugger(.stopped(command: command)))
  }

  /// Reduces the first action held, unless `checking` finds a breakpoint that stops at it; the
  /// others wait behind what it feeds back.
  ///
  /// - Returns: Whether a breakpoint stopped the session again.
  private func releaseFirst(checking: Bool) -> Bool {
    guard let current = stop, let first = current.held.first else { return false }
    let rest = current.held.dropFirst()
    stop = nil
    if !(checking && holds(first.action, from: first.effect)) {
      store.reduceHeld(first.action, from: first.effect)
    }
    if var again = stop {
      again.held += rest
      again.remaining = current.remaining
      stop = again
      return true
    }
    var left = current
    left.held = Array(rest)
    left.reason = rest.first.map { Self.before($0.action, from: $0.effect) } ?? ""
    stop = left
    return false
  }

  /// `step`: reduces the next action held.
  func stepHeld(style: ShellStyle) async throws(ShellError) -> CommandOutput {
    guard let current = stop else {
      throw ShellError(.debugger(.notStoppedToStep))
    }
    guard !current.held.isEmpty else {
      throw ShellError(.debugger(.nothingHeld))
    }
    _ = releaseFirst(checking: false)
    if let left = stop, left.held.isEmpty, !hasTimeLeft(left.remaining) { stop = nil }
    installHold()
    var lines = report(takeCommandEvents(), style: style)
    lines += stopLine().map { [$0] } ?? ["  the stop is over"]
    return CommandOutput(lines: lines)
  }

  /// `continue`: reduces the actions held, the first as it is and the others unless a
  /// breakpoint stops at one, then goes on with what is left of the `advance`.
  func resume(style: ShellStyle) async throws(ShellError) -> CommandOutput {
    guard stop != nil else {
      throw ShellError(.debugger(.notStoppedToContinue))
    }
    var checking = false
    while let current = stop, !current.held.isEmpty {
      if releaseFirst(checking: checking) {
        return CommandOutput(
          lines: report(takeCommandEvents(), style: style) + (stopLine().map { [$0] } ?? []))
      }
      checking = true
    }
    let remaining = stop?.remaining ?? .none
    stop = nil
    installHold()
    var lines: [String] = []
    switch remaining {
    case .none: break
    case let .until(target):
      if let advanceStop = await passDeadlines(until: target) {
        if advanceStop.reason != .breakpoint {
          lines.append(style.error("  \(advanceStop.description(goingOn: "'advance' goes on"))"))
        }
      } else {
        await clock.advance(to: target)
        _ = stopsAtDeadline()
      }
    case .all:
      if let advanceStop = await passDeadlines(until: nil), advanceStop.reason != .breakpoint {
        lines.append(style.error("  \(advanceStop.description(goingOn: "'advance all' goes on"))"))
      }
    }
    store.runEffects()
    if stop != nil { stop?.remaining = remaining }
    lines = report(takeCommandEvents(), style: style) + lines
    if let line = stopLine() {
      lines.append(line)
    } else if lines.isEmpty {
      if case .none = remaining {
        lines.append("  the stop is over")
      } else {
        lines.append("  \(now.formattedSeconds)  nothing was due")
      }
    }
    return CommandOutput(lines: lines)
  }
}
