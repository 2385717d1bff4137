import Composable
import SwiftUI
import ValueDump

/// One way a feature's session can start: the state it starts from, the reducer, and where they
/// come from — a store a `#Preview` (or an `App`, or a `PreviewProvider`) builds, `State()`, or
/// sample values the shell makes for the fields that have no default.
///
/// Feature files register their starts through the code the loader writes for them; a package's
/// own registration rarely needs more than ``REPLFeature/init(_:summary:initialState:initialStateSwift:reducer:scenarios:)``.
public struct REPLStart: Sendable {
  /// Where the start's state comes from.
  package enum Origin: Sendable, Equatable {
    /// `State()`, or the state the registration gives.
    case initializer
    /// The store a preview builds: where (`Contacts.swift:52`) and what it shows
    /// (`ContactsView`, the preview's name, or the `App`), if anything.
    case preview(place: String, shows: String?)
    /// `State(…)` with sample values for the fields that have no default.
    case samples
    /// A state typed on the command line or with `load`, on top of another start's.
    case typed(literal: String)
  }

  package let origin: Origin
  /// What the shell says once as a session of this start begins: that it compares states by
  /// their dumps, the `State` not being `Equatable`; nil when it compares them with `==`.
  let note: String?
  /// The preview's dependencies, as a scenario that comes before the feature's own: each
  /// dependency's `previewValue` with the preview's overrides.
  package let scenario: REPLScenario?
  /// Whether the start comes with the feature's view, for `screen`.
  package let hasView: Bool
  /// Makes a session with these scenarios, the first being where it starts.
  let makeSession: @Sendable (_ scenarios: [REPLScenario]) throws(ShellError) -> any FeatureSession
  /// This start with the fields a typed state literal gives set on its state.
  private let makeTyped: @Sendable (_ literal: String) -> REPLStart

  /// A start from the state a registration gives, as `State()` does.
  ///
  /// - Parameters:
  ///   - name: The feature's name.
  ///   - initialState: The state a session starts from.
  ///   - initialStateSwift: The same state as a Swift expression, for `export test`.
  ///   - reducer: The feature's reducer.
  ///   - view: Makes the feature's view for a store, for `screen`.
  public static func initializer<R: Reducer>(
    _ name: String,
    initialState: @autoclosure @escaping @Sendable () -> R.State,
    initialStateSwift: String? = nil,
    reducer: @escaping @Sendable () -> R,
    view: REPLView<R>? = nil
  ) -> REPLStart where R: Sendable, R.State: Equatable & Sendable {
    initializer(
      name, initialState: initialState, initialStateSwift: initialStateSwift, reducer: reducer,
      stateEquality: .equatable, view: view)
  }

  /// ``initializer(_:initialState:initialStateSwift:reducer:)`` for a `State` that is not
  /// `Equatable`: the shell compares its states by their dumps.
  public static func initializer<R: Reducer>(
    _ name: String,
    initialState: @autoclosure @escaping @Sendable () -> R.State,
    initialStateSwift: String? = nil,
    reducer: @escaping @Sendable () -> R,
    view: REPLView<R>? = nil
  ) -> REPLStart where R: Sendable, R.State: Sendable {
    initializer(
      name, initialState: initialState, initialStateSwift: initialStateSwift, reducer: reducer,
      stateEquality: .byDump, view: view)
  }

  private static func initializer<R: Reducer>(
    _ name: String, initialState: @escaping @Sendable () -> R.State, initialStateSwift: String?,
    reducer: @escaping @Sendable () -> R, stateEquality: StateEquality<R.State>,
    view: REPLView<R>?
  ) -> REPLStart where R: Sendable, R.State: Sendable {
    REPLStart(
      name, origin: .initializer, scenario: nil, reducer: reducer, stateEquality: stateEquality,
      view: view,
      make: { () throws(ShellError) in MadeState(state: initialState(), swift: initialStateSwift) })
  }

  /// A start from the store a preview builds: `Store(initialState: …) { … } withDependencies:
  /// { … }`.
  ///
  /// - Parameters:
  ///   - name: The feature's name.
  ///   - place: Where the store is built, as `File.swift:52`.
  ///   - shows: What the preview shows: its name, or the view the store is given to.
  ///   - initialState: The store's initial state.
  ///   - initialStateSwift: The same state as the preview writes it.
  ///   - reducer: The store's reducer.
  ///   - dependencies: The store's `withDependencies` overrides, if it has any.
  ///   - dependenciesSwift: The same overrides as Swift statements on `$0`.
  ///   - view: Makes the view the preview shows for a store, for `screen`.
  public static func preview<R: Reducer>(
    _ name: String,
    at place: String,
    shows: String? = nil,
    initialState: @autoclosure @escaping @Sendable () -> R.State,
    initialStateSwift: String,
    reducer: @escaping @Sendable () -> R,
    dependencies: (@Sendable (inout DependencyValues) -> Void)? = nil,
    dependenciesSwift: String? = nil,
    view: REPLView<R>? = nil
  ) -> REPLStart where R: Sendable, R.State: Equatable & Sendable {
    preview(
      name, at: place, shows: shows, initialState: initialState,
      initialStateSwift: initialStateSwift, reducer: reducer, dependencies: dependencies,
      dependenciesSwift: dependenciesSwift, stateEquality: .equatable, view: view)
  }

  /// ``preview(_:at:shows:initialState:initialStateSwift:reducer:dependencies:dependenciesSwift:)``
  /// for a `State` that is not `Equatable`: the shell compares its states by their dumps.
  public static func preview<R: Reducer>(
    _ name: String,
    at place: String,
    shows: String? = nil,
    initialState: @autoclosure @escaping @Sendable () -> R.State,
    initialStateSwift: String,
    reducer: @escaping @Sendable () -> R,
    dependencies: (@Sendable (inout DependencyValues) -> Void)? = nil,
    dependenciesSwift: String? = nil,
    view: REPLView<R>? = nil
  ) -> REPLStart where R: Sendable, R.State: Sendable {
    preview(
      name, at: place, shows: shows, initialState: initialState,
      initialStateSwift: initialStateSwift, reducer: reducer, dependencies: dependencies,
      dependenciesSwift: dependenciesSwift, stateEquality: .byDump, view: view)
  }

  private static func preview<R: Reducer>(
    _ name: String, at place: String, shows: String?,
    initialState: @escaping @Sendable () -> R.State, initialStateSwift: String,
    reducer: @escaping @Sendable () -> R,
    dependencies: (@Sendable (inout DependencyValues) -> Void)?, dependenciesSwift: String?,
    stateEquality: StateEquality<R.State>, view: REPLView<R>?
  ) -> REPLStart where R: Sendable, R.State: Sendable {
    let overrides = dependencies ?? { _ in }
    let swift = ["$0.context = .preview", dependenciesSwift].compactMap { $0 }
      .joined(separator: "\n")
    var scenario = REPLScenario(
      "preview",
      summary: dependencies == nil
        ? "each dependency's previewValue, on the virtual clock, as the preview at \(place)"
        : "the overrides of the preview at \(place), and each other dependency's previewValue",
      swift: swift,
      prepare: {
        $0.context = .preview
        overrides(&$0)
      })
    scenario.listsOverrides = dependencies != nil
    return REPLStart(
      name, origin: .preview(place: place, shows: shows), scenario: scenario, reducer: reducer,
      stateEquality: stateEquality, view: view,
      make: { () throws(ShellError) in MadeState(state: initialState(), swift: initialStateSwift) })
  }

  /// A start from `State(…)` with a sample value for each field that has no default.
  ///
  /// - Parameters:
  ///   - name: The feature's name.
  ///   - stateType: The State's name, as Swift writes it.
  ///   - initialState: Builds the state, asking `sampler` for each field's value.
  ///   - reducer: The feature's reducer.
  ///   - view: Makes the feature's view for a store, for `screen`.
  public static func samples<R: Reducer>(
    _ name: String,
    stateType: String,
    initialState: @escaping @Sendable (_ sampler: REPLSampler) throws -> R.State,
    reducer: @escaping @Sendable () -> R,
    view: REPLView<R>? = nil
  ) -> REPLStart where R: Sendable, R.State: Equatable & Sendable {
    samples(
      name, stateType: stateType, initialState: initialState, reducer: reducer,
      stateEquality: .equatable, view: view)
  }

  /// ``samples(_:stateType:initialState:reducer:)`` for a `State` that is not `Equatable`: the
  /// shell compares its states by their dumps.
  public static func samples<R: Reducer>(
    _ name: String,
    stateType: String,
    initialState: @escaping @Sendable (_ sampler: REPLSampler) throws -> R.State,
    reducer: @escaping @Sendable () -> R,
    view: REPLView<R>? = nil
  ) -> REPLStart where R: Sendable, R.State: Sendable {
    samples(
      name, stateType: stateType, initialState: initialState, reducer: reducer,
      stateEquality: .byDump, view: view)
  }

  private static func samples<R: Reducer>(
    _ name: String, stateType: String,
    initialState: @escaping @Sendable (_ sampler: REPLSampler) throws -> R.State,
    reducer: @escaping @Sendable () -> R, stateEquality: StateEquality<R.State>,
    view: REPLView<R>?
  ) -> REPLStart where R: Sendable, R.State: Sendable {
    REPLStart(
      name, origin: .samples, scenario: nil, reducer: reducer, stateEquality: stateEquality,
      view: view,
      make: { () throws(ShellError) in
        let sampler = REPLSampler()
        let state: R.State
        do {
          state = try initialState(sampler)
        } catch let error as REPLSampler.Failure {
          throw ShellError(
            .feature(.cannotStart(name, reason: error.message, stateType: stateType)))
        } catch {
          throw ShellError(.feature(.stateThrew(name, error: "\(error)")))
        }
        return MadeState(
          state: state, swift: sampler.swift(stateType: stateType), madeUp: sampler.made)
      })
  }

  /// The start with `literal`'s fields set on the state this start makes.
  package func typed(_ literal: String) -> REPLStart { makeTyped(literal) }

  /// Makes a state and says how, for a session.
  typealias StateMaker<State> = @Sendable () throws(ShellError) -> MadeState<State>

  /// A state a start made, and how: as Swift, with the assignments a test makes after it
  /// (`$0.holder = "Ada"`), and the sample values made up for it.
  struct MadeState<State> {
    var state: State
    var swift: String?
    var changes: [String] = []
    var madeUp: [String] = []
  }

  init<R: Reducer>(
    _ name: String, origin: Origin, scenario: REPLScenario?, reducer: @escaping @Sendable () -> R,
    stateEquality: StateEquality<R.State>, view: REPLView<R>?,
    make: @escaping StateMaker<R.State>
  ) where R: Sendable, R.State: Sendable {
    self.origin = origin
    self.scenario = scenario
    self.note = stateEquality.note
    self.hasView = view != nil
    self.makeSession = { scenarios throws(ShellError) in
      try StoreSession<R>(
        name: name, start: origin, makeState: make, reducer: reducer,
        stateEquality: stateEquality, scenarios: scenarios, scenario: scenarios[0],
        screen: view.map { SessionScreen(view: $0) })
    }
    self.makeTyped = { literal in
      REPLStart(
        name, origin: .typed(literal: literal), scenario: scenario, reducer: reducer,
        stateEquality: stateEquality, view: view,
        make: { () throws(ShellError) in
          var made = try make()
          made.changes += try TypedState(literal).apply(to: &made.state)
          return made
        })
    }
  }
}
