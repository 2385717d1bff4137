import Composable
import ValueDump

/// What `trace` keeps between commands: whether every step is traced, and the traces a replay
/// is collecting.
struct TraceSettings {
  /// Whether every step prints its trace (`trace on`).
  var everyStep = false
  /// The actions traced while a past step is replayed to trace it; `nil` when none is.
  var collected: [TracedAction]?
  /// The actions the command running now traced, with every step traced.
  var pending: [TracedAction] = []

  /// How many actions of one step a trace shows: an effect that sends in a loop can feed back
  /// thousands in one step.
  static var shownActions: Int { 10 }
}

/// One reduced action and how it went through the feature's composition.
struct TracedAction {
  var logged: any LoggedActionText
  var time: Duration
  var origin: ReducedStep<Void, Void>.Origin
  var trace: ReducerTrace
}

extension StoreSession {
  /// `trace [<step> | on | off]`.
  func trace(
    _ request: SessionCommand.TraceRequest, style: ShellStyle
  ) async throws(ShellError) -> CommandOutput {
    switch request {
    case let .everyStep(isOn):
      tracing.everyStep = isOn
      return CommandOutput(lines: [
        isOn
          ? "  tracing every step: each step's output ends with how its actions went through "
            + "the reducers; 'trace off' stops"
          : "  tracing is off; 'trace' shows the last step's, 'trace <step>' any step's"
      ])
    case let .step(number, offset):
      let target = number ?? position
      guard target > 0 else {
        throw ShellError(.timeTravel(.noStepToTrace))
      }
      guard target <= history.count else {
        throw ShellError(
          .timeTravel(.noSuchStep(target, last: history.count)), at: offset)
      }
      guard target > history.foldedCount else {
        throw ShellError(
          .timeTravel(.stepGone(target, foldedNote: history.foldedNote)), at: offset)
      }
      let traced = await retrace(step: target)
      var lines = [traceHeading(of: target)]
      if traced.isEmpty {
        // In strict mode, the step that reduced a received action is the one it arrived in.
        let isReceive = history.step(target)?.command.name == .receive
        lines.append(
          "  it reduced no action: there is nothing to trace"
            + (isReceive ? " ('receive' asserts an action an earlier step reduced)" : ""))
      }
      lines += traceLines(traced, style: style)
      return CommandOutput(lines: lines)
    }
  }

  /// Has the store trace the actions the command about to run reduces, when they are to be shown.
  func beginTracing() {
    tracing.pending = []
    store.isTracingReducers = tracing.collected != nil || (tracing.everyStep && !isReplaying)
  }

  /// With every step traced, adds the trace of the step just made to its output.
  func appendTraces(to output: inout CommandOutput, style: ShellStyle) {
    guard !tracing.pending.isEmpty else { return }
    output.lines.append(traceHeading(of: position))
    output.lines += traceLines(tracing.pending, style: style)
    tracing.pending = []
  }

  /// `trace of step 2, advance 1s`; a sent action's own heading says a `send` step's command.
  private func traceHeading(of number: Int) -> String {
    let step = history.step(number)
    return "  trace of step \(number)"
      + (step.map { $0.command.name == .send ? "" : ", " + $0.line } ?? "")
  }

  /// Replays step `target` with tracing on and puts the session back where it was: the same
  /// step, state, clock, effects and history.
  private func retrace(step target: Int) async -> [TracedAction] {
    let original = position
    let divergences = self.divergences
    defer { self.divergences = divergences }
    await rewind(to: target - 1)
    tracing.collected = []
    await rewind(to: target)
    let traced = tracing.collected ?? []
    tracing.collected = nil
    await rewind(to: original)
    return traced
  }

  /// The traced actions among a command's events, the `n`th reduced one logged at
  /// `scratch.actions[firstLogged + n]`.
  func tracedActions(
    in events: [TestStoreEvent<State, Action>], firstLogged: Int
  ) -> [TracedAction] {
    var traced: [TracedAction] = []
    var index = firstLogged
    for case let .reduced(step) in events {
      defer { index += 1 }
      guard let trace = step.trace, index < scratch.actions.count else { continue }
      let origin: ReducedStep<Void, Void>.Origin =
        switch step.origin {
        case .sent: .sent
        case let .received(effect): .received(fromEffect: effect)
        }
      traced.append(
        TracedAction(
          logged: scratch.actions[index], time: step.at ?? now, origin: origin, trace: trace))
    }
    return traced
  }

  /// Each traced action's heading and tree, for the first ``TraceSettings/shownActions``.
  func traceLines(_ traced: [TracedAction], style: ShellStyle) -> [String] {
    let renderer = TraceRenderer(style: style)
    let feature = dumpTypeName(R.self, genericsAbbreviated: true)
    var lines: [String] = []
    for action in traced.prefix(TraceSettings.shownActions) {
      lines += heading(of: action, style: style)
      lines += renderer.lines(for: action.trace, feature: feature)
    }
    if traced.count > TraceSettings.shownActions {
      lines.append(
        "  … and \(traced.count - TraceSettings.shownActions) more actions this step reduced "
          + "('log' lists them)")
    }
    return lines
  }

  /// `0.000s  sent .splash(.fetchCurrentWeather)`, or for a received action the effect that
  /// sent it and the step and action that started that effect; the shell folds a long line.
  private func heading(of traced: TracedAction, style: ShellStyle) -> [String] {
    let time = traced.time.formattedSeconds
    let start = "  \(style.secondary(time))  "
    let action = StateChanges.swiftUUIDs(in: traced.logged.action)
    guard case let .received(effect) = traced.origin else { return [start + "sent \(action)"] }
    guard let effect else { return [start + "received \(action) from a .send effect"] }
    var lines = [start + "received \(action) from #\(effect)"]
    if let life = lives[effect] {
      let indent = String(repeating: " ", count: time.count + 4)
      let starter = life.origin.map { "which " + StateChanges.swiftUUIDs(in: $0.action) }
      lines[0] += ","
      lines.append(indent + (starter ?? "which") + " started in step \(life.step)")
    }
    return lines
  }
}
