import Composable

extension StoreSession {
  /// The feature's screen for the current state, or nil when it has no view.
  func drawScreen(style: ShellStyle) -> [String]? {
    screen?.draw(store.currentState, style)
  }

  /// The feature's screen for the current state, drawn once the main actor is free, or nil
  /// when it has no view.
  func screenDrawing(style: ShellStyle) async -> [String]? {
    guard let screen else { return nil }
    return await screen.drawing(store.currentState, style)
  }

  /// The labels of the screen's controls that `command` drives, for completion.
  func screenLabels(for command: CommandName) -> [String] {
    screen?.labels(store.currentState, command) ?? []
  }

  /// Drives the screen as `request` asks: the `send` commands of what its control sent, which
  /// the shell runs as the steps they are.
  func screenSends(
    _ request: SessionCommand.ScreenRequest
  ) async -> Result<[Command], ShellError> {
    guard let screen else {
      return .failure(ShellError(.screen(.noView(feature: featureName))))
    }
    do throws(ShellError) {
      try refuseWhileStopped(request.commandName)
    } catch {
      return .failure(error)
    }
    let literals: [String]
    switch await screen.act(request, store.currentState) {
    case let .success(sent): literals = sent
    case let .failure(error): return .failure(error)
    }
    var commands: [Command] = []
    for literal in literals {
      let action = ActionText(SessionCommand.Argument(text: literal[...], offset: 0))
      // NB: What the control sent must read back as the same action, for the step's `send`
      // to be replayed and exported.
      guard (try? decodedAction(action)) != nil else {
        return .failure(ShellError(.screen(.unwritableAction(literal))))
      }
      commands.append(.send(action))
    }
    return .success(commands)
  }
}
