/// A feature's logic: how an action changes its state, and which effects it starts.
///
/// Conform by implementing either `reduce(into:action:)` or `body`:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The feature's state.
  associatedtype State
  /// The feature's actions.
  associatedtype Action
  /// Lets a conformance that implements only `reduce(into:action:)` infer `Body == Never`, and
  /// one that implements only `body` infer its type.
  associatedtype _Body
  /// The type of `body`.
  typealias Body = _Body

  /// Evolves the state for an action and returns the effects to run.
  ///
  /// - Parameters:
  ///   - state: The state, mutated in place.
  ///   - action: The action.
  /// - Returns: The effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this reducer is composed of, run in order.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it may \
      not exist. To run a reducer, call 'Reducer.reduce(into:action:)', instead.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs `body`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard ReducerTrace.isRecording else { return body.reduce(into: &state, action: action) }
    return ReducerTrace.traced({ _ in .body(of: Self.self) }, state: &state) {
      body.reduce(into: &$0, action: action)
    }
  }
}

/// A reducer of `R`'s state and action types.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer {
  /// The reducer's `reduce(into:action:)`, called through its conformance.
  ///
  /// A store keeps this rather than `reducer.reduce(into:action:)` made where the store is
  /// specialized: there, a feature whose `body` is declared `some Reducer` in another module
  /// had its `body`'s opaque type looked up by name at run time on every action. Through the
  /// conformance, the feature's own module, which knows that type, runs it; so this is never
  /// specialized, and the call stays a call through the witness table.
  @_semantics("optimize.sil.specialize.generic.never")
  @inline(never)
  func reduceThroughConformance() -> (inout State, Action) -> Effect<Action> {
    { state, action in self.reduce(into: &state, action: action) }
  }
}
