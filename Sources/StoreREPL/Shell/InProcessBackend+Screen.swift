extension InProcessBackend {
  /// A session's output as the front prints it: its marks in ASCII under `--ascii`.
  func result(
    of output: CommandOutput, on session: any FeatureSession, style: ShellStyle
  ) -> LineOutput {
    var result = LineOutput(
      lines: output.lines.map(style.asciiMarks), failed: output.failed, error: output.error,
      events: output.events.map(style.asciiMarks), diffs: output.diffs.map(style.asciiMarks),
      waitsOutsideTheClock: session.waitsOutsideTheClock)
    if style.look.diff == .compact { result.fullDiffs = output.fullDiffs.map(style.asciiMarks) }
    return result
  }

  /// Whether the screen is drawn after `command`: under `screen on`, after a step or a move in
  /// time that ran.
  func redrawsScreen(after command: Command, output: CommandOutput) -> Bool {
    guard style.look.screen, output.error == nil else { return false }
    switch command.request {
    case .session(.undo), .session(.goto), .session(.reset): return true
    default: return command.name.isStep
    }
  }

  /// `screen [on | off]`, and the commands that drive the screen's controls: what a control
  /// sent runs as the `send` steps it makes, each journaled, undone and exported as typed.
  func screen(
    _ request: SessionCommand.ScreenRequest, on session: any FeatureSession, line: String,
    style: ShellStyle
  ) async -> LineOutput {
    switch request {
    case .draw:
      guard let screen = await session.screenDrawing(style: style) else {
        return failure(ShellError(.screen(.noView(feature: session.featureName))), in: line)
      }
      return LineOutput(lines: screen)
    case let .redraw(isOn):
      guard let screen = await session.screenDrawing(style: style) else {
        return failure(ShellError(.screen(.noView(feature: session.featureName))), in: line)
      }
      let wasOn = self.style.look.screen
      self.style.look.screen = isOn
      switch (isOn, wasOn) {
      case (true, false):
        return LineOutput(lines: ["  the screen is drawn after every step"] + screen)
      case (true, true):
        return LineOutput(lines: ["  the screen was already drawn after every step"] + screen)
      case (false, true):
        return LineOutput(lines: ["  the screen is no longer drawn after every step"])
      case (false, false):
        return LineOutput(
          lines: ["  the screen was not drawn after every step: 'screen on' draws it after each"])
      }
    default:
      break
    }
    let commands: [Command]
    switch await session.screenSends(request) {
    case let .success(sent): commands = sent
    case let .failure(error): return failure(error, in: line)
    }
    var result = LineOutput()
    if commands.isEmpty {
      result.lines.append(style.secondary("  sent nothing to the store"))
    }
    for send in commands {
      result.lines.append(style.hint("  \(send.text)"))
      guard case let .session(request) = send.request else { continue }
      let output = await session.run(request, of: send, line: send.text, style: style)
      let ran = self.result(of: output, on: session, style: style)
      result.lines += ran.lines
      result.events += ran.events
      result.diffs += ran.diffs
      result.fullDiffs += ran.fullDiffs
      result.failed = result.failed || ran.failed
      result.waitsOutsideTheClock = ran.waitsOutsideTheClock
      if let error = ran.error {
        result.error = error
        result.isRejected = false
        break
      }
    }
    if self.style.look.screen, result.error == nil {
      result.lines += await session.screenDrawing(style: style) ?? []
    }
    return result
  }
}
