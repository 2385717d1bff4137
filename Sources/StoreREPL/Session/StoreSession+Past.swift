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
    case replace(Int, action: String)

    var target: Int {
      switch self {
      case let .skip(step), let .replace(step, _): step
      }
    }
  }

  /// The steps the past has now, numbered as `log` numbers them: each step before `end` that is
  /// not itself a change of the past, as the changes before it left it (skipped steps left
  /// out, replaced actions sent instead).
  func pastSteps(before end: Int) -> [(number: Int, line: String)] {
    var skipped = Set<Int>()
    var replaced: [Int: String] = [:]
    var steps: [(number: Int, line: String)] = []
    for number in (history.foldedCount + 1)..<end {
      guard let step = history.step(number) else { continue }
      guard let change = Self.pastChange(of: step) else {
        steps.append((number, step.line))
        continue
      }
      // NB: A change reaches back to a step listed already.
      switch change {
      case let .skip(target):
        if !skipped.insert(target).inserted { skipped.remove(target) }
      case let .replace(target, action):
        replaced[target] = action
        skipped.remove(target)
      }
    }
    return steps.compactMap { number, line in
      skipped.contains(number) ? nil : (number, replaced[number].map { "send " + $0 } ?? line)
    }
  }

  /// What the changes of the past before `end` did to each step they changed, by its number,
  /// for `log`: `skipped by step 5`, `replaced by step 6: send .incrementButtonTapped`.
  func pastNotes(before end: Int) -> [Int: String] {
    var notes: [Int: String] = [:]
    var skipped = Set<Int>()
    for number in (history.foldedCount + 1)..<end {
      guard let step = history.step(number), let change = Self.pastChange(of: step) else {
        continue
      }
      switch change {
      case let .skip(target):
        if skipped.insert(target).inserted {
          notes[target] = "skipped by step \(number)"
        } else {
          skipped.remove(target)
          notes[target] = nil
        }
      case let .replace(target, action):
        skipped.remove(target)
        notes[target] = "replaced by step \(number): send \(action)"
      }
    }
    return notes
  }

  /// The steps an exported test makes: those of the past as the latest change replayed it,
  /// then the steps after that change.
  var exportedSteps: [Step] {
    let applied = Array(history.applied)
    guard let last = applied.lastIndex(where: { $0.past != nil }) else { return applied }
    return (applied[last].past ?? []) + applied[(last + 1)...]
  }

  /// What Tab offers after `skip` and `replace`: the numbers of the steps they can change
  /// (`replace`: of `send` steps), then, after a `replace`'s number, the action's cases.
  func pastCompletions(for command: CommandName, partial: String) -> [String] {
    let number = partial.prefix { !$0.isWhitespace }
    guard number.count == partial.count else {
      guard command == .replace else { return [] }
      let action = partial.dropFirst(number.count).drop { $0.isWhitespace }
      let lead = String(partial.dropLast(action.count))
      return caseCompletions(for: String(action), in: Action.self).map { lead + $0 }
    }
    let changeable = ((history.foldedCount + 1)..<(position + 1)).filter { step in
      guard let step = history.step(step), Self.pastChange(of: step) == nil else { return false }
      return command == .skip || step.command == .send
    }
    return changeable.map(String.init).filter { $0.hasPrefix(partial) }
  }

  /// The change a step made to the past, if it is a `skip` or a `replace`.
  static func pastChange(of step: Step) -> PastChange? {
    guard step.command == .skip || step.command == .replace,
      let command = try? Command.read(step.line),
      case let .session(request) = command.request
    else { return nil }
    switch request {
    case let .skip(target, _): return .skip(target)
    case let .replace(target, action, _): return .replace(target, action: String(action.text))
    default: return nil
    }
  }

  /// `skip <step>` and `replace <step> <action>`.
  func changePast(
    _ change: PastChange, at offset: Int, style: ShellStyle
  ) async throws(ShellError) -> CommandOutput {
    let made = position + 1
    try checkChange(change, made: made, at: offset)
    let before = pastSteps(before: made)
    let after = Self.applying(change, to: before, original: history.step(change.target))
    guard !isReplaying else {
      _ = await rebuild(after, made: made)
      return CommandOutput(lines: [])
    }
    let stateBefore = store.currentState
    let then = await rebuild(before, made: made)
    let now = await rebuild(after, made: made)
    pendingPast = rebuiltSteps
    let step = history.step(change.target).map(\.line) ?? ""
    var lines: [String]
    switch change {
    case .skip where !before.contains(where: { $0.number == change.target }):
      lines = ["  put step \(change.target) '\(step)' back: the session is replayed with it"]
    case .skip:
      lines = ["  skipped step \(change.target) '\(step)': the session is replayed without it"]
    case let .replace(_, action):
      lines = [
        "  replaced step \(change.target) '\(step)' with 'send \(action)': the session is "
          + "replayed with it"
      ]
    }
    let differing = after.lazy.compactMap { step -> (Int, String, Replayed, Replayed)? in
      guard let old = then[step.number], let new = now[step.number], old != new else {
        return nil
      }
      return (step.number, step.line, old, new)
    }.first
    if let (number, line, old, new) = differing {
      lines.append("  step \(number) '\(line)' is the first that now does something else:")
      if old.actions != new.actions {
        func listed(_ actions: [String]) -> String {
          actions.isEmpty ? "nothing" : actions.joined(separator: ", ")
        }
        lines.append("    it reduced \(listed(old.actions)); now \(listed(new.actions))")
      }
      if old.state != new.state {
        lines.append("    the state after it (before: −, now: +):")
        lines += markedLineDiff(customDump(old.state), customDump(new.state)).map { "    " + $0 }
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
      throw ShellError(
        .refused,
        made == 1
          ? "there is no step to change yet"
          : "expected a step before this one, from 1 to \(made - 1) ('log' lists them)",
        at: offset)
    }
    guard target > history.foldedCount, let step = history.step(target) else {
      throw ShellError(.refused, "step \(target) is gone: \(history.foldedNote)", at: offset)
    }
    if Self.pastChange(of: step) != nil {
      throw ShellError(
        .refused,
        "step \(target) '\(step.line)' changes the past itself; 'skip' it again, or 'undo'",
        at: offset)
    }
    if case .replace = change, step.command != .send {
      throw ShellError(
        .refused,
        "step \(target) is '\(step.line)', which sends no action of its own; 'replace' takes a "
          + "'send' step",
        at: offset)
    }
  }

  /// `steps` with `change` made: a skipped step taken out (or put back, from `original`), a
  /// replaced one sending its new action.
  private static func applying(
    _ change: PastChange, to steps: [(number: Int, line: String)], original: Step?
  ) -> [(number: Int, line: String)] {
    switch change {
    case let .skip(target):
      guard steps.contains(where: { $0.number == target }) else {
        let line = original?.line ?? ""
        return (steps + [(target, line)]).sorted { $0.number < $1.number }
      }
      return steps.filter { $0.number != target }
    case let .replace(target, action):
      return (steps.filter { $0.number != target } + [(target, "send " + action)])
        .sorted { $0.number < $1.number }
    }
  }

  /// What a step did when a changed past was replayed: the actions it reduced and the state
  /// after it.
  struct Replayed: Equatable {
    var actions: [String]
    var state: State
  }

  /// Rebuilds the store from the start of what is kept and replays `steps` on it, quietly,
  /// each as the step its number names; the session is then right before step `made`.
  ///
  /// - Returns: What each step replayed did, by its number.
  private func rebuild(
    _ steps: [(number: Int, line: String)], made: Int
  ) async -> [Int: Replayed] {
    restoreStore(from: history.start)
    history.restart(at: history.start)
    rebuiltSteps = []
    var states: [Int: Replayed] = [:]
    let wasReplaying = isReplaying
    isReplaying = true
    isRebuilding = true
    defer {
      isReplaying = wasReplaying
      isRebuilding = false
    }
    for (number, line) in steps {
      history.move(to: number - 1)
      guard let command = try? Command.read(line), case let .session(request) = command.request
      else { continue }
      rebuiltActions = []
      _ = await run(request, of: command, line: line, style: .plain)
      states[number] = Replayed(actions: rebuiltActions, state: store.currentState)
    }
    history.move(to: made - 1)
    _ = failures.take()
    _ = printedChanges.takeLines()
    // NB: What the steps replayed reduced is theirs, not the change's.
    pendingActions = []
    pendingCancellations = []
    pendingEvents = []
    pendingDiffs = []
    recordedArguments = nil
    return states
  }
}
