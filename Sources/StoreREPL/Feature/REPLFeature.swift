import Composable
import SwiftUI

/// A feature the shell can load: its name, initial state, reducer and dependency scenarios.
///
/// ```swift
/// let counter = REPLFeature(
///   "Counter", summary: "A number you can increment and decrement.",
///   initialState: Counter.State(), initialStateSwift: "Counter.State()",
///   reducer: { Counter() })
/// ```
///
/// The shell reads the action's cases from the enum itself, so there is no list of cases to
/// keep up to date.
public struct REPLFeature: Sendable {
  /// The name people type after `store-repl` and `load`.
  public let name: String
  /// One line saying what the feature shows.
  public let summary: String
  /// The dependency scenarios, the first being the default.
  public let scenarios: [REPLScenario]
  /// Why the feature cannot be started, for a reducer found in feature files whose state
  /// cannot be made; nil for a feature that starts.
  package let unstartableReason: String?
  /// The ways a session can start, the default first: the stores the files' previews build,
  /// then `State()` or sample values.
  package let starts: [REPLStart]
  /// What the shell says once as the feature starts, under its banner: that it compares the
  /// states by their dumps, the `State` not being `Equatable`.
  package var startNote: String? { starts.first?.note }

  /// Registers a feature.
  ///
  /// - Parameters:
  ///   - name: The name people type after `store-repl` and `load`.
  ///   - summary: One line saying what the feature shows.
  ///   - initialState: The state a session starts from.
  ///   - initialStateSwift: The same initial state as a Swift expression, for `export test`
  ///     (`"Counter.State()"`). Without it, the exported test builds the state with `init()`
  ///     and assigns each stored property the value it has, which needs an `init()` and
  ///     settable properties.
  ///   - reducer: The feature's reducer.
  ///   - scenarios: The dependency scenarios; the first is the default. The session's virtual
  ///     clock is always the `continuousClock` and `suspendingClock`, and the clock of the
  ///     `mainQueue` and `mainRunLoop` schedulers.
  ///   - view: Makes the feature's view for a store: what `screen` draws and `tap` drives. The
  ///     store reads the session's state and records what the view sends it.
  public init<R: Reducer>(
    _ name: String,
    summary: String,
    initialState: @autoclosure @escaping @Sendable () -> R.State,
    initialStateSwift: String? = nil,
    reducer: @escaping @Sendable () -> R,
    scenarios: [REPLScenario] = [.default],
    view: REPLView<R>? = nil
  ) where R: Sendable, R.State: Equatable & Sendable {
    self.init(
      name, summary: summary, initialState: initialState, initialStateSwift: initialStateSwift,
      reducer: reducer, stateEquality: .equatable, scenarios: scenarios, view: view)
  }

  /// Registers a feature whose `State` is not `Equatable`: the shell compares its states by
  /// their dumps, and says so when the feature starts.
  ///
  /// A test exported from its session needs `Equatable` on the `State`, as TCA's `TestStore`
  /// does, and says so.
  ///
  /// - Parameters:
  ///   - name: The name people type after `store-repl` and `load`.
  ///   - summary: One line saying what the feature shows.
  ///   - initialState: The state a session starts from.
  ///   - initialStateSwift: The same initial state as a Swift expression, for `export test`.
  ///   - reducer: The feature's reducer.
  ///   - scenarios: The dependency scenarios; the first is the default.
  ///   - view: Makes the feature's view for a store: what `screen` draws and `tap` drives.
  public init<R: Reducer>(
    _ name: String,
    summary: String,
    initialState: @autoclosure @escaping @Sendable () -> R.State,
    initialStateSwift: String? = nil,
    reducer: @escaping @Sendable () -> R,
    scenarios: [REPLScenario] = [.default],
    view: REPLView<R>? = nil
  ) where R: Sendable, R.State: Sendable {
    self.init(
      name, summary: summary, initialState: initialState, initialStateSwift: initialStateSwift,
      reducer: reducer, stateEquality: .byDump, scenarios: scenarios, view: view)
  }

  private init<R: Reducer>(
    _ name: String,
    summary: String,
    initialState: @escaping @Sendable () -> R.State,
    initialStateSwift: String?,
    reducer: @escaping @Sendable () -> R,
    stateEquality: StateEquality<R.State>,
    scenarios: [REPLScenario],
    view: REPLView<R>?
  ) where R: Sendable, R.State: Sendable {
    self.name = name
    self.summary = summary
    self.scenarios = scenarios.isEmpty ? [.default] : scenarios
    self.unstartableReason = nil
    self.starts = [
      REPLStart(
        name, origin: .initializer, scenario: nil, reducer: reducer,
        stateEquality: stateEquality, view: view,
        make: { () throws(ShellError) in
          REPLStart.MadeState(state: initialState(), swift: initialStateSwift)
        })
    ]
  }

  /// Registers a feature that starts in one of several ways: from the stores its previews
  /// build, from `State()`, or from sample values.
  ///
  /// - Parameters:
  ///   - name: The name people type after `store-repl` and `load`.
  ///   - summary: One line saying what the feature shows.
  ///   - starts: The ways a session can start, the default first; at least one.
  ///   - scenarios: The dependency scenarios; the first is the default. A start from a preview
  ///     comes with a scenario of its own, which goes first.
  public init(
    _ name: String, summary: String, starts: [REPLStart], scenarios: [REPLScenario] = [.default]
  ) {
    precondition(!starts.isEmpty, "a feature needs a way to start")
    self.name = name
    self.summary = summary
    self.scenarios = scenarios.isEmpty ? [.default] : scenarios
    self.unstartableReason = nil
    self.starts = starts
  }

  /// A new session from `start` (the default start when nil), on the first scenario: the
  /// start's own when it has one (a preview's dependencies), else the feature's first.
  ///
  /// - Throws: What keeps the start's state from being made.
  func makeSession(from start: REPLStart? = nil) throws(ShellError) -> any FeatureSession {
    let start = start ?? starts[0]
    var scenarios = scenarios
    if let own = start.scenario {
      scenarios = [own] + scenarios.filter { $0.name != own.name }
    }
    return try start.makeSession(scenarios)
  }
}

extension REPLFeature {
  /// A reducer found in feature files that the shell cannot start, and why: the shell lists it
  /// among the features, with the reason, and refuses to load it.
  ///
  /// - Parameters:
  ///   - name: The reducer's name.
  ///   - summary: Where it is (`Feature.swift, line 12`).
  ///   - reason: Why it cannot be started.
  public init(unstartable name: String, summary: String, reason: String) {
    self.name = name
    self.summary = summary
    self.scenarios = [.default]
    self.unstartableReason = reason
    // The shell keeps such features apart and never starts one.
    self.starts = []
  }
}

/// Makes a feature's view for a store, as SwiftUI's previews and apps do: `{ CounterView(store:
/// $0) }`. The store reads the session's state and records what the view sends it, which the
/// shell then sends as the step.
public typealias REPLView<R: Reducer> = @MainActor @Sendable (StoreOf<R>) -> any View

/// A set of dependency overrides a feature offers in the shell: `default`, `failure`, `slow`…
public struct REPLScenario: Sendable {
  /// The name people type after `scenario`.
  public let name: String
  /// One line saying what the dependencies do.
  public let summary: String
  /// Overrides dependencies; the session's clock is set before this runs.
  package let prepare: @Sendable (_ dependencies: inout DependencyValues) -> Void
  /// The same overrides as Swift, for `export test`: `$0.factClient = .sleepingThenFailing`.
  package let swift: String?
  /// Whether the scenario overrides anything (it was given a `prepare` closure).
  package let hasOverrides: Bool
  /// Whether `deps` lists the overrides as Swift: a preview's, which its summary cannot say.
  package var listsOverrides = false

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - name: The name people type after `scenario`.
  ///   - summary: One line saying what the dependencies do.
  ///   - swift: The same overrides as Swift statements on `$0`, for exported tests. A scenario
  ///     with overrides and no Swift form exports a test without them, and `export test` warns.
  ///   - prepare: Overrides dependencies; none when nil.
  public init(
    _ name: String, summary: String, swift: String? = nil,
    prepare: (@Sendable (_ dependencies: inout DependencyValues) -> Void)? = nil
  ) {
    self.name = name
    self.summary = summary
    self.swift = swift
    self.prepare = prepare ?? { _ in }
    self.hasOverrides = prepare != nil
  }

  /// The live values of every dependency, on the session's virtual clock.
  public static let `default` = REPLScenario(
    "default", summary: "live dependencies on the virtual clock")
}
