import Composable

extension StoreSession {
  /// `timeline`: placeholder until drawn.
  func timeline(style: ShellStyle) -> CommandOutput {
    CommandOutput(lines: ["  (timeline)"])
  }
}
