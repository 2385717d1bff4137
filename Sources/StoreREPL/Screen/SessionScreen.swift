import Composable
import SwiftUI

/// A session's screen: its feature's view, drawn and driven for a state. It keeps the view's own
/// `@State` for the session's life, so it is made anew for each session.
struct SessionScreen<State, Action>: Sendable {
  /// The screen for a state, laid out for the style's width.
  let draw: @Sendable (State, ShellStyle) -> [String]
  /// The labels of the controls a command drives.
  let labels: @Sendable (State, CommandName) -> [String]
  /// The screen for a state, laid out for the style's width, drawn on the main actor once it
  /// is free: what a command prints.
  let drawing: @Sendable (State, ShellStyle) async -> [String]
  /// Drives a control for a state, or runs what appearing or refreshing runs: the actions it
  /// sent, as literals.
  let act: @Sendable (SessionCommand.ScreenRequest, State) async -> Result<[String], ShellError>

  /// The screen of `view`, whose views run on the main actor.
  init(view: @escaping @MainActor @Sendable (Store<State, Action>) -> any View)
  where State: Sendable {
    let driver = ScreenDriver<State, Action>(makeView: view)
    draw = { state, style in
      onMainActor { driver.draw(state, width: style.width, style: style) }
    }
    drawing = { state, style in await driver.draw(state, width: style.width, style: style) }
    labels = { state, command in onMainActor { driver.labels(state, for: command) } }
    act = { request, state in await driver.act(request, on: state) }
  }
}
