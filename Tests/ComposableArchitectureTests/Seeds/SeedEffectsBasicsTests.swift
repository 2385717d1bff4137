import ComposableArchitecture
import Testing

@MainActor
struct SeedEffectsBasicsTests {
  @Test
  func countDown() async {
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
    await store.receive(\.decrementDelayResponse) {
      $0.count = 0
    }
  }

  @Test
  func numberFact() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    await store.receive(\.numberFactResponse.success) {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "0 is a good number Brent"
    }
  }
}
