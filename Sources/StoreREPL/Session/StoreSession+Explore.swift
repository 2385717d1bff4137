import Composable
import ValueDump

/// `explore [depth <n>]`: searches the sequences of actions (and moves of the clock to the next
/// deadline) from where the session is, breadth first, for the shortest that breaks an
/// invariant or makes the engine report a failure.
///
/// Each sequence is tried on the store rebuilt where the session is (from its latest checkpoint,
/// replaying the steps after it), so effects in flight and the clock are what they are now; the
/// runs make no step of the history. A state reached twice, with the same effects in flight, is
/// searched from once.
extension StoreSession {
  /// What `explore` found, if anything, and what it covered.
  struct Exploration {
    var found: (sequence: [String], why: [String])?
    var sequencesTried = 0
    var statesVisited = 0
    var depth = 0
    /// Why the search ended before its depth, when it did.
    var stopped: String?
  }

  /// The actions `explore` tries: each case of the feature's action with payloads of small
  /// sample values (both `Bool`s, small integers, an empty and a short string, each case of a
  /// payload enum), nested cases too; the ones that do not decode are left out.
  func explorationAlphabet() -> [String] {
    func literals(of type: any Any.Type, depth: Int) -> [String] {
      if type == Bool.self { return ["true", "false"] }
      if type == Int.self { return ["0", "1", "-1"] }
      if type == String.self { return ["\"\"", "\"a\""] }
      guard depth < 3 else { return [] }
      let known = cases(of: type)
      return known.flatMap { info -> [String] in
        guard let payload = info.payload else { return [".\(info.name)"] }
        guard payload.count == 1, let field = payload.first else { return [] }
        let label = field.label.map { "\($0): " } ?? ""
        return literals(of: field.type, depth: depth + 1).map { ".\(info.name)(\(label)\($0))" }
      }
    }
    // NB: The actions typed in the session so far come first: their payloads are the values
    // the person exploring cares about.
    let typed = history.applied.filter { $0.command == .send }.map {
      String($0.arguments.drop { $0 == " " }.prefix { $0 != "{" })
        .trimmingCharacters(in: .whitespaces)
    }
    var seen = Set<String>()
    return (typed + literals(of: Action.self, depth: 0)).filter { text in
      seen.insert(text).inserted
        && (try? parseAction(SessionCommand.Argument(text: Substring(text), offset: 0))) != nil
    }
  }

  /// How many states `explore` keeps at most, to know it has seen them.
  static var explorationStateLimit: Int { 200_000 }

  /// `explore [depth <n>]`.
  func explore(depth limit: Int, style: ShellStyle) async -> CommandOutput {
    let alphabet = explorationAlphabet().map { "send " + $0 }
    var result = Exploration()
    var frontier: [[String]] = [[]]
    var visited = Set<String>()
    let start = position
    let showsProgress = Terminal.isTerminal(2)
    let began = ContinuousClock.now
    _ = InterruptFlag.current.take()
    search: for depth in 1...max(1, limit) {
      result.depth = depth
      var next: [[String]] = []
      for prefix in frontier {
        for move in alphabet + ["advance next"] {
          if InterruptFlag.current.take() {
            result.stopped = "interrupted"
            break search
          }
          let sequence = prefix + [move]
          result.sequencesTried += 1
          let outcome = await tryFromHere(sequence, at: start)
          if let why = outcome.why {
            result.found = (sequence, why)
            break search
          }
          guard let key = outcome.key, visited.insert(key).inserted else { continue }
          guard visited.count < Self.explorationStateLimit else {
            result.stopped = "it keeps \(Self.explorationStateLimit) states at most"
            break search
          }
          next.append(sequence)
          if showsProgress, result.sequencesTried % 500 == 0 {
            let seconds = Double((ContinuousClock.now - began).components.seconds) + 1e-9
            writeError(
              "\r  exploring: depth \(depth), \(visited.count) states, "
                + "\(Int(Double(result.sequencesTried) / max(seconds, 1))) sequences/s\u{1B}[K")
          }
        }
      }
      frontier = next
      result.statesVisited = visited.count
      if frontier.isEmpty { break }
    }
    if showsProgress { writeError("\r\u{1B}[K") }
    result.statesVisited = visited.count
    // NB: The session goes back to where it was; a finding is left as the steps after it, which
    // 'goto' takes the session to.
    await rebuildHere(at: start)
    var lines = report(result, style: style)
    if let found = result.found {
      await leaveAhead(found.sequence)
      lines.append(
        "  'goto \(start + found.sequence.count)' takes the session there; a new step drops it")
    }
    return CommandOutput(lines: lines)
  }

  /// Makes `sequence` the steps after the session's position, undone: `goto` goes to them.
  private func leaveAhead(_ sequence: [String]) async {
    let start = position
    let wasReplaying = isReplaying
    for line in sequence {
      guard let command = try? Command.read(line), case let .session(request) = command.request
      else { return }
      // NB: Made as steps, quietly: a replay would look for them in the history.
      isReplaying = false
      _ = await run(request, of: command, line: line, style: .plain)
    }
    isReplaying = wasReplaying
    await rewind(to: start)
    pendingActions = []
    pendingCancellations = []
    pendingEvents = []
    pendingDiffs = []
  }

  /// What trying `sequence` from step `start` did: why it is a finding, or the key of the state
  /// it reached (nil when a move could not be made).
  private func tryFromHere(
    _ sequence: [String], at start: Int
  ) async -> (why: [String]?, key: String?) {
    await rebuildHere(at: start)
    let wasReplaying = isReplaying
    isReplaying = true
    isRebuilding = true
    defer {
      isReplaying = wasReplaying
      isRebuilding = false
    }
    for line in sequence {
      guard let command = try? Command.read(line), case let .session(request) = command.request
      else { return (nil, nil) }
      let output = await run(request, of: command, line: line, style: .plain)
      if output.error != nil { return (nil, nil) }
      let broken = brokenInvariants(style: .plain)
      if !broken.isEmpty { return (broken, nil) }
      let failures = output.lines.filter { !$0.isEmpty }
      if output.failed { return (failures, nil) }
    }
    let effects = store.inFlightEffects.map { "\($0.cancelIDs.visible) \($0.wait)" }.sorted()
    return (nil, customDump(store.currentState) + "\n" + effects.joined(separator: "\n"))
  }

  /// Rebuilds the store right after step `start`, from its latest checkpoint.
  private func rebuildHere(at start: Int) async {
    let checkpoint = history.checkpoints.last { $0.stepCount <= start } ?? history.start
    restoreStore(from: checkpoint)
    history.restart(at: checkpoint)
    await rewind(to: start)
    pendingActions = []
    pendingCancellations = []
    pendingEvents = []
    pendingDiffs = []
    _ = failures.take()
    _ = printedChanges.takeLines()
  }

  private func report(_ result: Exploration, style: ShellStyle) -> [String] {
    guard let found = result.found else {
      let covered =
        "\(result.sequencesTried) sequences tried, \(result.statesVisited) states visited"
      if let stopped = result.stopped {
        return ["  stopped at depth \(result.depth) (\(stopped)): nothing found; \(covered)"]
      }
      return ["  nothing found up to depth \(result.depth): \(covered)"]
    }
    let steps = found.sequence.count
    return ["  found in \(steps) step\(steps == 1 ? "" : "s"):"]
      + found.sequence.map { "    \($0)" }
      + found.why.map { style.error($0) }
      + ["  (\(result.sequencesTried) sequences tried)"]
  }
}
