import Composable
import ValueDump

extension StoreSession {
  /// `undo [<n>]`: `count` steps back; `start` is the offset of the count in the line.
  func undo(
    _ count: Int, at start: Int, style: ShellStyle
  ) async throws(ShellError)
    -> CommandOutput
  {
    try await travel(.undo(count), argumentAt: start, style: style)
  }

  /// `goto <step>`.
  func goto(
    _ target: Int, at start: Int, style: ShellStyle
  ) async throws(ShellError)
    -> CommandOutput
  {
    try await travel(.goto(target), argumentAt: start, style: style)
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
      throw ShellError(.timeTravel(error.problem), at: error.isAboutArgument ? offset : nil)
    }
  }

  /// Goes to right after step `target` and prints where the session is.
  func travel(to target: Int, style: ShellStyle) async -> CommandOutput {
    let before = store.currentState
    let shared = sharedWorld.history.valuesNow()
    divergences = []
    if target != position { await rewind(to: target) }
    let later = history.undoneCount
    var lines = [
      "  at step \(target) of \(history.count), \(now.formattedSeconds)"
        + (later > 0
          ? "; 'goto \(history.count)' comes back, a new step drops the \(later) after this one"
          : "")
    ]
    let after = store.currentState
    if let difference = sharedWorld.history.reading(
      old: .values(shared), new: .now,
      {
        diff(before, after, format: .proportional)
      })
    {
      lines.append(style.diff(difference))
    }
    let effects = store.inFlightEffects
    if !effects.isEmpty {
      lines += effectsList(style: style).lines
    }
    lines += divergences.map { style.error("  " + $0) }
    return CommandOutput(lines: lines)
  }

  /// Puts the session exactly where it was right after step `target` (0: the start). The steps
  /// after it are kept until a new step replaces them, so `goto` can go forward again.
  func rewind(to target: Int) async {
    if let checkpoint = history.checkpointToRebuild(for: target) {
      restoreStore(from: checkpoint)
      history.restart(at: checkpoint)
    }
    await running(in: .replaying) {
      while position < target, let step = history.step(position + 1) {
        _ = await run(step.command, style: .plain)
      }
    }
    _ = failures.take()
    _ = printedChanges.takeLines()
  }
}
