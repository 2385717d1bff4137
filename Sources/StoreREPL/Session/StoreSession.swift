import Composable
import Foundation
import Synchronization
import ValueDump

/// A feature loaded in the shell: a `TestStore` on a virtual clock, driven by commands.
///
/// The store is not exhaustive: actions effects feed back are reduced and shown as they arrive,
/// and a `send` block asserts the new state as `TestStore.send` does.
///
/// Every command that changes the session is a step of its history. Time travel (`undo`, `goto`,
/// `reset`) rebuilds the store from the latest checkpoint at or before the target — a moment
/// with no effect in flight, kept every few hundred steps — and replays the steps after it, so
/// state, clock and effects are exactly what they were.
final class StoreSession<R: Reducer>: FeatureSession {
  typealias State = R.State
  typealias Action = R.Action

  /// What a checkpoint keeps to rebuild the store: the rest of where the session was.
  struct Snapshot {
    var state: State
    var now: Duration
    var scenario: REPLScenario
    var uuidCount: Int
    var exhaustive: Bool
    /// The version of the session's shared history: shared values go back to it.
    var sharedVersion: UInt64 = 0
    /// The breakpoints and watches.
    var debugger = DebuggerState()
  }

  let featureName: String
  /// How the session tells whether two states are the same.
  let stateEquality: StateEquality<State>
  /// Where the session started: `State()`, a preview, sample values, a typed state.
  let start: REPLStart.Origin
  /// The initial state as a Swift expression, when the start gave one.
  let initialStateSwift: String?
  /// What a typed state set on the start's state, as the assignments a test makes after it.
  let initialStateChanges: [String]
  /// The sample values the start made up, as `label = literal`.
  let madeUp: [String]
  let scenarios: [REPLScenario]
  let makeReducer: @Sendable () -> R
  private(set) var scenario: REPLScenario
  private(set) var clock: TestClock
  private(set) var store: TestStore<State, Action>
  /// The store's dependencies as the shell sets them, before any scenario's overrides: where
  /// every scenario switch starts from.
  private(set) var defaultDependencies: DependencyValues
  private(set) var uuids: IncrementingUUIDGenerator
  /// Where the session's shared state lives, whatever store it is on now.
  let sharedWorld = SharedWorld()
  /// The steps so far, where the session is among them, and its checkpoints.
  var history: SessionHistory<Step, Snapshot>
  /// How many steps are applied: the session is right after step `position`.
  var position: Int { history.position }
  /// What the command running now has done so far: what its step keeps.
  var scratch = StepScratch()
  let failures = FailureCollector()
  /// What `_printChanges()` printed while commands ran.
  let printedChanges = PrintCollector()
  /// The life of every effect so far, for `timeline`.
  var lives: [Int: EffectLife] = [:]
  var replayedWait: Duration?
  /// Whether actions fed back must be asserted with `receive` (`exhaustive on`).
  var isExhaustive = false
  /// Whether commands run as typed, or are replayed.
  var mode = SessionMode.live
  /// Whether output is being thrown away (a replay).
  var isReplaying: Bool { mode != .live }
  /// Whether the steps being replayed are a changed past (`skip`, `replace`): they make no
  /// step of the history.
  var isRebuilding: Bool { mode == .rebuilding }
  /// What the step of a changed past replayed last reduced.
  var rebuiltActions: [String] = []
  /// The parts of the state the step of a changed past replayed last changed.
  var rebuiltChanges: [String] = []
  /// The steps of a changed past replayed so far, each with its number.
  var rebuiltSteps: [NumberedStep] = []
  /// The steps of the last replay that did not reduce what they reduced when they were made.
  var divergences: [String] = []
  /// Whether the shell has said that the feature dismissed itself from the current store.
  var isDismissalNoted = false
  /// The breakpoints and watches.
  var debugger = DebuggerState()
  /// The invariants the last step that broke some reported, and the state it left: a step that
  /// leaves the state as it was does not report them again.
  var reportedBroken: (numbers: Set<Int>, state: State)?
  /// Where a breakpoint stopped the session, while it is stopped.
  var stop: Stop?
  var isStopped: Bool { stop != nil }
  /// The store's events a look for effect breakpoints took during the command running now.
  var takenEvents: [TestStoreEvent<State, Action>] = []
  /// Whether steps are traced (`trace on`), and the traces a replay collects for `trace`.
  var tracing = TraceSettings()
  /// While `explore` runs, the sequence it is trying: what a crash of the user's code crashed on.
  var exploring: [Command]?
  /// The effects the last `explore` found still running, and the step they run after: an
  /// exported test that ends there leaves them running, and fails.
  var exploredRunning: (step: Int, effects: [String])?
  /// The line the last `explore` found crashes the feature's code, and the step it crashes after.
  var exploredCrash: (step: Int, line: String)?
  /// The literals of conditions, decoded, and the cancellation ids they name: what conditions
  /// read after every step, worked out once.
  let decodedLiterals = DecodedLiterals()
  let cancelIDNames = CancelIDNames()
  /// The feature's view, drawn and driven for the session's state, when it was registered with
  /// one.
  let screen: SessionScreen<State, Action>?

  /// How many steps the session keeps, at least: a quarter of it past it, the steps before the
  /// latest checkpoint that leaves this many are folded into that checkpoint, and time travel
  /// goes back to it at most. A checkpoint needs a moment with no effect in flight, so a session
  /// whose effects never all end keeps every step.
  var historyLimit: Int {
    get { history.limit }
    set { history.limit = newValue }
  }

  /// The limit unless `--history` sets another.
  static var defaultHistoryLimit: Int { StoreREPLOptions.defaultHistoryLimit }

  var foldedHistory: String? { history.foldedCount > 0 ? history.foldedNote : nil }

  /// Makes the session's start: its state, made by `makeState` with the session's dependencies,
  /// so that its shared values find the session's storage, as its reducer's do.
  ///
  /// - Throws: What keeps the state from being made (a field without a sample, a typed state
  ///   that does not fit).
  init(
    name: String, start: REPLStart.Origin, makeState: REPLStart.StateMaker<State>,
    reducer: @escaping @Sendable () -> R, stateEquality: StateEquality<State>,
    scenarios: [REPLScenario], scenario: REPLScenario, screen: SessionScreen<State, Action>? = nil
  ) throws(ShellError) {
    self.featureName = name
    self.screen = screen
    self.start = start
    self.stateEquality = stateEquality
    self.scenarios = scenarios
    self.makeReducer = reducer
    self.scenario = scenario
    let clock = TestClock()
    let uuids = IncrementingUUIDGenerator()
    self.clock = clock
    self.uuids = uuids
    let world = sharedWorld
    let made = try withDependencies {
      $0.applyShellDefaults(clock: clock, uuids: uuids, world: world)
      scenario.prepare(&$0)
    } operation: {
      Result { () throws(ShellError) in try makeState() }
    }.get()
    self.initialStateSwift = made.swift
    self.initialStateChanges = made.changes
    self.madeUp = made.madeUp
    (self.store, self.defaultDependencies) = Self.makeStore(
      initialState: made.state, reducer: reducer, stateEquality: stateEquality, clock: clock,
      uuids: uuids, world: world, scenario: scenario)
    self.history = SessionHistory(
      start: Snapshot(
        state: made.state, now: .zero, scenario: scenario, uuidCount: 0, exhaustive: false),
      limit: Self.defaultHistoryLimit)
  }

  /// A store on the session's clock and UUIDs with the scenario's overrides, and its
  /// dependencies before them. The store never waits for real time: work outside the clock is
  /// listed, not awaited.
  static func makeStore(
    initialState: State, reducer: @escaping @Sendable () -> R,
    stateEquality: StateEquality<State>, clock: TestClock, uuids: IncrementingUUIDGenerator,
    world: SharedWorld, scenario: REPLScenario
  ) -> (store: TestStore<State, Action>, defaults: DependencyValues) {
    var defaults = DependencyValues()
    let store = TestStore(
      initialState: initialState, reducer: reducer, isEqual: stateEquality.isEqual
    ) { dependencies in
      dependencies.applyShellDefaults(clock: clock, uuids: uuids, world: world)
      defaults = dependencies
      scenario.prepare(&dependencies)
    }
    store.exhaustivity = .off
    store.isRecordingEvents = true
    store.timeout = .zero
    return (store, defaults)
  }

  var now: Duration { clock.now.offset }

  var stateTypeName: String { dumpTypeName(State.self) }

  deinit {
    store.exhaustivity = .off
  }

  func run(
    _ request: SessionCommand, of command: Command, line: String, style: ShellStyle
  ) async -> CommandOutput {
    // One collector for the whole session: effects inherit the handler of the command that
    // started them, and may fail during a later command.
    let failures = self.failures
    scratch = StepScratch()
    beginInvariantLook()
    beginTracing()
    let printed = printedChanges
    let wasStopped = stop != nil
    let result = await IssueReporting.withFailureHandler({ failures.append($0) }) {
      await ChangePrinter.withOutput({ printed.append($0) }) {
        () async -> Result<CommandOutput, ShellError> in
        do throws(ShellError) {
          return .success(
            try await dispatch(request, line: line, style: style))
        } catch {
          return .failure(error)
        }
      }
    }
    var output: CommandOutput
    var recordsStep = false
    var brokenLines: [String] = []
    switch result {
    case let .success(success):
      output = success
      output.lines += afterCommand(command.name, wasStopped: wasStopped)
      // A changed past replayed works out anew what its steps break, for the test it makes.
      if command.name.isStep, command.name != .invariant, !isReplaying || isRebuilding {
        (brokenLines, scratch.brokenInvariants) = brokenInvariants(style: style)
        let stillBroken = Set(scratch.brokenInvariants.map(\.number))
        if !isRebuilding, isReportedAlready(scratch.brokenInvariants) {
          (brokenLines, scratch.brokenInvariants) = ([], [])
        }
        brokenLines.insert(
          contentsOf: invariantsBrokenOnTheWay(stillBroken: stillBroken, style: style), at: 0)
        output.lines += brokenLines
      } else if command.name == .invariant, !isReplaying {
        // An invariant broken when it is added said so: the next step does not say it again.
        _ = isReportedAlready(brokenInvariants(style: style).checks)
      }
      if command.name.isStep {
        recordsStep = !isReplaying
        record(command)
      }
      appendTraces(to: &output, style: style)
    case let .failure(error):
      output = .error(error, in: line, style: style)
    }
    // What the reducer printed comes first: it was printed while the step ran, before the
    // step's own account of it.
    let printedLines = printed.takeLines()
    output.lines.insert(contentsOf: printedLines, at: 0)
    output.events = printedLines + scratch.events
    output.diffs = scratch.diffs
    output.fullDiffs = scratch.fullDiffs
    for failure in failures.take() where !failure.isExpected {
      // Where a feature file's effect was created is said by its file, as the user knows it,
      // not by the module the loader compiled it into.
      let message = style.error(
        GeneratedModule.strippingModules(from: failure.message).indented(by: 2))
      output.lines.append(message)
      output.events.append(message)
      output.failed = true
    }
    if recordsStep, output.failed { history.updateLatest { $0.failed = true } }
    if !brokenLines.isEmpty { output.failed = true }
    return output
  }

  /// Runs `body` with the session in `mode`, and puts back the mode it was in.
  func running<T>(in mode: SessionMode, _ body: () async -> T) async -> T {
    let before = self.mode
    self.mode = mode
    defer { self.mode = before }
    return await body()
  }

  /// Runs a command the session read before: a step replayed, a move `explore` tries.
  func run(_ command: Command, style: ShellStyle) async -> CommandOutput {
    guard case let .session(request) = command.request else {
      preconditionFailure("'\(command.text)' is no command of a session")
    }
    return await run(request, of: command, line: command.text, style: style)
  }

  private func dispatch(
    _ command: SessionCommand, line: String, style: ShellStyle
  ) async throws(ShellError) -> CommandOutput {
    switch command {
    case let .send(argument):
      try refuseWhileStopped("send")
      return try await send(argument, line: line, style: style)
    case let .advance(amount, start):
      try refuseWhileStopped("advance")
      return try await advance(amount, at: start, style: style)
    case let .wait(limit):
      try refuseWhileStopped("wait")
      return try await wait(limit, style: style)
    case .effects: return effectsList(style: style).appending(heldLines())
    case let .cancel(target, start): return try cancel(target, at: start, style: style)
    case let .state(path): return try state(path)
    case .actions: return actionsList()
    case let .log(filter): return try logList(filter)
    case .deps: return depsList()
    case let .scenario(name): return try switchScenario(name)
    case let .receive(argument): return try await receive(argument, line: line, style: style)
    case let .expect(argument): return try expect(argument, style: style)
    case let .set(argument): return try set(argument, style: style)
    case let .exhaustive(isOn): return await exhaustive(isOn)
    case let .undo(count, start): return try await undo(count, at: start, style: style)
    case let .goto(target, start): return try await goto(target, at: start, style: style)
    case .reset: return try await reset(style: style)
    case let .timeline(file): return try timeline(style: style, picture: file)
    case let .skip(target, start):
      return try await changePast(.skip(target), at: start, style: style)
    case let .replace(target, action, start):
      _ = try decodedAction(action)
      return try await changePast(.replace(target, action: action), at: start, style: style)
    case let .trace(request): return try await trace(request, style: style)
    case let .explore(depth, budget, choice):
      try refuseWhileStopped("explore")
      let actions = try exploreActions(choice)
      return await explore(depth: depth, for: budget, sending: actions, style: style)
    default: return try await debug(command, style: style)
    }
  }

  /// Moves to another scenario: the shell's own dependencies with the scenario's overrides, and
  /// none of the previous scenario's. Effects already in flight keep the dependencies they
  /// started with.
  func use(_ scenario: REPLScenario) {
    self.scenario = scenario
    var dependencies = defaultDependencies
    scenario.prepare(&dependencies)
    store.dependencies = dependencies
  }

  // MARK: - History

  var scriptCommands: [String] {
    history.applied.map(\.line)
  }

  var waitsOutsideTheClock: Bool {
    store.inFlightEffects.contains { $0.wait == .outside }
  }

  var latestStepWaited: Duration? { history.latest?.waited }

  var latestStepCommand: Command? {
    history.latest?.command
  }

  func stepCommands(last count: Int) -> [Command] {
    guard count > 0, position > 0 else { return [] }
    return (max(1, position - count + 1)...position).compactMap { history.step($0)?.command }
  }

  var undoneStepCommands: [Command] {
    (position..<history.count).compactMap { history.step($0 + 1)?.command }
  }

  func problem(with command: Command) -> ShellError? {
    guard case let .session(request) = command.request else { return nil }
    do throws(ShellError) {
      switch request {
      case let .send(argument) where !argument.isEmpty:
        _ = try decodedAction(argument)
      case let .receive(argument) where !argument.isEmpty:
        _ = try pattern(actionSyntax(argument), offset: argument.argument.offset)
      default:
        break
      }
      return nil
    } catch {
      return error
    }
  }

  private func record(_ command: Command) {
    guard !isRebuilding else {
      // A step of a past that `skip` or `replace` changed: it is no step of the history, which
      // keeps the past as it was made.
      rebuiltActions = scratch.actions.map(\.action)
      var changes = Set<String>()
      for logged in scratch.actions {
        for assignment in logged.assignments { changes.insert(Self.assignedPath(assignment)) }
      }
      rebuiltChanges = changes.sorted()
      rebuiltSteps.append(
        NumberedStep(number: position + 1, step: scratch.step(of: command, at: now)))
      scratch.actions = []
      scratch.cancellations = []
      return
    }
    if isReplaying {
      noteDivergence(from: history.recordReplayed())
    } else {
      history.record(scratch.step(of: command, at: now, past: scratch.past))
      scratch.past = nil
      // A new step drops what `explore` left after the session's position.
      exploredRunning = nil
      exploredCrash = nil
    }
    scratch.actions = []
    scratch.cancellations = []
    history.checkpointIfDue(
      isSettled: !store.hasInFlightEffects && store.receivedActions.isEmpty && stop == nil
    ) {
      (
        store.stepCount, store.nextEffectNumber,
        Snapshot(
          state: store.currentState, now: now, scenario: scenario, uuidCount: uuids.count,
          exhaustive: isExhaustive, sharedVersion: sharedWorld.history.version,
          debugger: debugger)
      )
    }
    if !isReplaying, let base = history.foldIfOverTheLimit() {
      // No effect is in flight at a checkpoint: those numbered before it have ended.
      lives = lives.filter { $0.key >= base.nextEffectNumber }
    }
  }

  /// During a replay, notes a step whose actions are not those it reduced when it was made:
  /// effects outside the virtual clock fed back something else, or at another moment.
  private func noteDivergence(from step: Step) {
    let now = scratch.actions.map(\.action)
    let then = step.actions.map(\.action)
    guard now != then else { return }
    func listed(_ actions: [String]) -> String {
      actions.isEmpty ? "nothing" : actions.joined(separator: ", ")
    }
    divergences.append(
      "step \(position) '\(step.line)' reduced \(listed(now)) "
        + "this time, \(listed(then)) when it was made: effects outside the virtual clock run on real time"
    )
  }
}

extension StoreSession {
  /// A new store, non-exhaustive, with the state, clock, UUIDs, scenario and shared values of
  /// `snapshot`. The store being replaced reports nothing, not even what it leaves unreceived
  /// or running, as an exhaustive test store would.
  func rebuildStore(from snapshot: Snapshot) {
    store.exhaustivity = .off
    clock = TestClock(now: .init(offset: snapshot.now))
    uuids = IncrementingUUIDGenerator(count: snapshot.uuidCount)
    scenario = snapshot.scenario
    sharedWorld.history.restore(to: snapshot.sharedVersion)
    (store, defaultDependencies) = Self.makeStore(
      initialState: snapshot.state, reducer: makeReducer, stateEquality: stateEquality,
      clock: clock, uuids: uuids, world: sharedWorld, scenario: scenario)
  }
}
