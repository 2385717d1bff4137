import Composable
import ValueDump

extension StoreSession {
  /// `effects`: one line per in-flight effect.
  func effectsList(style: ShellStyle) -> CommandOutput {
    let effects = store.inFlightEffects
    guard !effects.isEmpty else {
      return CommandOutput(lines: ["  no effects in flight"])
    }
    return CommandOutput(
      lines: effects.map { effect in
        let ids =
          effect.cancelIDs.visible.isEmpty
          ? "(no id)" : effect.cancelIDs.visible.map(\.description).joined(separator: ", ")
        let started = effect.startedAt.map { " at \($0.formattedSeconds)" } ?? ""
        let wait: String
        switch effect.wait {
        case let .clock(until):
          wait = "clock until \(until.formattedSeconds) (in \((until - now).formattedSeconds))"
        case .outside:
          wait = "outside the clock (a stream, a continuation or real work)"
        }
        let cancelled = effect.isCancelled ? "  [cancelled, still running]" : ""
        return
          "  #\(effect.number)  \(ids)  from step \(history.step(reducing: effect.originStep)) \(customDumpInline(effect.originAction))\(started)  \(wait)\(cancelled)"
      })
  }

  /// `cancel <cancel-id> | #<n>`. An id cancels what the root feature's `.cancel(id:)` does,
  /// every child's effects under the id too; one child's effect is chosen by its number.
  func cancel(
    _ target: SessionCommand.CancelTarget, at start: Int, style: ShellStyle
  ) throws(ShellError)
    -> CommandOutput
  {
    let inFlight = store.inFlightEffects.filter { !$0.isCancelled }
    switch target {
    case let .number(number):
      guard inFlight.contains(where: { $0.number == number }) else {
        if store.inFlightEffects.contains(where: { $0.number == number }) {
          throw ShellError(.effects(.alreadyCancelled(number)), at: start)
        }
        throw ShellError(
          .effects(.notInFlight(number, ended: ended(number), inFlight: inFlightMarks)),
          at: start)
      }
      store.cancelEffect(number: number)
    case let .id(written):
      let word = String(written)
      let ids = Set(inFlight.flatMap(\.cancelIDs.visible))
      let matches = Set(ids.filter { $0.isWritten(as: word) }.map(\.atRoot))
      guard !matches.isEmpty else {
        let known = Set(ids.map(\.rootDescription)).sorted()
        throw ShellError(
          .effects(.noSuchID(word, ids: known, inFlight: inFlightMarks)), at: start)
      }
      guard matches.count == 1, let id = matches.first else {
        throw ShellError(
          .effects(.ambiguousID(word, matches: matches.map(\.description))), at: start)
      }
      store.cancelEffects(id: id)
    }
    return CommandOutput(lines: report(store.takeEvents(), style: style))
  }

  /// How an effect of the steps so far ended, for a message: `#1 finished at 1.000s (step 2)`.
  private func ended(_ number: Int) -> String? {
    guard let life = lives[number], life.step <= position, let end = life.end,
      let step = life.endStep, step <= position
    else { return nil }
    let verb =
      switch end.kind {
      case .finished: "finished"
      case .cancelled: "was cancelled"
      case .stopped: "was stopped"
      }
    return "#\(number) \(verb) at \(end.time.formattedSeconds) (step \(step))"
  }

  /// The effects in flight, for a message; those already cancelled are marked.
  private var inFlightMarks: [ShellError.EffectProblem.InFlight] {
    store.inFlightEffects.map { .init(number: $0.number, isCancelled: $0.isCancelled) }
  }
}
