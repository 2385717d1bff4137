// swift-format-ignore-file
// A session of EffectsBasics in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Testing

@Test func exportedStoppedSession() async {
  let clock = TestClock()
  let store = TestStore(
    initialState: EffectsBasics.State()
  ) {
    EffectsBasics()
  } withDependencies: {
    $0.continuousClock = clock
    $0.factClient = .sleepingThenAnswering
  }

  await store.send(.decrementButtonTapped) {
    $0.count = -1
  }

  await clock.advance(by: .seconds(1))

  await store.receive(\.decrementDelayResponse) {
    $0.count = 0
  }

  await clock.advance(by: .milliseconds(500))

  await store.send(.numberFactButtonTapped) {
    $0.isNumberFactRequestInFlight = true
  }

  await clock.advance(by: .seconds(1))

  await store.receive(\.numberFactResponse.success) {
    $0.isNumberFactRequestInFlight = false
    $0.numberFact = "0 is a good number."
  }

  await clock.advance(by: .seconds(1))
}
