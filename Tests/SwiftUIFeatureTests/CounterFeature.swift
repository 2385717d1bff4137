import ComposableArchitecture
import SwiftUI

// A feature as TCA users write it, with its view: a counter that asks for a fact about its
// number.

@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoadingFact = false
  }

  enum Action {
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case incrementButtonTapped
    case onAppear
  }

  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none
      case .factButtonTapped:
        state.fact = nil
        state.isLoadingFact = true
        return .run { [count = state.count] send in
          await send(.factResponse(try await numberFact.fetch(count)))
        }
      case let .factResponse(fact):
        state.fact = fact
        state.isLoadingFact = false
        return .none
      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none
      case .onAppear:
        return .none
      }
    }
  }
}

struct CounterView: View {
  let store: StoreOf<CounterFeature>

  var body: some View {
    Form {
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
        .buttonStyle(.borderless)
      }
      Section {
        Button("Number fact") { store.send(.factButtonTapped) }
          .disabled(store.isLoadingFact)
        if store.isLoadingFact {
          ProgressView()
        }
        if let fact = store.fact {
          Text(fact)
        }
      }
    }
    .navigationTitle("Counter")
    .task { await store.send(.onAppear).finish() }
  }
}

@DependencyClient
struct NumberFactClient {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient(fetch: { "\($0) is a good number." })
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

#Preview {
  NavigationStack {
    CounterView(store: Store(initialState: CounterFeature.State()) { CounterFeature() })
  }
}
