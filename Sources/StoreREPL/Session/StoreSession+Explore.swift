import Composable
import Foundation
import ValueDump

/// `explore [depth <n>] [for <duration>]`: searches the sequences of actions (and moves of the
/// clock to the next deadline) from where the session is, breadth first, for the shortest that
/// breaks an invariant, makes the engine report a failure, or leaves an effect running that
/// nothing can finish.
///
/// The search drives the store itself, not the session's commands: a state reached with no
/// effect in flight is kept as a snapshot, and a sequence is tried on a store rebuilt from the
/// snapshot nearest before it, with the moves after that snapshot made again. A state reached
/// twice, with the same effects in flight (their deadlines counted from now), is searched from
/// once. The runs make no step of the history; the session goes back to where it was.
extension StoreSession {
  /// What `explore` found, if anything, and what it covered.
  struct Exploration {
    /// What a finding is.
    enum Kind { case brokenInvariant, failure, effectRunning }
    var found: (sequence: [Command], kind: Kind, why: [String])?
    /// The moves made: the last of each sequence tried, and those made again to rebuild.
    var sequencesTried = 0
    var movesMade = 0
    var statesVisited = 0
    var depth = 0
    /// Why the search ended before its depth, when it did.
    var stopped: String?
    var seconds = 0.0
    /// The actions it sent, as written.
    var actions: [String] = []
    /// The time spent telling whether a state was visited, rebuilding states, and checking
    /// each state for a finding.
    var keyTime = Duration.zero
    var rebuildTime = Duration.zero
    var checkTime = Duration.zero
  }

  /// A move of the search: an action to send, or the clock to its next deadline.
  struct ExploreMove {
    var command: Command
    /// Nil: `advance next`.
    var action: Action?

    var line: String { command.text }
  }

  /// A state the search reached: where its store is rebuilt from, and how it got there.
  fileprivate struct ExploreNode {
    /// The snapshot its store is rebuilt from (an index in the search's bases), and the moves
    /// made after it.
    var base: Int
    var movesSinceBase: [Int32]
    /// Every move from where the session is.
    var moves: [Int32]
    /// Whether a move on the way wrote shared state: the shared history then cannot go back to
    /// a snapshot taken after it, so none is.
    var wroteShared: Bool
    var key: ExploreKey<State>
  }

  /// The moves `explore` tries, without `advance next`: the actions sent in the session so
  /// far, those its effects fed back (the answers of its dependencies), then each case of the
  /// feature's action with payloads of sample values (see ``SampleLiterals``), nested cases
  /// too; a text that does not decode is left out, and each action is tried once.
  func explorationAlphabet() -> [ExploreMove] {
    // NB: The actions of the session come first: their payloads are the values the person
    // exploring cares about, and the answers the feature's dependencies gave.
    var typed: [String] = []
    for step in history.applied {
      if step.command.name == .send {
        typed.append(
          String(step.command.arguments.drop { $0 == " " }.prefix { $0 != "{" })
            .trimmingCharacters(in: .whitespaces))
      }
      typed += step.actions.map(\.action)
    }
    var seen = Set<String>()
    var seenActions = Set<String>()
    var moves: [ExploreMove] = []
    let samples = SampleLiterals(typedIn: typed)
    for text in typed + samples.literals(of: Action.self, depth: 0)
    where seen.insert(text).inserted {
      let argument = ActionText(SessionCommand.Argument(text: Substring(text), offset: 0))
      guard
        let (action, rest) = try? parseAction(argument),
        rest.text.isEmpty,
        // NB: The same action written two ways (as typed, and as the log writes what effects
        // fed back) is tried once.
        seenActions.insert(customDump(action)).inserted
      else { continue }
      moves.append(ExploreMove(command: .send(argument), action: action))
    }
    return moves
  }

  func noteExploredCrash(_ line: String, afterStep step: Int) {
    exploredCrash = (step, line)
  }

  func measureExplore(depth: Int, stateLimit: Int) async -> ExploreMeasure {
    let start = position
    let result = await search(depth: depth, for: nil, stateLimit: stateLimit)
    await rebuildHere(at: start)
    return ExploreMeasure(
      sequences: result.sequencesTried, moves: result.movesMade, states: result.statesVisited,
      found: result.found != nil, stopped: result.stopped, seconds: result.seconds,
      keySeconds: Self.seconds(in: result.keyTime),
      rebuildSeconds: Self.seconds(in: result.rebuildTime),
      checkSeconds: Self.seconds(in: result.checkTime))
  }

  /// `explore [depth <n>] [for <duration>]`.
  func explore(depth limit: Int, for budget: Duration?, style: ShellStyle) async -> CommandOutput {
    let start = position
    let result = await search(depth: limit, for: budget, stateLimit: exploreStateLimit)
    // NB: The session goes back to where it was; a finding is left as the steps after it, which
    // 'goto' takes the session to.
    await rebuildHere(at: start)
    var lines = report(result, style: style)
    exploredRunning = nil
    exploredCrash = nil
    if let found = result.found {
      let failedAgain = await leaveAhead(found.sequence)
      if found.kind == .effectRunning {
        exploredRunning = (
          start + found.sequence.count,
          found.why.map { String($0.drop { $0 == " " }) }
        )
      }
      if !failedAgain, found.kind != .effectRunning {
        // NB: The search runs on one store, whose dependencies keep what they keep between
        // branches; the steps left behind run on the session's store, as the user would.
        lines.append(
          style.error(
            "  made again as steps, the last did not fail: the feature's dependencies keep "
              + "something between runs, or its effects run outside the virtual clock"))
      }
      lines.append(
        "  'goto \(start + found.sequence.count)' takes the session there; a new step drops it")
    }
    // NB: A finding fails the command, as a test would: a script that explores fails with it.
    return CommandOutput(lines: lines, failed: result.found != nil)
  }

  /// The breadth-first search: `limit` moves deep at most, for `budget` of real time at most.
  func search(depth limit: Int, for budget: Duration?, stateLimit: Int) async -> Exploration {
    let start = position
    let alphabet = explorationAlphabet()
    var result = Exploration(actions: alphabet.map { String($0.command.arguments.dropFirst()) })
    var visited = Set<ExploreKey<State>>()
    var searchStore = SearchStore()
    let showsProgress = Terminal.isTerminal(2)
    let began = ContinuousClock.now
    var lastProgress = began
    let wasTracing = store.isTracingReducers
    store.isTracingReducers = false
    defer {
      if showsProgress { writeError("\r\u{1B}[K") }
      store.isTracingReducers = wasTracing
    }
    _ = InterruptFlag.current.take()
    // NB: Where the session is needs no replay when no effect is in flight: it is the first
    // snapshot. Otherwise the session's own replay rebuilds it, and the search keeps none until
    // a state with no effect in flight.
    let rootVersion = sharedWorld.history.version
    var bases: [Snapshot?] = [isQuiescent ? searchSnapshot() : nil]
    let rootKey = stateKey(effects: store.inFlightShapes(now: now))
    visited.insert(rootKey)
    var frontier = [
      ExploreNode(base: 0, movesSinceBase: [], moves: [], wroteShared: false, key: rootKey)
    ]
    exploring = []
    defer { exploring = nil }
    search: for depth in 1...max(1, limit) {
      result.depth = depth
      var next: [ExploreNode] = []
      for parent in frontier {
        // NB: The store is where the parent is until a move changes the state or the effects:
        // a move that changes nothing leaves it there for the next.
        var isAtParent = false
        for move in 0...alphabet.count {
          if InterruptFlag.current.take() {
            result.stopped = "interrupted"
            break search
          }
          if let budget, ContinuousClock.now - began >= budget {
            result.stopped = "its \(DurationLiteral.format(budget)) ran out"
            break search
          }
          if !isAtParent {
            let rebuilding = ContinuousClock.now
            await rebuild(parent, from: bases, at: start, alphabet: alphabet, into: &searchStore)
            result.rebuildTime += ContinuousClock.now - rebuilding
            isAtParent = true
          }
          let isAdvance = move == alphabet.count
          // NB: Nothing sleeps on the clock: 'advance next' would do nothing.
          if isAdvance, clock.nextDeadline == nil { continue }
          let sequence = parent.moves + [Int32(move)]
          exploring = sequence.map {
            Int($0) < alphabet.count ? alphabet[Int($0)].line : "advance next"
          }
          let version = sharedWorld.history.version
          let effectsBefore = isAdvance ? [] : store.inFlightNumbers
          let uuidsBefore = uuids.count
          // NB: A send that started, ended and cancelled no effect leaves the parent's effects
          // as they were: putting the parent's state back, and the UUIDs and shared values the
          // send used, is the parent again, with no store to rebuild.
          func backToParent() {
            guard !isAdvance, !store.isDismissed, store.inFlightNumbers == effectsBefore else {
              isAtParent = false
              return
            }
            store.state = parent.key.state
            uuids.restart(at: uuidsBefore)
            if sharedWorld.history.version != version {
              sharedWorld.history.restore(to: version)
            }
            isAtParent = true
          }
          guard await make(isAdvance ? nil : alphabet[move]) else {
            backToParent()
            continue
          }
          result.sequencesTried += 1
          searchStore.movesMade += 1
          let checkingFindings = ContinuousClock.now
          let shapes = store.inFlightShapes(now: now)
          if let (kind, why) = findings(effects: shapes) {
            result.found = (
              sequence.map { Int($0) < alphabet.count ? alphabet[Int($0)].command : .advanceNext },
              kind, why
            )
            break search
          }
          result.checkTime += ContinuousClock.now - checkingFindings
          let checking = ContinuousClock.now
          let key = stateKey(effects: shapes)
          let isNew = visited.insert(key).inserted
          result.keyTime += ContinuousClock.now - checking
          defer { if key != parent.key { backToParent() } else { isAtParent = true } }
          guard isNew else { continue }
          guard visited.count < stateLimit else {
            result.stopped = "it keeps \(stateLimit) states at most"
            break search
          }
          let wroteShared = parent.wroteShared || sharedWorld.history.version != version
          var child = ExploreNode(
            base: parent.base, movesSinceBase: parent.movesSinceBase + [Int32(move)],
            moves: sequence, wroteShared: wroteShared, key: key)
          if isQuiescent, !wroteShared || sharedWorld.history.version == rootVersion {
            bases.append(searchSnapshot())
            child.base = bases.count - 1
            child.movesSinceBase = []
          }
          next.append(child)
          if showsProgress, ContinuousClock.now - lastProgress >= .milliseconds(200) {
            lastProgress = ContinuousClock.now
            let rate = Int(Double(visited.count) / max(Self.seconds(since: began), 1e-3))
            writeError(
              "\r  exploring: depth \(depth), \(visited.count) states, \(rate) states/s"
                + " (Ctrl-C stops)\u{1B}[K")
          }
        }
      }
      frontier = next
      if frontier.isEmpty { break }
    }
    result.statesVisited = visited.count
    result.movesMade = searchStore.movesMade
    result.seconds = Self.seconds(since: began)
    return result
  }

  private static func seconds(since began: ContinuousClock.Instant) -> Double {
    seconds(in: ContinuousClock.now - began)
  }

  private static func seconds(in duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// No effect in flight and no action waiting: a snapshot can stand for the store.
  private var isQuiescent: Bool {
    !store.hasInFlightEffects && store.receivedActions.isEmpty
  }

  private func searchSnapshot() -> Snapshot {
    Snapshot(
      state: store.currentState, now: now, scenario: scenario, uuidCount: uuids.count,
      exhaustive: false, sharedVersion: sharedWorld.history.version)
  }

  /// Rebuilds the store where `node` is: from its snapshot, or from the session's own replay
  /// when it has none, then the moves after it.
  ///
  /// A store the search made starts again from a snapshot in place, its effects cancelled and
  /// its clock set back, when nothing is left in flight; else a new store is made.
  private func rebuild(
    _ node: ExploreNode, from bases: [Snapshot?], at start: Int, alphabet: [ExploreMove],
    into search: inout SearchStore
  ) async {
    if let snapshot = bases[node.base] {
      if search.isOwn, !store.isDismissed {
        store.restart(from: snapshot.state)
      }
      if search.isOwn, !store.isDismissed, !store.hasInFlightEffects, clock.sleeperCount == 0 {
        clock.rewind(to: .init(offset: snapshot.now))
        uuids.restart(at: snapshot.uuidCount)
        sharedWorld.history.restore(to: snapshot.sharedVersion)
      } else {
        rebuildStore(from: snapshot)
        store.isRecordingEvents = false
        store.notesActionBeingReduced = true
        search.isOwn = true
      }
    } else {
      await rebuildHere(at: start)
      // NB: The search's store is not strict and holds nothing at a breakpoint, whatever the
      // session's is.
      store.exhaustivity = .off
      store.holdReceived(nil)
      store.isRecordingEvents = false
      store.notesActionBeingReduced = true
      store.isTracingReducers = false
      search.isOwn = false
    }
    for move in node.movesSinceBase {
      await make(Int(move) < alphabet.count ? alphabet[Int(move)] : nil)
      search.movesMade += 1
    }
    _ = failures.take()
  }

  /// The store the search runs on: whether it made it, and how many moves it made on it.
  fileprivate struct SearchStore {
    var isOwn = false
    var movesMade = 0
  }

  /// Sends the move's action, or moves the clock to its next deadline.
  ///
  /// - Returns: Whether the move could be made: an action that a reducer of the composition
  ///   reports it could not take (a child's action while the child is absent) is one no screen
  ///   of the feature could send; the search does not count it. A failure of an action fed back
  ///   is kept: it is a finding.
  @discardableResult
  private func make(_ move: ExploreMove?) async -> Bool {
    guard let action = move?.action else {
      if let deadline = clock.nextDeadline {
        await clock.advance(to: deadline)
        store.runEffects()
      }
      return true
    }
    let probe: any ReductionProbe = store
    let (failures, impossible) = (self.failures, FailureCollector())
    await IssueReporting.withFailureHandler({ failure in
      if probe.isReducingSentAction {
        impossible.append(failure)
      } else {
        failures.append(failure)
      }
    }) {
      _ = await store.send(action)
    }
    return impossible.take().isEmpty
  }

  /// Why the state the last move reached is a finding: a broken invariant, a failure the engine
  /// reported of an action fed back (one no reducer could take), or an effect that waits
  /// outside the virtual clock with no cancel id, which a test ending here reports still
  /// running.
  private func findings(effects: [InFlightShape]) -> (Exploration.Kind, [String])? {
    if !invariantsHold(effects: effects) {
      return (.brokenInvariant, brokenInvariants(style: .plain).lines)
    }
    let reported = failures.take().filter { !$0.isExpected }
    if !reported.isEmpty {
      return (
        .failure,
        reported.map { GeneratedModule.strippingModules(from: $0.message).indented(by: 2) }
      )
    }
    // NB: An effect with a cancel id can be ended by an action that cancels it: only one that
    // no id reaches runs until the store ends.
    guard
      effects.contains(where: { $0.untilDeadline == nil && !$0.isCancelled && $0.cancelIDs.isEmpty }
      )
    else { return nil }
    let running = store.inFlightEffects.filter {
      $0.wait == .outside && !$0.isCancelled && $0.cancelIDs.isEmpty
    }
    return (
      .effectRunning,
      running.map { effect in
        "  the effect started by \(customDumpInline(effect.originAction)) waits outside the "
          + "virtual clock with no cancel id: nothing but the store's end stops it, and a test "
          + "that ends here fails"
      }
    )
  }

  /// What makes two states of the search the same: the state, and the effects in flight by
  /// where they were made, their ids and what they wait on, deadlines counted from now.
  private func stateKey(effects: [InFlightShape]) -> ExploreKey<State> {
    // NB: In an order of their own, not the order they started in: the same effects started in
    // another order are the same state.
    ExploreKey(
      state: store.currentState,
      effects: effects.sorted {
        ($0.location.line, $0.location.column, $0.untilDeadline ?? .zero)
          < ($1.location.line, $1.location.column, $1.untilDeadline ?? .zero)
      },
      equality: stateEquality)
  }

  /// Makes `sequence` the steps after the session's position, undone: `goto` goes to them.
  ///
  /// - Returns: Whether the last step failed, as the search found it would.
  private func leaveAhead(_ sequence: [Command]) async -> Bool {
    let start = position
    var failed = false
    // NB: Made as steps, quietly: a replay would look for them in the history.
    await running(in: .live) {
      for command in sequence {
        failed = await run(command, style: .plain).failed
      }
    }
    await rewind(to: start)
    scratch = StepScratch()
    return failed
  }

  /// Rebuilds the store right after step `start`, from its latest checkpoint.
  private func rebuildHere(at start: Int) async {
    let checkpoint = history.checkpoints.last { $0.stepCount <= start } ?? history.start
    restoreStore(from: checkpoint)
    history.restart(at: checkpoint)
    await rewind(to: start)
    scratch = StepScratch()
    _ = failures.take()
    _ = printedChanges.takeLines()
  }

  private func report(_ result: Exploration, style: ShellStyle) -> [String] {
    guard let found = result.found else {
      let covered =
        "\(counted(result.sequencesTried, "sequence")) tried, "
        + "\(counted(result.statesVisited, "state")) visited"
      let shown = result.actions.prefix(12).joined(separator: ", ")
      let more = result.actions.count > 12 ? " and \(result.actions.count - 12) more" : ""
      let actions = "  the actions tried: \(shown)\(more), and 'advance next'"
      if let stopped = result.stopped {
        return [
          "  stopped at depth \(result.depth) (\(stopped)): nothing found; \(covered)", actions,
        ]
      }
      return ["  nothing found up to depth \(result.depth): \(covered)", actions]
    }
    let steps = found.sequence.count
    return ["  found in \(counted(steps, "step")):"]
      + found.sequence.map { "    \($0.text)" }
      + found.why.map { style.error($0) }
      + ["  (\(counted(result.sequencesTried, "sequence")) tried)"]
  }
}

/// What one `explore` did, in numbers: sequences tried (each a step from a state reached), the
/// moves the engine made (those made again to rebuild a state included), the states visited,
/// whether it found something, and its time, with the parts spent on telling visited states,
/// on rebuilding states to try a move from, and on checking states for a finding.
package struct ExploreMeasure: Sendable {
  package var sequences: Int
  package var moves: Int
  package var states: Int
  package var found: Bool
  /// Why it ended before its depth, when it did.
  package var stopped: String?
  package var seconds: Double
  package var keySeconds: Double
  package var rebuildSeconds: Double
  package var checkSeconds: Double
}

extension REPLFeature {
  /// `explore` to `depth` on a new session of the feature, after `commands`: what the
  /// benchmarks measure.
  package func measureExplore(
    after commands: [String], depth: Int,
    stateLimit: Int = exploreStateLimit
  ) async -> ExploreMeasure? {
    guard let session = try? makeSession() else { return nil }
    for line in commands {
      guard let command = try? Command.read(line), case let .session(request) = command.request
      else { return nil }
      _ = await session.run(request, of: command, line: line, style: .plain)
    }
    return await session.measureExplore(depth: depth, stateLimit: stateLimit)
  }
}

/// How many states `explore` keeps at most, to know it has seen them: its memory stays bounded,
/// and it says so when it stops there.
let exploreStateLimit = 200_000

/// The payloads `explore` tries: the strings and integers typed in the session's actions first,
/// then both `Bool`s, 0, 1 and -1, an empty and a short string, `UUID(0)` and `UUID(1)`, each
/// case of a payload enum, `.success` of a sample and `.failure("offline")` for a `Result`;
/// a case with several fields gets their samples combined, a few at most.
struct SampleLiterals {
  /// The strings and integers typed, as typed.
  var strings: [String] = []
  var integers: [String] = []

  /// How many payloads of one case are tried at most.
  static var perCase: Int { 6 }

  /// The samples, with the strings and integers of `actions` (literals as typed) first.
  init(typedIn actions: [String]) {
    for text in actions {
      guard let (syntax, _) = try? LiteralParser.parsePrefix(text) else { continue }
      let bytes = Array(text.utf8)
      collect(syntax, in: bytes)
    }
  }

  private mutating func collect(_ syntax: LiteralSyntax, in bytes: [UInt8]) {
    let written = String(decoding: bytes[syntax.range], as: UTF8.self)
    switch syntax.kind {
    case .string: if !strings.contains(written) { strings.append(written) }
    case .integer: if !integers.contains(written) { integers.append(written) }
    case let .array(elements): for element in elements { collect(element, in: bytes) }
    case let .dictionary(elements):
      for element in elements {
        collect(element.key, in: bytes)
        collect(element.value, in: bytes)
      }
    case let .tuple(arguments): for argument in arguments { collect(argument.value, in: bytes) }
    case let .member(member):
      for argument in member.arguments ?? [] { collect(argument.value, in: bytes) }
    case let .call(call): for argument in call.arguments { collect(argument.value, in: bytes) }
    case .float, .boolean, .nil, .keyPath: break
    }
  }

  /// Literals of `type` with sample payloads, at most ``perCase`` of each case.
  func literals(of type: any Any.Type, depth: Int) -> [String] {
    if type == Bool.self { return ["true", "false"] }
    if type == Int.self { return Self.merged(integers, ["0", "1", "-1"]) }
    if type == String.self { return Self.merged(strings, ["\"\"", "\"a\""]) }
    if type == (any Error).self { return ["\"offline\""] }
    guard depth < 4 else { return [] }
    if type == Foundation.UUID.self { return ["UUID(0)", "UUID(1)"] }
    return cases(of: type).flatMap { info -> [String] in
      guard let payload = info.payload else { return [".\(info.name)"] }
      // NB: Each field's samples, combined; a case whose payload has a field without samples
      // is left out.
      var combinations = [""]
      for (index, field) in payload.enumerated() {
        let label = field.label.map { "\($0): " } ?? ""
        let samples = literals(of: field.type, depth: depth + 1)
        guard !samples.isEmpty else { return [] }
        combinations = combinations.flatMap { prefix in
          samples.map { prefix + (index == 0 ? "" : ", ") + label + $0 }
        }
        combinations = Array(combinations.prefix(Self.perCase))
      }
      return combinations.map { ".\(info.name)(\($0))" }
    }
  }

  /// The typed values first, then the defaults they do not repeat.
  private static func merged(_ typed: [String], _ defaults: [String]) -> [String] {
    typed + defaults.filter { !typed.contains($0) }
  }
}
