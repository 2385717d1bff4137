import ComposableArchitecture
import Testing

@MainActor
struct SharedCountTests {
  @Test
  func theTabsShareTheCount() async {
    let store = TestStore(initialState: SharedTabs.State()) {
      SharedTabs()
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$count.withLock { $0 = 1 }
    }
    #expect(store.state.stats.count == 1)
    await store.send(\.stats.resetButtonTapped) {
      $0.stats.$count.withLock { $0 = 0 }
      $0.stats.$taps.withLock { $0 = 1 }
    }
    #expect(store.state.counter.taps == 1)
  }

  @Test
  func anEffectChangesTheCount() async {
    let store = TestStore(initialState: CounterTab.State()) {
      CounterTab()
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) {
      $0.$count.withLock { $0 = 10 }
      $0.fact = "10 is a good number."
    }
  }

  @Test
  func aStateBuiltWithSharedValues() async {
    let count = Shared(value: 41)
    let store = TestStore(initialState: StatsTab.State(count: 0)) {
      StatsTab()
    }
    store.exhaustivity = .off
    await store.send(.resetButtonTapped)
    #expect(store.state.taps == 1)
    count.withLock { $0 += 1 }
    #expect(count.wrappedValue == 42)
  }
}
