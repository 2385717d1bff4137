// MARK: - Reducers

/// Makes a struct a reducer, or an enum of reducers a destination reducer.
///
/// On a struct, it conforms it to `Reducer`, applies `@CasePathable` to its `Action` enum (and
/// `@CasePathable` and `@dynamicMemberLookup` to a `State` enum) and the reducer builder to
/// `body`, for the types `body` is declared with (`some Reducer<State, Action>`,
/// `some ReducerOf<Self>`, or `some Reducer<Int, Void>`, which then needs no `State` or `Action`
/// of its own):
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// On an enum, it generates the `State` and `Action` enums and a `body` from the cases, unless
/// the enum declares a static `body` of its own, which gets the reducer builder. As in TCA, a
/// case reads as it is written: one value of a named type holds that reducer
/// (`case addItem(ItemForm)`, or `case modal(Modal.Body = Modal.body)` with the reducer as the
/// default value), scoped to its case; `AlertState<Alert>` and `ConfirmationDialogState<Dialog>`
/// are ephemeral, an action case and no reducer; any other case (no value, several, labelled or
/// not, `[Row]`, `Int`) is plain state, its action case holding `Never`. Mark a case of one
/// plain model type `@ReducerCaseIgnored`, and one of other ephemeral state
/// `@ReducerCaseEphemeral`. Cases under `#if` have their state, action and scope under the same
/// `#if`. It also generates `CaseScope`, a case per case holding the store scoped to it (or, for
/// a case without reducer, its state), and `scope(_:)`, which `switch store.case` in a view uses.
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope),
  named(_ephemeralStore))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// Makes an enum of reducers a destination reducer whose generated `State` and `Action`
/// conform to the protocols named: `@Reducer(state: .equatable, action: .equatable, .sendable)`.
/// On a struct, arguments are an error.
///
/// - Parameters:
///   - state: The conformances of the generated `State`.
///   - action: The conformances of the generated `Action`.
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope),
  named(_ephemeralStore))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// A protocol that `@Reducer(state:action:)` adds to the `State` or `Action` it generates.
public struct _SynthesizedConformance: Sendable {
  let name: String

  /// `Codable`.
  public static let codable = Self(name: "Codable")
  /// `Decodable`.
  public static let decodable = Self(name: "Decodable")
  /// `Encodable`.
  public static let encodable = Self(name: "Encodable")
  /// `Equatable`.
  public static let equatable = Self(name: "Equatable")
  /// `Hashable`.
  public static let hashable = Self(name: "Hashable")
  /// `Sendable`.
  public static let sendable = Self(name: "Sendable")
}

/// Marks a case of a `@Reducer enum` that holds ephemeral state other than an alert or a
/// dialog: it has a state case and an action case, but no reducer is scoped to it.
@attached(peer, names: arbitrary)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableMacros", type: "MarkerMacro")

/// Marks a case of a `@Reducer enum` that holds plain state: its state case holds the values as
/// written, its action case `Never`, and no reducer is scoped to it.
@attached(peer, names: arbitrary)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableMacros", type: "MarkerMacro")

// MARK: - Case paths

/// Gives an enum a case path for each case, so that key paths name its cases: `\.child`.
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case child(Child.Action)
///   case response(Result<String, any Error>)
/// }
/// ```
///
/// With `@dynamicMemberLookup` on the enum too, `action.child` reads a case's payload.
@attached(extension, conformances: CasePathable)
@attached(member, names: named(AllCasePaths), named(allCasePaths))
public macro CasePathable() =
  #externalMacro(module: "ComposableMacros", type: "CasePathableMacro")

// MARK: - State

/// Marks a feature's state as observable, as TCA's views read it.
///
/// The engine has no views to notify: the macro conforms the type to `ObservableState` and
/// keeps its properties and its memberwise initializer as they are.
@attached(extension, conformances: ObservableState)
public macro ObservableState() =
  #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")

/// Excludes a property of an `@ObservableState` type from observation.
@attached(peer, names: arbitrary)
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableMacros", type: "MarkerMacro")

/// Includes a property of an `@ObservableState` type in observation, as every property is.
@attached(peer, names: arbitrary)
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableMacros", type: "MarkerMacro")

/// Holds the state of a presented feature: `@Presents var destination: Destination.State?`.
///
/// The property reads and writes the optional state; `$destination` is its
/// `PresentationState`, which `ifLet(\.$destination, action: \.destination)` takes.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_), prefixed(`$`))
public macro Presents() = #externalMacro(module: "ComposableMacros", type: "PresentsMacro")

// MARK: - Dependencies

/// Makes every closure property of a dependency client an endpoint that, until it is given an
/// implementation, reports a failure naming `Client.endpoint` and throws, returns its default,
/// or returns `nil` when it returns an optional.
///
/// ```swift
/// @DependencyClient
/// struct FactClient {
///   var fetch: @Sendable (_ number: Int) async throws -> String
/// }
/// ```
///
/// It also generates `init()` (every endpoint unimplemented) and an initializer taking every
/// endpoint.
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() =
  #externalMacro(module: "ComposableMacros", type: "DependencyClientMacro")

/// Makes a closure property an endpoint that reports a failure naming it until it is
/// implemented, and adds a method whose argument labels are the closure's parameter names
/// (`fetch(number:)` for `var fetch: (_ number: Int) async throws -> String`).
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: arbitrary)
public macro DependencyEndpoint() =
  #externalMacro(module: "ComposableMacros", type: "DependencyEndpointMacro")

/// Leaves a closure property of a `@DependencyClient` as written: not an endpoint, so no
/// unimplemented failure and no method.
@attached(peer, names: arbitrary)
public macro DependencyIgnored() =
  #externalMacro(module: "ComposableMacros", type: "MarkerMacro")
