import ComposableArchitecture

/// A stepper and a number-fact request that can be cancelled.
///
/// TCA's effect-cancellation case study. It teaches `.cancellable(id:)` and `.cancel(id:)`: the
/// request is registered under `CancelID.factRequest` when it starts, and both the cancel button
/// and any change of the stepper return `.cancel(id: CancelID.factRequest)`, so a fact about a
/// number the user has moved away from never arrives.
@Reducer
public struct EffectsCancellation: Sendable {
  /// The feature's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The stepper's value.
    public var count = 0
    /// The last fact fetched about `count`.
    public var currentFact: String?
    /// Whether a fact is being fetched.
    public var isFactRequestInFlight = false

    /// Creates the state.
    public init(count: Int = 0, currentFact: String? = nil, isFactRequestInFlight: Bool = false) {
      self.count = count
      self.currentFact = currentFact
      self.isFactRequestInFlight = isFactRequestInFlight
    }
  }

  /// The feature's actions.
  public enum Action: Sendable {
    /// The cancel button was tapped.
    case cancelButtonTapped
    /// The stepper moved to a value.
    case stepperChanged(Int)
    /// The fact button was tapped.
    case factButtonTapped
    /// The fact client answered, or failed.
    case factResponse(Result<String, any Error>)
  }

  @Dependency(\.factClient) var factClient

  /// The cancellation ids of the feature's effects.
  public enum CancelID: Sendable { case factRequest }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        state.isFactRequestInFlight = false
        return .cancel(id: CancelID.factRequest)

      case let .stepperChanged(value):
        state.count = value
        state.currentFact = nil
        state.isFactRequestInFlight = false
        return .cancel(id: CancelID.factRequest)

      case .factButtonTapped:
        state.currentFact = nil
        state.isFactRequestInFlight = true
        return .run { [count = state.count] send in
          await send(.factResponse(Result { try await self.factClient.fetch(count) }))
        }
        .cancellable(id: CancelID.factRequest)

      case let .factResponse(.success(response)):
        state.isFactRequestInFlight = false
        state.currentFact = response
        return .none

      case .factResponse(.failure):
        state.isFactRequestInFlight = false
        return .none
      }
    }
  }
}
