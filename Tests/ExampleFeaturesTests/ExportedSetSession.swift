// swift-format-ignore-file
// A session of EffectsBasics in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Testing

@Test func exportedSetSession() async {
  let clock = TestClock()
  var initialState = EffectsBasics.State()
  initialState.count = 5
  var store = TestStore(
    initialState: initialState
  ) {
    EffectsBasics()
  } withDependencies: {
    $0.continuousClock = clock
    $0.factClient = FactClient { "\($0) is a good number." }
  }

  await store.send(.numberFactButtonTapped) {
    $0.isNumberFactRequestInFlight = true
  }
  await store.receive(\.numberFactResponse.success) {
    $0.isNumberFactRequestInFlight = false
    $0.numberFact = "5 is a good number."
  }

  // set count = 0
  // A test store's state cannot be set by hand: the test goes on with a
  // new store that starts from the state at this point.
  do {
    var state = store.state
    state.count = 0
    let dependencies = store.dependencies
    store = TestStore(initialState: state) {
      EffectsBasics()
    } withDependencies: {
      $0 = dependencies
    }
  }

  await store.send(.decrementButtonTapped) {
    $0.count = -1
    $0.numberFact = nil
  }

  await clock.advance(by: .seconds(1))
  await store.receive(\.decrementDelayResponse) {
    $0.count = 0
  }
}
