import Composable
import ValueDump

extension StoreSession {
  /// `export html`: the steps so far, the state after each and the timeline, as a handout; for
  /// a feature with a view, the screen after each step too.
  ///
  /// The session keeps no state but the current one, so the states come from a replay from
  /// the start, step by step, as `goto` replays; it ends where the session was. Each screen is
  /// drawn for its step's state as `goto` draws it under `screen on`.
  func handout() async -> SessionHandout {
    let timeline = picture()
    let end = position
    let kept = divergences
    defer { divergences = kept }
    await rewind(to: 0)
    var steps = [
      SessionHandout.Step(
        number: 0, command: "", time: now, actions: [], diff: nil,
        state: customDump(store.currentState), screen: handoutScreen())
    ]
    for number in stride(from: 1, through: end, by: 1) {
      let before = store.currentState
      let shared = sharedWorld.history.valuesNow()
      await rewind(to: number)
      let after = store.currentState
      let difference = sharedWorld.history.reading(old: .values(shared), new: .now) {
        diff(before, after, format: .proportional)
      }
      let step = history.step(number)
      steps.append(
        SessionHandout.Step(
          number: number, command: step.map(\.line) ?? "",
          time: now, actions: step.map { Self.handoutLines(of: $0.actions) } ?? [],
          unlistedActions: max(0, (step?.actions.count ?? 0) - SessionHandout.listedActions),
          diff: difference, state: customDump(after), screen: handoutScreen()))
    }
    return SessionHandout(feature: featureName, steps: steps, timeline: timeline)
  }

  /// The screen for the current state, plain, for the page's width; nil without a view.
  private func handoutScreen() -> String? {
    drawScreen(style: ShellStyle(usesColor: false, width: SessionHandout.screenWidth))?
      .joined(separator: "\n")
  }

  /// A step's actions as `log` lists them, as many as the page lists:
  /// `1.000s  received .decrementDelayResponse from #1`.
  private static func handoutLines(of actions: [LoggedAction]) -> [String] {
    let listed = actions.prefix(SessionHandout.listedActions)
    return listed.map { logged in
      switch logged.origin {
      case .sent:
        "\(logged.time.formattedSeconds)  sent \(logged.action)"
      case let .received(effect):
        "\(logged.time.formattedSeconds)  received \(logged.action) "
          + (effect.map { "from #\($0)" } ?? "from a .send effect")
      }
    }
  }
}
