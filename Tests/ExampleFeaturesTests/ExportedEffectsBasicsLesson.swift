// swift-format-ignore-file
// A session of EffectsBasics in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Testing

@Test func exportedEffectsBasicsLesson() async {
  let clock = TestClock()
  var defaultDependencies = DependencyValues()
  let store = TestStore(
    initialState: EffectsBasics.State()
  ) {
    EffectsBasics()
  } withDependencies: {
    $0.continuousClock = clock
    defaultDependencies = $0
    $0.factClient = .sleepingThenAnswering
  }

  await store.send(.decrementButtonTapped) {
    $0.count = -1
  }

  await clock.advance(by: .milliseconds(500))

  await clock.advance(by: .milliseconds(500))
  await store.receive(\.decrementDelayResponse) {
    $0.count = 0
  }

  await store.send(.decrementButtonTapped) {
    $0.count = -1
  }

  await store.send(.incrementButtonTapped) {
    $0.count = 0
  }

  await store.send(.numberFactButtonTapped) {
    $0.isNumberFactRequestInFlight = true
  }

  await clock.advance(by: .seconds(1))
  await store.receive(\.numberFactResponse.success) {
    $0.isNumberFactRequestInFlight = false
    $0.numberFact = "0 is a good number."
  }

  store.dependencies = defaultDependencies
  store.dependencies.factClient = .sleepingThenFailing

  await store.send(.numberFactButtonTapped) {
    $0.isNumberFactRequestInFlight = true
    $0.numberFact = nil
  }

  await clock.advance(by: .seconds(1))
  await store.receive(\.numberFactResponse.failure) {
    $0.isNumberFactRequestInFlight = false
  }
}
