import ComposableTesting
import ExampleFeatures
import Testing

@Suite struct EffectsBasicsTests {
  @Test func countDown() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.receive({ if case .decrementDelayResponse = $0 { true } else { false } }) {
      $0.count = 0
    }
  }

  @Test func decrement() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await clock.advance(by: .seconds(1))
    await store.receive({ if case .decrementDelayResponse = $0 { true } else { false } }) {
      $0.count = 0
    }
  }

  @Test func decrementCancellation() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 0
    }
  }

  @Test func numberFact() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    await store.receive(/EffectsBasics.Action.numberFactResponse) {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is a good number Brent"
    }
  }

  @Test func decrementCycleTenThousandTimes() async {
    for _ in 0..<10_000 {
      let clock = TestClock()
      let store = TestStore(initialState: EffectsBasics.State()) {
        EffectsBasics()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.decrementButtonTapped) { $0.count = -1 }
      await clock.advance(by: .milliseconds(999))
      #expect(store.receivedActions.isEmpty)
      await clock.advance(by: .milliseconds(1))
      await store.receive({ if case .decrementDelayResponse = $0 { true } else { false } }) {
        $0.count = 0
      }
    }
  }
}
