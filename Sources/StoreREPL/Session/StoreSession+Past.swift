import Composable
import ValueDump

/// `skip <step>` and `replace <step> <action>`: the session replayed with a step of its past
/// taken out, or sending another action, as Redux DevTools' "skip" does.
///
/// Each is a step of its own: the session is rebuilt from its start and its steps so far are
/// replayed, changed so (the past as earlier `skip`s and `replace`s left it, with this change
/// too), and it lands where that replay ends. So `undo` takes the change back, a replay makes
/// it again, and `skip` of a skipped step puts it back. The first step that now ends in another
/// state is shown with its state before and now, as `reload` shows a step that behaves
/// differently.
extension StoreSession {
  /// How a step of the past is changed.
  enum PastChange: Equatable {
    /// Taken out, or put back when it is out.
    case skip(Int)
    /// Sends this action instead (the `send` line's action, as typed).
    case replace(Int, action: ActionText)

    var target: Int {
      switch self {
      case let .skip(step), let .replace(step, _): step
      }
    }
  }

  /// What the changes of the past before `end` left: the steps skipped, each with the step that
  /// skipped it, and the actions sent instead, each with the step that replaced it. A `skip` of
  /// a skipped step puts it back; a `replace` puts a skipped step back too.
  ///
  /// - Parameter change: A change made as step `end`, after them, if any.
  func pastChanges(
    before end: Int, then change: PastChange? = nil
  ) -> (skipped: [Int: Int], replaced: [Int: (by: Int, action: ActionText)]) {
    var skipped: [Int: Int] = [:]
    var replaced: [Int: (by: Int, action: ActionText)] = [:]
    let made = ((history.foldedCount + 1)..<end).compactMap { number in
      history.step(number).flatMap { Self.pastChange(of: $0) }.map { (number, $0) }
    }
    for (number, change) in made + (change.map { [(end, $0)] } ?? []) {
      switch change {
      case let .skip(target):
        skipped[target] = skipped[target] == nil ? number : nil
      case let .replace(target, action):
        replaced[target] = (number, action)
        skipped[target] = nil
      }
    }
    return (skipped, replaced)
  }

  /// The steps the past has now, numbered as `log` numbers them: each step before `end` that is
  /// not itself a change of the past, as the changes left it (skipped steps left out, replaced
  /// actions sent instead).
  func pastSteps(
    before end: Int, then change: PastChange? = nil
  ) -> [(number: Int, command: Command)] {
    let (skipped, replaced) = pastChanges(before: end, then: change)
    return ((history.foldedCount + 1)..<end).compactMap { number in
      guard skipped[number] == nil, let step = history.step(number),
        Self.pastChange(of: step) == nil
      else { return nil }
      return (number, replaced[number].map { .send($0.action) } ?? step.command)
    }
  }

  /// What the changes of the past before `end` did to each step they changed, by its number,
  /// for `log`: `skipped by step 5`, `replaced by step 6, was 'send .decrementButtonTapped'`.
  func pastNotes(before end: Int) -> [Int: String] {
    let (skipped, replaced) = pastChanges(before: end)
    var notes: [Int: String] = [:]
    for (target, change) in replaced {
      notes[target] =
        "replaced by step \(change.by), was '\(history.step(target)?.line ?? "")'"
    }
    for (target, by) in skipped { notes[target] = "skipped by step \(by)" }
    return notes
  }

  /// The steps applied as the session's timeline has them now, numbered: before the latest
  /// `skip` or `replace`, each step as that change replayed it (a skipped one reduced nothing),
  /// so that no action of a past that is gone is listed; after it, the history's own.
  var timelineSteps: [NumberedStep] {
    let applied = history.applied
    let numbered = zip(applied.indices, applied).map { NumberedStep(number: $0 + 1, step: $1) }
    guard let last = applied.lastIndex(where: { $0.past != nil }), let past = applied[last].past
    else { return numbered }
    let replayed = Dictionary(past.map { ($0.number, $0.step) }) { first, _ in first }
    let replaced = pastChanges(before: last + 1).replaced
    return numbered.map { numbered in
      guard numbered.number <= last, Self.pastChange(of: numbered.step) == nil else {
        return numbered
      }
      if let step = replayed[numbered.number] {
        return NumberedStep(number: numbered.number, step: step)
      }
      // Skipped: the step stays a row of the log, as the past had it, with nothing reduced.
      var step = numbered.step
      step.command = replaced[numbered.number].map { .send($0.action) } ?? step.command
      step.actions = []
      step.cancelled = []
      return NumberedStep(number: numbered.number, step: step)
    }
  }

  /// The steps an exported test makes: those of the past as the latest change replayed it,
  /// then the steps after that change.
  var exportedSteps: [Step] {
    let applied = Array(history.applied)
    guard let last = applied.lastIndex(where: { $0.past != nil }) else { return applied }
    return (applied[last].past ?? []).map(\.step) + applied[(last + 1)...]
  }

  /// What Tab offers after `skip` and `replace`: the numbers of the steps they can change
  /// (`replace`, `withAction`: of `send` steps), then, after a `replace`'s number, the action's
  /// cases.
  func pastCompletions(partial: String, withAction: Bool) -> [String] {
    let number = partial.prefix { !$0.isWhitespace }
    guard number.count == partial.count else {
      guard withAction else { return [] }
      let action = partial.dropFirst(number.count).drop { $0.isWhitespace }
      let lead = String(partial.dropLast(action.count))
      return caseCompletions(for: String(action), in: Action.self).map { lead + $0 }
    }
    let changeable = ((history.foldedCount + 1)..<(position + 1)).filter { step in
      guard let step = history.step(step), Self.pastChange(of: step) == nil else { return false }
      return !withAction || step.command.name == .send
    }
    return changeable.map(String.init).filter { $0.hasPrefix(partial) }
  }

  /// The change a step made to the past, if it is a `skip` or a `replace`.
  static func pastChange(of step: Step) -> PastChange? {
    switch step.command.request {
    case let .session(.skip(target, _)): .skip(target)
    case let .session(.replace(target, action, _)): .replace(target, action: action)
    default: nil
    }
  }

  /// `skip <step>` and `replace <step> <action>`.
  func changePast(
    _ change: PastChange, at offset: Int, style: ShellStyle
  ) async throws(ShellError) -> CommandOutput {
    let made = position + 1
    try checkChange(change, made: made, at: offset)
    let before = pastSteps(before: made)
    let after = pastSteps(before: made, then: change)
    guard !isReplaying else {
      _ = await rebuild(after, made: made)
      return CommandOutput(lines: [])
    }
    let stateBefore = store.currentState
    let then = await rebuild(before, made: made)
    let now = await rebuild(after, made: made)
    scratch.past = rebuiltSteps
    let step = history.step(change.target).map(\.line) ?? ""
    var lines: [String]
    switch change {
    case .skip where !before.contains(where: { $0.number == change.target }):
      // As the past has it: a step a `replace` changed comes back with its new action.
      let back = after.first { $0.number == change.target }?.command.text ?? step
      lines = ["  put step \(change.target) '\(back)' back: the session is replayed with it"]
    case .skip:
      lines = ["  skipped step \(change.target) '\(step)': the session is replayed without it"]
    case let .replace(_, action):
      lines = [
        "  replaced step \(change.target) '\(step)' with 'send \(action.argument.text)': the "
          + "session is "
          + "replayed with it"
      ]
    }
    // A step does something else when it reduces other actions or changes other parts of the
    // state; one that does the same to a state the change left otherwise does not.
    let differing = after.lazy.compactMap { step -> (Int, String, Replayed, Replayed)? in
      guard step.number > change.target, let old = then[step.number],
        let new = now[step.number], old != new
      else {
        return nil
      }
      return (step.number, step.command.text, old, new)
    }.first
    func listed(_ items: [String]) -> String {
      items.isEmpty ? "nothing" : items.joined(separator: ", ")
    }
    if let (number, line, old, new) = differing {
      lines.append("  step \(number) '\(line)' is the first that now does something else:")
      if old.actions != new.actions {
        lines.append("    it reduced \(listed(old.actions)); now \(listed(new.actions))")
      } else {
        lines.append("    it changed \(listed(old.changes)); now \(listed(new.changes))")
      }
    } else {
      lines.append("  no step after it does anything else")
    }
    if let difference = diff(stateBefore, store.currentState, format: .proportional) {
      lines.append(style.diff(difference))
    }
    return CommandOutput(lines: lines)
  }

  /// Refuses a change of a step that is not there, comes after it, or cannot be changed so.
  private func checkChange(_ change: PastChange, made: Int, at offset: Int) throws(ShellError) {
    let target = change.target
    guard target < made, target >= 1 else {
      throw ShellError(.past(.notBefore(made: made)), at: offset)
    }
    guard target > history.foldedCount, let step = history.step(target) else {
      throw ShellError(
        .timeTravel(.stepGone(target, foldedNote: history.foldedNote)), at: offset)
    }
    if Self.pastChange(of: step) != nil {
      throw ShellError(.past(.changesThePast(target, line: step.line)), at: offset)
    }
    if case .replace = change, step.command.name != .send {
      throw ShellError(.past(.sendsNoAction(target, line: step.line)), at: offset)
    }
  }

  /// What a step did when a changed past was replayed: the actions it reduced and the parts of
  /// the state they changed.
  struct Replayed: Equatable {
    var actions: [String]
    var changes: [String]
  }

  /// Rebuilds the store from the start of what is kept and replays `steps` on it, quietly,
  /// each as the step its number names; the session is then right before step `made`.
  ///
  /// - Returns: What each step replayed did, by its number.
  private func rebuild(
    _ steps: [(number: Int, command: Command)], made: Int
  ) async -> [Int: Replayed] {
    restoreStore(from: history.start)
    history.restart(at: history.start)
    rebuiltSteps = []
    var states: [Int: Replayed] = [:]
    await running(in: .rebuilding) {
      for (number, command) in steps {
        history.move(to: number - 1)
        rebuiltActions = []
        rebuiltChanges = []
        _ = await run(command, style: .plain)
        states[number] = Replayed(actions: rebuiltActions, changes: rebuiltChanges)
      }
    }
    history.move(to: made - 1)
    _ = failures.take()
    _ = printedChanges.takeLines()
    // What the steps replayed reduced is theirs, not the change's.
    scratch = StepScratch()
    return states
  }
}
