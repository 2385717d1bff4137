import Composable
import ValueDump

/// What `explore` finds where a sequence ends, and why, as the lines that say it.
struct ExploreFinding {
  /// What a finding is.
  enum Kind { case brokenInvariant, failure, effectRunning }
  var kind: Kind
  var why: [String]
}

/// The ``ExploreDriver`` of `explore`: it moves a session's store itself, not through the
/// session's commands, and makes no step of the history.
///
/// A move is an action of the session's ``StoreSession/explorationAlphabet(sending:)`` sent to the
/// store, or, after them, the clock advanced to its next deadline (tried only when something
/// sleeps on it). A base is a snapshot, taken where no effect is in flight, since an effect in
/// flight, a suspended task, cannot be copied. The store the search made starts again from a
/// snapshot in place, its effects cancelled and, when nothing is left in flight or asleep, its
/// clock, UUIDs and shared values set back; otherwise a new store is made. Where the session is
/// has no snapshot while an effect is in flight there: the session's own replay rebuilds it.
/// A send that started, ended and cancelled no effect goes back to the state it started from
/// by setting the state alone.
///
/// The driver also shows the search's progress on standard error at a terminal, stops it at
/// Ctrl-C or when its budget of real time runs out, and notes the sequence being tried on the
/// session, for the message of a crash of the feature's code.
///
/// A class, as the session it drives is: the search calls it for every move, and a value would
/// be copied where a closure captures it.
final class StoreExploreDriver<R: Reducer>: ExploreDriver {
  typealias Key = ExploreKey<R.State>
  typealias Base = StoreSession<R>.Snapshot

  let session: StoreSession<R>
  /// The actions sent; `advance next` is the move after them.
  let moves: [StoreSession<R>.ExploreMove]
  /// Whether actions no user sends (a `ViewAction`'s other cases) were left out.
  let leftOutEffectActions: Bool
  /// The moves' actions, and the commands of all the moves (`advance next` last), made once:
  /// what each move sends, and what a crash's message says was being tried.
  private let actions: [R.Action]
  private let commands: [Command]
  /// The step the session is right after: where the search starts.
  let position: Int
  /// How long the search may run in real time, if it has a limit.
  let budget: Duration?
  private let began: ContinuousClock.Instant
  private let showsProgress: Bool
  private var lastProgress: ContinuousClock.Instant
  private let wasTracing: Bool
  /// The version of the shared history where the search starts.
  private var startVersion: UInt64 = 0
  /// Whether the store is one the driver made from a snapshot, not the session's own, rebuilt
  /// by its replay.
  private var isOwnStore = false
  /// Where the store was before the last move: what going back to it needs.
  private var beforeMove = BeforeMove()
  /// The effects in flight where the last move reached, read once for its finding and its key.
  private var effects: [InFlightShape] = []

  /// Where the store was before a move.
  private struct BeforeMove {
    var isAdvance = false
    var sharedVersion: UInt64 = 0
    /// The numbers of the effects in flight (none for `advance next`).
    var effects: [Int] = []
    var uuidCount = 0
  }

  /// A driver over `session`'s store, from where the session is, for `budget` of real time at
  /// most, sending the actions `sending` lets it; ``finish()`` puts back what it changed on the
  /// session.
  init(session: StoreSession<R>, budget: Duration?, sending: ExploreActions = ExploreActions()) {
    self.session = session
    (self.moves, self.leftOutEffectActions) = session.explorationAlphabet(sending: sending)
    self.actions = moves.map(\.action)
    self.commands = moves.map(\.command) + [.advanceNext]
    self.position = session.position
    self.budget = budget
    self.showsProgress = Terminal.isTerminal(2)
    self.began = .now
    self.lastProgress = began
    self.wasTracing = session.store.isTracingReducers
    session.store.isTracingReducers = false
    _ = InterruptFlag.current.take()
  }

  /// Clears the progress line, traces reducers again if the session did, and notes that no
  /// sequence is being tried.
  func finish() {
    if showsProgress { writeError("\r\u{1B}[K") }
    session.store.isTracingReducers = wasTracing
    session.exploring = nil
  }

  /// The command move `move` makes: a send, or `advance next`.
  func command(of move: Int32) -> Command {
    commands[Int(move)]
  }

  private var store: TestStore<R.State, R.Action> { session.store }

  // MARK: - Moving

  var moveCount: Int { commands.count }

  func start() -> (key: Key, base: Base?) {
    startVersion = session.sharedWorld.history.version
    let base = isQuiescent ? snapshot() : nil
    let key = stateKey(effects: store.inFlightShapes(now: session.now))
    session.exploring = []
    return (key, base)
  }

  func stopRequest() -> ExploreStop? {
    if InterruptFlag.current.take() { return .interrupted }
    if let budget, ContinuousClock.now - began >= budget { return .ranOut(budget) }
    return nil
  }

  /// Rebuilds the store from `base`, or from the session's own replay when there is none, then
  /// makes the moves of `sequence`.
  ///
  /// A store the driver made starts again from a snapshot in place, its effects cancelled and
  /// its clock set back, when nothing is left in flight; else a new store is made. The store the
  /// search runs on is not strict and holds nothing at a breakpoint, whatever the session's is.
  func rebuild(from base: Base?, making sequence: [Int32]) async {
    let clock = session.clock
    if let snapshot = base {
      if isOwnStore, !store.isDismissed {
        store.restart(from: snapshot.state)
      }
      if isOwnStore, !store.isDismissed, !store.hasInFlightEffects, clock.sleeperCount == 0 {
        clock.rewind(to: .init(offset: snapshot.now))
        session.uuids.restart(at: snapshot.uuidCount)
        session.sharedWorld.history.restore(to: snapshot.sharedVersion)
      } else {
        session.rebuildStore(from: snapshot)
        store.isRecordingEvents = false
        store.notesActionBeingReduced = true
        isOwnStore = true
      }
    } else {
      await session.rebuildHere(at: position)
      store.exhaustivity = .off
      store.holdReceived(nil)
      store.isRecordingEvents = false
      store.notesActionBeingReduced = true
      store.isTracingReducers = false
      isOwnStore = false
    }
    for move in sequence {
      await make(Int(move) < actions.count ? actions[Int(move)] : nil)
    }
    _ = session.failures.take()
  }

  func canMake(_ move: Int) -> Bool {
    move < actions.count || session.clock.nextDeadline != nil
  }

  func make(_ sequence: [Int32]) async -> ExploreMoveOutcome {
    guard let move = sequence.last.map(Int.init) else { return .impossible }
    session.exploring = sequence.map { commands[Int($0)] }
    let isAdvance = move == actions.count
    beforeMove = BeforeMove(
      isAdvance: isAdvance, sharedVersion: session.sharedWorld.history.version,
      effects: isAdvance ? [] : store.inFlightNumbers, uuidCount: session.uuids.count)
    guard await make(isAdvance ? nil : actions[move]) else { return .impossible }
    return .made(wroteOutside: session.sharedWorld.history.version != beforeMove.sharedVersion)
  }

  /// Goes back by putting the state back, with the UUIDs and shared values the move used, when
  /// the move was a send that started, ended and cancelled no effect: the effects are then the
  /// parent's, and no store needs rebuilding.
  func returnToParent(_ parent: Key) -> Bool {
    guard !beforeMove.isAdvance, !store.isDismissed, store.inFlightNumbers == beforeMove.effects
    else { return false }
    store.state = parent.state
    session.uuids.restart(at: beforeMove.uuidCount)
    if session.sharedWorld.history.version != beforeMove.sharedVersion {
      session.sharedWorld.history.restore(to: beforeMove.sharedVersion)
    }
    return true
  }

  /// A snapshot, where no effect is in flight and no action waits, unless a move on the way
  /// wrote shared values that the shared history has not gone back from: it could not go back
  /// to a version taken after them.
  func base(afterWritingOutside wroteShared: Bool) -> Base? {
    guard isQuiescent, !wroteShared || session.sharedWorld.history.version == startVersion
    else { return nil }
    return snapshot()
  }

  func reached(depth: Int, states: Int) {
    guard showsProgress, ContinuousClock.now - lastProgress >= .milliseconds(200) else { return }
    lastProgress = ContinuousClock.now
    let elapsed = ContinuousClock.now - began
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = Int(Double(states) / max(seconds, 1e-3))
    writeError(
      "\r  exploring: depth \(depth), \(states) states, \(rate) states/s (Ctrl-C stops)\u{1B}[K")
  }

  /// No effect in flight and no action waiting: a snapshot can stand for the store.
  private var isQuiescent: Bool {
    !store.hasInFlightEffects && store.receivedActions.isEmpty
  }

  private func snapshot() -> Base {
    Base(
      state: store.currentState, now: session.now, scenario: session.scenario,
      uuidCount: session.uuids.count, exhaustive: false,
      sharedVersion: session.sharedWorld.history.version)
  }

  /// Sends `action`, or moves the clock to its next deadline when it is nil.
  ///
  /// - Returns: Whether the move could be made: an action that a reducer of the composition
  ///   reports it could not take (a child's action while the child is absent) is one no screen
  ///   of the feature could send; the search does not count it. A failure of an action fed back
  ///   is kept: it is a finding.
  @discardableResult
  private func make(_ action: R.Action?) async -> Bool {
    guard let action else {
      let clock = session.clock
      if let deadline = clock.nextDeadline {
        await clock.advance(to: deadline)
        store.runEffects()
      }
      return true
    }
    let probe: any ReductionProbe = store
    let (failures, impossible) = (session.failures, FailureCollector())
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

  // MARK: - Looking

  func finding() -> ExploreFinding? {
    effects = store.inFlightShapes(now: session.now)
    return finding(effects: effects)
  }

  func key() -> Key { stateKey(effects: effects) }

  /// Why the state the last move reached is a finding: a broken invariant, a failure the engine
  /// reported of an action fed back (one no reducer could take), or an effect that waits
  /// outside the virtual clock with no cancel id, which a test ending here reports still
  /// running. An effect with a cancel id is no finding: an action that cancels it can end it.
  private func finding(effects: [InFlightShape]) -> ExploreFinding? {
    if !session.invariantsHold(effects: effects) {
      return ExploreFinding(
        kind: .brokenInvariant, why: session.brokenInvariants(style: .plain).lines)
    }
    let reported = session.failures.take().filter { !$0.isExpected }
    if !reported.isEmpty {
      return ExploreFinding(
        kind: .failure,
        why: reported.map { GeneratedModule.strippingModules(from: $0.message).indented(by: 2) })
    }
    guard
      effects.contains(where: { $0.untilDeadline == nil && !$0.isCancelled && $0.cancelIDs.isEmpty }
      )
    else { return nil }
    let running = store.inFlightEffects.filter {
      $0.wait == .outside && !$0.isCancelled && $0.cancelIDs.isEmpty
    }
    return ExploreFinding(
      kind: .effectRunning,
      why: running.map { effect in
        "  the effect started by \(customDumpInline(effect.originAction)) waits outside the "
          + "virtual clock with no cancel id: nothing but the store's end stops it, and a test "
          + "that ends here fails"
      })
  }

  /// What makes two states of the search the same: the state, and the effects in flight by
  /// where they were made, their ids and what they wait on, deadlines counted from now, in an
  /// order of their own: the same effects started in another order are the same state.
  private func stateKey(effects: [InFlightShape]) -> Key {
    ExploreKey(
      state: store.currentState,
      effects: effects.sorted {
        ($0.location.line, $0.location.column, $0.untilDeadline ?? .zero)
          < ($1.location.line, $1.location.column, $1.untilDeadline ?? .zero)
      },
      equality: session.stateEquality)
  }
}
