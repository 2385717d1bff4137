import Composable
import Testing

/// A counter whose state is observable, as `@ObservableState` makes it.
private struct Counter: Reducer {
  struct State: Equatable, ObservableState {
    var count = 0
    var state = "idle"
  }
  enum Action { case incrementButtonTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    state.state = "counting"
    return .none
  }
}

@Suite struct StoreObservationTests {
  @Test func readsTheStateThroughDynamicMembers() {
    let store = Store(initialState: Counter.State()) { Counter() }
    #expect(store.count == 0)
    store.send(.incrementButtonTapped)
    #expect(store.count == 1)
    #expect(store.state.count == 1)
  }

  @Test func theStoresOwnMembersComeFirst() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementButtonTapped)
    #expect(store.state.state == "counting")
    #expect(store.withState(\.state) == "counting")
  }
}
