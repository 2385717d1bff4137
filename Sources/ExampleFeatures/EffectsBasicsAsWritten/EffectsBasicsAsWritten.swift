// swift-format-ignore-file
import ComposableArchitecture

/// `EffectsBasics` exactly as the blog post it comes from wrote it, bug included.
///
/// It teaches why `.cancellable(id:)` matters. `incrementButtonTapped` returns
/// `.cancel(id: CancelID.delay)`, but the delayed effect of `decrementButtonTapped` was never
/// marked `.cancellable(id: CancelID.delay)`, so nothing is registered under that id and nothing
/// is cancelled: after `send .decrementButtonTapped` and `send .incrementButtonTapped`, `effects`
/// still lists the delay, and a second later `.decrementDelayResponse` arrives anyway. Decrement
/// below zero again within that second, and the stale response undoes the new decrement early.
/// `EffectsBasics` is the same feature with the missing line.
@Reducer
struct EffectsBasicsAsWritten {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var isNumberFactRequestInFlight = false
        var numberFact: String?
    }
    
    enum Action {
        case decrementButtonTapped
        case decrementDelayResponse
        case incrementButtonTapped
        case numberFactButtonTapped
        case numberFactResponse(Result<String, any Error>)
    }
    
    @Dependency(\.continuousClock) var clock
    @Dependency(\.factClient) var factClient
    private enum CancelID { case delay }
    
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .decrementButtonTapped:
                state.count -= 1
                state.numberFact = nil
                // 카운트가 음수인 경우 1초 후 카운트를 다시 증가시키는 효과
                return state.count >= 0 ? .none : .run { send in
                    try await self.clock.sleep(for: .seconds(1))
                    await send(.decrementDelayResponse)
                }
                
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
