import ComposableArchitecture

/// A counter whose decrement below zero is undone a second later, and a number-fact request.
///
/// The case study of effects in The Composable Architecture. Unlike the seed it comes from, the
/// delayed effect is `.cancellable(id: CancelID.delay)`: without it, `incrementButtonTapped`
/// returns `.cancel(id: CancelID.delay)` for an effect that was never registered under that id,
/// and the delayed `decrementDelayResponse` still arrives.
@Reducer
public struct EffectsBasics: Sendable {
  /// The feature's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The counter.
    public var count = 0
    /// Whether a number fact is being fetched.
    public var isNumberFactRequestInFlight = false
    /// The last number fact fetched.
    public var numberFact: String?

    /// Creates the state.
    public init(
      count: Int = 0, isNumberFactRequestInFlight: Bool = false, numberFact: String? = nil
    ) {
      self.count = count
      self.isNumberFactRequestInFlight = isNumberFactRequestInFlight
      self.numberFact = numberFact
    }
  }

  /// The feature's actions.
  public enum Action: Sendable {
    /// The minus button was tapped.
    case decrementButtonTapped
    /// A second went by after a decrement below zero.
    case decrementDelayResponse
    /// The plus button was tapped.
    case incrementButtonTapped
    /// The "Number fact" button was tapped.
    case numberFactButtonTapped
    /// The fact client answered, or failed.
    case numberFactResponse(Result<String, any Error>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.factClient) var factClient

  /// The cancellation ids of the feature's effects.
  public enum CancelID: Sendable { case delay }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.numberFact = nil
        // When the count is negative, an effect puts it back up a second later.
        return state.count >= 0
          ? .none
          : .run { send in
            try await self.clock.sleep(for: .seconds(1))
            await send(.decrementDelayResponse)
          }
          .cancellable(id: CancelID.delay)

      case .decrementDelayResponse:
        if state.count < 0 {
          state.count += 1
        }
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.numberFact = nil
        return state.count >= 0 ? .cancel(id: CancelID.delay) : .none

      case .numberFactButtonTapped:
        state.isNumberFactRequestInFlight = true
        state.numberFact = nil
        return .run { [count = state.count] send in
          await send(.numberFactResponse(Result { try await self.factClient.fetch(count) }))
        }

      case let .numberFactResponse(.success(response)):
        state.isNumberFactRequestInFlight = false
        state.numberFact = response
        return .none

      case .numberFactResponse(.failure):
        state.isNumberFactRequestInFlight = false
        return .none
      }
    }
  }
}
