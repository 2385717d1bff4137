import ComposableArchitecture
import ExampleFeatures
import Testing

@MainActor
struct NavigationStackDemoTests {
  @Test
  func pushAndPop() async {
    let store = TestStore(initialState: NavigationStackDemo.State()) {
      NavigationStackDemo()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }

    await store.send(.goToCounterButtonTapped) {
      $0.path[id: 0] = .counter(CounterScreen.State())
    }
    await store.send(\.path[id: 0].counter.incrementButtonTapped) {
      $0.path[id: 0]?.modify(\.counter) { $0.count = 1 }
    }
    await store.send(.path(.push(id: 1, state: .timer(TimerScreen.State())))) {
      $0.path[id: 1] = .timer(TimerScreen.State())
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }

  @Test
  func poppingATimerCancelsIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigationStackDemo.State()) {
      NavigationStackDemo()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.goToTimerButtonTapped) {
      $0.path[id: 0] = .timer(TimerScreen.State())
    }
    await store.send(\.path[id: 0].timer.startButtonTapped) {
      $0.path[id: 0]?.modify(\.timer) { $0.isTimerRunning = true }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].timer.timerTicked) {
      $0.path[id: 0]?.modify(\.timer) { $0.secondsElapsed = 1 }
    }
    #expect(store.inFlightEffects.count == 1)
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
    #expect(store.inFlightEffects.isEmpty)
    await clock.advance(by: .seconds(5))
    #expect(store.receivedActions.isEmpty)
  }

  @Test
  func stoppingTheTimerCancelsIt() async {
    let store = TestStore(initialState: NavigationStackDemo.State()) {
      NavigationStackDemo()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }

    await store.send(.goToTimerButtonTapped) {
      $0.path[id: 0] = .timer(TimerScreen.State())
    }
    await store.send(\.path[id: 0].timer.startButtonTapped) {
      $0.path[id: 0]?.modify(\.timer) { $0.isTimerRunning = true }
    }
    await store.send(\.path[id: 0].timer.stopButtonTapped) {
      $0.path[id: 0]?.modify(\.timer) { $0.isTimerRunning = false }
    }
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test
  func theCounterPopsItselfThroughTheDismissDependency() async {
    let store = TestStore(initialState: NavigationStackDemo.State()) {
      NavigationStackDemo()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }

    await store.send(.goToCounterButtonTapped) {
      $0.path[id: 0] = .counter(CounterScreen.State())
    }
    await store.send(.goToCounterButtonTapped) {
      $0.path[id: 1] = .counter(CounterScreen.State())
    }
    await store.send(\.path[id: 1].counter.backButtonTapped)
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
  }

  @Test
  func goBackToAScreenAndPopToRoot() async {
    let store = TestStore(initialState: NavigationStackDemo.State()) {
      NavigationStackDemo()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }

    await store.send(.goToCounterButtonTapped) {
      $0.path[id: 0] = .counter(CounterScreen.State())
    }
    await store.send(.goToTimerButtonTapped) {
      $0.path[id: 1] = .timer(TimerScreen.State())
    }
    await store.send(\.path[id: 1].timer.startButtonTapped) {
      $0.path[id: 1]?.modify(\.timer) { $0.isTimerRunning = true }
    }
    await store.send(.goToCounterButtonTapped) {
      $0.path[id: 2] = .counter(CounterScreen.State())
    }
    await store.send(.goBackToScreen(id: 0)) {
      $0.path.pop(to: 0)
    }
    #expect(store.inFlightEffects.isEmpty)
    await store.send(.popToRootButtonTapped) {
      $0.path = StackState()
    }
  }
}
