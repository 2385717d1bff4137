import Composable
import ValueDump

extension StoreSession {
  /// `undo [<n>]`.
  func undo(
    _ arguments: Substring, offset: Int, style: ShellStyle
  ) async throws(ShellError)
    -> CommandOutput
  {
    let (text, start) = argument(arguments, offset: offset)
    var count = 1
    if !text.isEmpty {
      guard let number = Int(text), number > 0 else {
        throw ShellError(.usage, "expected how many steps to undo, as in 'undo 2'", at: start)
      }
      count = number
    }
    return try await travel(.undo(count), argumentAt: start, style: style)
  }

  /// `goto <step>`.
  func goto(
    _ arguments: Substring, offset: Int, style: ShellStyle
  ) async throws(ShellError)
    -> CommandOutput
  {
    let (text, start) = argument(arguments, offset: offset)
    guard let target = Int(text), target >= 0 else {
      throw ShellError(
        .usage, "expected a step number from 'log', as in 'goto 2' (0: the start)", at: start)
    }
    return try await travel(.goto(target), argumentAt: start, style: style)
  }

  /// `reset`.
  func reset(style: ShellStyle) async throws(ShellError) -> CommandOutput {
    return try await travel(.reset, argumentAt: 0, style: style)
  }

  /// Makes a move, or throws why it cannot be made, at the argument's offset when it is about
  /// the argument.
  private func travel(
    _ move: SessionHistory<Step, Snapshot>.Move, argumentAt offset: Int, style: ShellStyle
  ) async throws(ShellError) -> CommandOutput {
    do {
      return await travel(to: try history.target(of: move), style: style)
    } catch {
      throw ShellError(.refused, error.message, at: error.isAboutArgument ? offset : nil)
    }
  }

  /// Goes to right after step `target` and prints where the session is.
  func travel(to target: Int, style: ShellStyle) async -> CommandOutput {
    let before = store.currentState
    divergences = []
    if target != position { await rewind(to: target) }
    let later = history.undoneCount
    var lines = [
      "  at step \(target) of \(history.count), \(now.formattedSeconds)"
        + (later > 0
          ? "; 'goto \(history.count)' comes back, a new step drops the \(later) after this one"
          : "")
    ]
    if let difference = diff(before, store.currentState, format: .proportional) {
      lines.append(style.diff(difference))
    }
    let effects = store.inFlightEffects
    if !effects.isEmpty {
      lines += effectsList(style: style).lines
    }
    lines += divergences.map { style.error("  " + $0) }
    return CommandOutput(lines: lines)
  }

  /// The command's single argument and its offset in the line.
  func argument(_ arguments: Substring, offset: Int) -> (String, Int) {
    let (text, start) = arguments.trimmedArgument(offset: offset)
    return (String(text), start)
  }
}
