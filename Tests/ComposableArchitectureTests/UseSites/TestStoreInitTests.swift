import ComposableArchitecture
import Testing

@Reducer
struct Counting {
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
      Counting()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
  }

  @Test
  func theStateIsNamed() async {
    let store = TestStore(initialState: Counting.State()) {
      Counting()
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
    let store = Store(initialState: Counting.State()) {
      Counting()
    }
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
  }
}
