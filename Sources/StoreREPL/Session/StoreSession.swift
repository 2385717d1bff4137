import Composable
import Foundation
import Synchronization
import ValueDump

/// A feature loaded in the shell: a `TestStore` on a virtual clock, driven by commands.
///
/// The store is not exhaustive: actions effects feed back are reduced and shown as they arrive,
/// and a `send` block asserts the new state as `TestStore.send` does.
final class StoreSession<R: Reducer>: FeatureSession where R.State: Equatable {
  typealias State = R.State
  typealias Action = R.Action

  /// One reduced action, for `log`.
  struct LogEntry {
    var step: Int
    var time: Duration
    var origin: ReducedStep<State, Action>.Origin
    var action: String
  }

  let featureName: String
  let scenarios: [REPLScenario]
  let makeInitialState: @Sendable () -> State
  let makeReducer: @Sendable () -> R
  private(set) var scenario: REPLScenario
  private(set) var clock: TestClock
  private(set) var store: TestStore<State, Action>
  var log: [LogEntry] = []
  let failures = FailureCollector()
  /// The cancellation ids of the effects in flight when the last command began, to name them
  /// once they are gone.
  var effectIDs: [Int: [CancelID]] = [:]

  init(
    name: String, initialState: @escaping @Sendable () -> State,
    reducer: @escaping @Sendable () -> R, scenarios: [REPLScenario], scenario: REPLScenario
  ) {
    self.featureName = name
    self.scenarios = scenarios
    self.makeInitialState = initialState
    self.makeReducer = reducer
    self.scenario = scenario
    let clock = TestClock()
    self.clock = clock
    self.store = Self.makeStore(
      initialState: initialState(), reducer: reducer, clock: clock, scenario: scenario)
  }

  private static func makeStore(
    initialState: State, reducer: @escaping @Sendable () -> R, clock: TestClock,
    scenario: REPLScenario
  ) -> TestStore<State, Action> {
    let store = TestStore(initialState: initialState, reducer: reducer) { dependencies in
      dependencies.apply(scenario, clock: clock)
    }
    store.exhaustivity = .off
    store.isRecordingEvents = true
    // NB: The shell never waits for real time; work outside the clock is listed, not awaited.
    store.timeout = .zero
    return store
  }

  var now: Duration { clock.now.offset }

  func run(
    _ command: CommandName, arguments: Substring, offset: Int, line: String, style: ShellStyle
  ) async -> CommandOutput {
    // NB: One collector for the whole session: effects inherit the handler of the command that
    // started them, and may fail during a later command.
    let failures = self.failures
    for effect in store.inFlightEffects { effectIDs[effect.number] = effect.cancelIDs }
    let result = await IssueReporting.withFailureHandler({ failures.append($0) }) {
      () async -> Result<CommandOutput, ShellError> in
      do throws(ShellError) {
        return .success(
          try await dispatch(command, arguments, offset: offset, line: line, style: style))
      } catch {
        return .failure(error)
      }
    }
    var output: CommandOutput
    switch result {
    case let .success(success): output = success
    case let .failure(error): output = .error(error, in: line, style: style)
    }
    for failure in failures.take() where !failure.isExpected {
      output.lines.append(style.error(failure.message.indented(by: 2)))
      output.failed = true
    }
    return output
  }

  private func dispatch(
    _ command: CommandName, _ arguments: Substring, offset: Int, line: String, style: ShellStyle
  ) async throws(ShellError) -> CommandOutput {
    switch command {
    case .send:
      return try await send(arguments, offset: offset, line: line, style: style)
    case .advance:
      return try await advance(arguments, offset: offset, style: style)
    case .effects:
      try expectNoArguments(arguments, offset: offset)
      return effectsList(style: style)
    case .cancel:
      return try cancel(arguments, offset: offset, style: style)
    case .state:
      return try state(arguments, offset: offset)
    case .actions:
      try expectNoArguments(arguments, offset: offset)
      return actionsList()
    case .log:
      try expectNoArguments(arguments, offset: offset)
      return logList()
    case .deps:
      try expectNoArguments(arguments, offset: offset)
      return depsList()
    case .scenario:
      return try switchScenario(arguments, offset: offset)
    case .features, .load, .help, .quit:
      return CommandOutput()
    }
  }

  func expectNoArguments(_ arguments: Substring, offset: Int) throws(ShellError) {
    guard arguments.allSatisfy(\.isWhitespace) else {
      let leading = arguments.prefix(while: \.isWhitespace).utf8.count
      throw ShellError("this command takes no arguments", at: offset + leading)
    }
  }

  /// Replaces the store with a fresh one on the same scenario, for `reset` and `load`.
  func restart() {
    clock = TestClock()
    store = Self.makeStore(
      initialState: makeInitialState(), reducer: makeReducer, clock: clock, scenario: scenario)
    log = []
    effectIDs = [:]
  }

  /// Moves to another scenario; effects already in flight keep the dependencies they started
  /// with.
  func use(_ scenario: REPLScenario) {
    self.scenario = scenario
    var dependencies = store.dependencies
    dependencies.apply(scenario, clock: clock)
    store.dependencies = dependencies
  }
}

extension DependencyValues {
  /// The shell's dependencies: live values, on the session's virtual clock, with deterministic
  /// dates and UUIDs, then the scenario's overrides.
  mutating func apply(_ scenario: REPLScenario, clock: TestClock) {
    context = .live
    continuousClock = clock
    suspendingClock = clock
    uuid = .incrementing
    date = DateGenerator {
      let (seconds, attoseconds) = clock.now.offset.components
      return Date(timeIntervalSince1970: Double(seconds) + Double(attoseconds) / 1e18)
    }
    scenario.prepare(&self)
  }
}

/// Collects the failures reported while commands run.
final class FailureCollector: Sendable {
  private let failures = Mutex<[TestFailure]>([])

  func append(_ failure: TestFailure) { failures.withLock { $0.append(failure) } }

  /// The failures reported since the last call.
  func take() -> [TestFailure] {
    failures.withLock { failures in
      defer { failures.removeAll() }
      return failures
    }
  }
}

extension String {
  /// The string with every non-empty line indented by `count` spaces.
  func indented(by count: Int) -> String {
    let padding = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }
      .joined(separator: "\n")
  }
}
