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
    guard position > foldedSteps else {
      throw ShellError(
        foldedSteps > 0
          ? "nothing to undo: \(foldedNote)"
          : "nothing to undo: the session is at its start")
    }
    let undoable = position - foldedSteps
    guard count <= undoable else {
      throw ShellError(
        "there \(undoable == 1 ? "is 1 step" : "are \(undoable) steps") to undo"
          + (foldedSteps > 0 ? "; \(foldedNote)" : ""), at: start)
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
    guard target <= steps.endIndex else {
      throw ShellError("there is no step \(target): the last is \(steps.endIndex)", at: start)
    }
    guard target >= foldedSteps else {
      throw ShellError("step \(target) is gone: \(foldedNote)", at: start)
    }
    return await travel(to: target, style: style)
  }

  /// `reset`.
  func reset(style: ShellStyle) async throws(ShellError) -> CommandOutput {
    guard foldedSteps == 0 else {
      throw ShellError("the start is gone: \(foldedNote)")
    }
    return await travel(to: 0, style: style)
  }

  /// What folding left: where the kept steps start, and how to keep more.
  var foldedNote: String {
    "steps 1–\(foldedSteps) were folded into a checkpoint at step \(foldedSteps), the earliest "
      + "the session can go back to (it keeps the last \(historyLimit) steps or more; "
      + "'--history <steps>' keeps more)"
  }

  /// Goes to right after step `target` and prints where the session is.
  func travel(to target: Int, style: ShellStyle) async -> CommandOutput {
    let before = store.currentState
    divergences = []
    if target != position { await rewind(to: target) }
    let later = steps.endIndex - position
    var lines = [
      "  at step \(target) of \(steps.endIndex), \(now.formattedSeconds)"
        + (later > 0
          ? "; 'goto \(steps.endIndex)' comes back, a new step drops the \(later) after this one"
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
