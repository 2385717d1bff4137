// swift-format-ignore-file
// A session of NavigationStackDemo in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Testing

@Test func exportedNavigationStack() async {
  let clock = TestClock()
  let store = TestStore(
    initialState: NavigationStackDemo.State()
  ) {
    NavigationStackDemo()
  } withDependencies: {
    $0.continuousClock = clock
  }

  await store.send(.goToCounterButtonTapped) {
    $0.path[id: 0] = .counter(CounterScreen.State(count: 0))
  }

  await store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped)))) {
    $0.path[id: 0]?.modify(\.counter) { $0.count = 1 }
  }

  await store.send(.goToTimerButtonTapped) {
    $0.path[id: 1] = .timer(TimerScreen.State(isTimerRunning: false, secondsElapsed: 0))
  }

  await store.send(.path(.element(id: 1, action: .timer(.startButtonTapped)))) {
    $0.path[id: 1]?.modify(\.timer) { $0.isTimerRunning = true }
  }

  await clock.advance(by: .seconds(2))
  await store.receive(\.path[id: 1].timer.timerTicked) {
    $0.path[id: 1]?.modify(\.timer) { $0.secondsElapsed = 1 }
  }
  await store.receive(\.path[id: 1].timer.timerTicked) {
    $0.path[id: 1]?.modify(\.timer) { $0.secondsElapsed = 2 }
  }

  await store.send(.path(.element(id: 0, action: .counter(.backButtonTapped))))
  await store.receive(.path(.popFrom(id: 0))) {
    $0.path = []
  }
}
