import ComposableArchitecture
import SwiftUI

@Reducer
struct EffectsBasics {
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

struct EffectsBasicsView: View {
    let store: StoreOf<EffectsBasics>
    @Environment(\.openURL) var openURL
    
    var body: some View {
        Form {
            Section {
                AboutView(readMe: readMe)
            }
            
            Section {
                HStack {
                    Button {
                        store.send(.decrementButtonTapped)
                    } label: {
                        Image(systemName: "minus")
                    }
                    
                    Text("\(store.count)")
                        .monospacedDigit()
                    
                    Button {
                        store.send(.incrementButtonTapped)
                    } label: {
                        Image(systemName: "plus")
                    }
                }
                .frame(maxWidth: .infinity)
                
                Button("Number fact") { store.send(.numberFactButtonTapped) }
                    .frame(maxWidth: .infinity)
                
                if store.isNumberFactRequestInFlight {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                        // SwiftUI의 안보이는 버그를 회피하기 위해 id를 명시적으로 부여
                        .id(UUID())
                }
                
                if let numberFact = store.numberFact {
                    Text(numberFact)
                }
            }
            
            Section {
                Button("Number facts provided by numbeersapi.com") {
                    openURL(URL(string: "http://numbersapi.com")!)
                }
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity)
            }
        }
        .buttonStyle(.borderless)
        .navigationTitle("Effects")
    }
}

#Preview {
    NavigationStack {
        EffectsBasicsView(store: Store(initialState: EffectsBasics.State(), reducer: {
            EffectsBasics()
        }))
    }
}
