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
        throw ShellError("expected how many steps to undo, as in 'undo 2'", at: start)
      }
      count = number
    }
    guard position > 0 else { throw ShellError("nothing to undo: the session is at its start") }
    guard count <= position else {
      throw ShellError(
        "there \(position == 1 ? "is 1 step" : "are \(position) steps") to undo", at: start)
    }
    return await travel(to: position - count, style: style)
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
        "expected a step number from 'log', as in 'goto 2' (0: the start)", at: start)
    }
    guard target <= steps.count else {
      throw ShellError("there is no step \(target): the last is \(steps.count)", at: start)
    }
    return await travel(to: target, style: style)
  }

  /// Goes to right after step `target` and prints where the session is.
  func travel(to target: Int, style: ShellStyle) async -> CommandOutput {
    let before = store.currentState
    if target != position { await rewind(to: target) }
    let later = steps.count - position
    var lines = [
      "  at step \(target) of \(steps.count), \(now.formattedSeconds)"
        + (later > 0
          ? "; 'goto \(steps.count)' comes back, a new step drops the \(later) after this one"
          : "")
    ]
    if let difference = diff(before, store.currentState, format: .proportional) {
      lines.append(style.diff(difference))
    }
    let effects = store.inFlightEffects
    if !effects.isEmpty {
      lines += effectsList(style: style).lines
    }
    return CommandOutput(lines: lines)
  }

  /// The command's single argument and its offset in the line.
  func argument(_ arguments: Substring, offset: Int) -> (String, Int) {
    let leading = arguments.prefix(while: \.isWhitespace)
    let text = String(arguments.dropFirst(leading.count).trimmingTrailingWhitespace())
    return (text, offset + leading.utf8.count)
  }
}
