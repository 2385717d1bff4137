import Composable

extension StoreSession {
  /// `advance <duration> | next | all`.
  func advance(
    _ amount: SessionCommand.Advance, at start: Int, style: ShellStyle
  )
    async throws(ShellError) -> CommandOutput
  {
    var lines: [String] = []
    let sleeping = Set(
      store.inFlightEffects.compactMap { effect -> Int? in
        if case .clock = effect.wait { effect.number } else { nil }
      })
    switch amount {
    case .next:
      guard let deadline = clock.nextDeadline else {
        return CommandOutput(
          lines: [
            "  \(now.formattedSeconds)  nothing was due: no effect sleeps on the clock"
          ])
      }
      await clock.advance(to: deadline)
      _ = stopsAtDeadline()
    case .all:
      let begin = now
      if let stop = await passDeadlines(until: nil), stop.reason != .breakpoint {
        lines.append(style.error("  \(stop.description(goingOn: "'advance all' goes on"))"))
        if stop.reason == .interrupted {
          scratch.recordedCommand = .advance(by: now - begin)
        }
      }
    case let .by(duration, written):
      guard now + duration <= DurationLiteral.longest else {
        throw SessionCommand.tooFar(written, at: start)
      }
      let begin = now
      let target = clock.now.advanced(by: duration)
      if let stop = await passDeadlines(until: target) {
        if stop.reason == .breakpoint {
          self.stop?.remaining = .until(target)
          break
        }
        let left = DurationLiteral.format(target.offset - now)
        lines.append(
          style.error(
            "  \(stop.description(goingOn: "'advance \(left)' goes on to \(target.offset.formattedSeconds)"))"
          ))
        if stop.reason == .interrupted {
          scratch.recordedCommand = .advance(by: now - begin)
        }
      } else {
        await clock.advance(to: target)
        if stopsAtDeadline() { self.stop?.remaining = .until(target) }
      }
    }
    if case .all = amount { self.stop?.remaining = .all }
    store.runEffects()
    let events = takeCommandEvents()
    let rendered = report(events, style: style)
    // An effect that woke and went on to work outside the clock sent nothing yet, and no event
    // says so: without this line, `advance` would say nothing was due.
    let wentOutside = store.inFlightEffects.filter {
      $0.wait == .outside && sleeping.contains($0.number)
    }
    if !wentOutside.isEmpty {
      let numbers = wentOutside.map { "#\($0.number)" }.joined(separator: ", ")
      let isOne = wentOutside.count == 1
      lines.insert(
        "  \(numbers) woke, and now wait\(isOne ? "s" : "") outside the virtual clock; "
          + "'wait' waits for \(isOne ? "it" : "them")",
        at: 0)
    } else if rendered.isEmpty, self.stop == nil {
      lines.insert("  \(now.formattedSeconds)  nothing was due", at: 0)
    }
    if let line = stopLine() { lines.append(line) }
    return CommandOutput(lines: rendered + lines)
  }

  /// `wait [<duration>]`: waits real time, `SessionCommand.waitDefault` or the duration given
  /// (up to `SessionCommand.waitLongest`), for the effects that wait outside the virtual clock, running what they feed
  /// back as it comes; stops early when none is left or at Ctrl-C.
  func wait(_ duration: Duration?, style: ShellStyle) async throws(ShellError) -> CommandOutput {
    var limit = duration ?? SessionCommand.waitDefault
    store.runEffects()
    guard waitsOutsideTheClock || isReplaying else {
      // Work that ended since the last command fed back what it fed back: it shows now.
      let events = store.takeEvents()
      guard !events.isEmpty else {
        throw ShellError(.clock(.nothingWaitsOutside))
      }
      scratch.waited = .zero
      return CommandOutput(lines: report(events, style: style))
    }
    if let waited = replayedWait ?? (isReplaying ? history.step(position + 1)?.waited : nil) {
      // Time travel waits about as long as the step did (twice, and half a second more, since
      // real work takes its own time and a busy machine its own), never as long as a limit the
      // step did not reach.
      limit = Swift.min(limit, waited * 2 + .milliseconds(500))
    }
    let clock = ContinuousClock()
    let began = clock.now
    var interrupted = false
    _ = InterruptFlag.current.take()
    while waitsOutsideTheClock, began.duration(to: clock.now) < limit {
      if !isReplaying, InterruptFlag.current.take() {
        interrupted = true
        break
      }
      try? await Task.sleep(for: .milliseconds(2))
      store.runEffects()
    }
    let waited = began.duration(to: clock.now)
    scratch.waited = waited
    let rendered = report(store.takeEvents(), style: style)
    var lines = rendered
    let outside = store.inFlightEffects.filter { $0.wait == .outside }
    if outside.isEmpty {
      if rendered.isEmpty { lines.append("  nothing waits outside the virtual clock") }
    } else {
      let numbers = outside.map { "#\($0.number)" }.joined(separator: ", ")
      let waits = "still wait\(outside.count == 1 ? "s" : "") outside the clock"
      lines.append(
        interrupted
          ? "  interrupted after \(waited.formattedSeconds) of real time; \(numbers) \(waits)"
          : "  \(numbers) \(waits) after \(limit.formattedSeconds) of real time")
    }
    return CommandOutput(lines: lines)
  }

  /// Why `advance` stopped before it was done, and where.
  struct AdvanceStop {
    enum Reason: Equatable {
      /// After ``advanceDeadlineLimit`` deadlines, which took the clock `span` further; the
      /// effects still sleeping on the clock, by number.
      case deadlineLimit(span: Duration, sleeping: [Int])
      case interrupted, breakpoint
    }
    var reason: Reason
    var at: Duration

    /// The line that says so, ending with how to go on: after the deadline limit, as far again
    /// (which stops no sooner than the limit did), and how to end what keeps sleeping.
    func description(goingOn: String) -> String {
      switch reason {
      case let .deadlineLimit(span, sleeping):
        "stopped after \(advanceDeadlineLimit) deadlines, at \(at.formattedSeconds): effects keep "
          + "sleeping (a timer?); 'advance \(DurationLiteral.format(span))' goes on as far again"
          + (sleeping.count == 1
            ? ", 'cancel #\(sleeping[0])' ends it"
            : sleeping.isEmpty ? "" : ", 'effects' lists them")
      case .interrupted:
        "interrupted at \(at.formattedSeconds); \(goingOn)"
      case .breakpoint:
        "stopped at a breakpoint at \(at.formattedSeconds); \(goingOn)"
      }
    }
  }

  /// Moves the clock from deadline to deadline, each sleeper waking in order, up to `target`
  /// (nil: until no sleeper is left), and stops early after `advanceDeadlineLimit` deadlines or
  /// when Ctrl-C is pressed, at the deadline it reached. A replay is never interrupted, so that
  /// it does exactly what the step did.
  ///
  /// - Returns: Why it stopped early, or nil when it got there.
  func passDeadlines(until target: TestClock.Instant?) async -> AdvanceStop? {
    var passed = 0
    let begin = now
    // A Ctrl-C pressed before the command does not interrupt it.
    _ = InterruptFlag.current.take()
    while let deadline = clock.nextDeadline, target.map({ deadline <= $0 }) ?? true {
      if !isReplaying, InterruptFlag.current.take() {
        return AdvanceStop(reason: .interrupted, at: now)
      }
      guard passed < advanceDeadlineLimit else {
        let sleeping = store.inFlightEffects.filter {
          guard case .clock = $0.wait else { return false }
          return !$0.isCancelled
        }
        return AdvanceStop(
          reason: .deadlineLimit(span: now - begin, sleeping: sleeping.map(\.number)),
          at: now)
      }
      await clock.advance(to: deadline)
      passed += 1
      if stopsAtDeadline() { return AdvanceStop(reason: .breakpoint, at: now) }
    }
    return nil
  }
}

/// How many deadlines one `advance` passes before it stops, so that a timer cannot hang it.
let advanceDeadlineLimit = 1_000
