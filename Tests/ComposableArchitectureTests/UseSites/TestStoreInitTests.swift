import ComposableArchitecture
import Testing

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

@MainActor
struct TestStoreInitTests {
  @Test
  func theStateTypeIsInferredFromTheReducer() async {
    let store = TestStore(initialState: .init()) {
      Tally()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
  }

  @Test
  func theStateIsNamed() async {
    let store = TestStore(initialState: Tally.State()) {
      Tally()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.finish(timeout: .seconds(1))
  }
}

@MainActor
struct StoreDynamicMemberTests {
  @Test
  func aViewReadsTheCountFromTheStore() {
    let store = Store(initialState: Tally.State()) {
      Tally()
    }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
  }
}
