import ComposableTesting
import ExampleFeatures
import Testing

@Suite struct NavigationStackDemoTests {
  func makeStore(
    _ state: NavigationStackDemo.State = NavigationStackDemo.State(), clock: TestClock
  ) -> TestStore<NavigationStackDemo.State, NavigationStackDemo.Action> {
    TestStore(initialState: state) {
      NavigationStackDemo()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func pushAndPop() async {
    let store = makeStore(clock: TestClock())

    await store.send(.goToCounterButtonTapped) {
      $0.path[id: 0] = .counter(CounterScreen.State())
    }
    await store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped)))) {
      $0.path[id: 0] = .counter(CounterScreen.State(count: 1))
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

  @Test func poppingATimerCancelsIt() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)

    await store.send(.goToTimerButtonTapped) {
      $0.path[id: 0] = .timer(TimerScreen.State())
    }
    await store.send(.path(.element(id: 0, action: .timer(.startButtonTapped)))) {
      $0.path[id: 0] = .timer(TimerScreen.State(isTimerRunning: true))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .timer(.timerTicked)))) {
      $0.path[id: 0] = .timer(TimerScreen.State(isTimerRunning: true, secondsElapsed: 1))
    }
    #expect(store.inFlightEffects.count == 1)
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
    #expect(store.inFlightEffects.isEmpty)
    await clock.advance(by: .seconds(5))
    #expect(store.receivedActions.isEmpty)
  }

  @Test func stoppingTheTimerCancelsIt() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)

    await store.send(.goToTimerButtonTapped) {
      $0.path[id: 0] = .timer(TimerScreen.State())
    }
    await store.send(.path(.element(id: 0, action: .timer(.startButtonTapped)))) {
      $0.path[id: 0] = .timer(TimerScreen.State(isTimerRunning: true))
    }
    await store.send(.path(.element(id: 0, action: .timer(.stopButtonTapped)))) {
      $0.path[id: 0] = .timer(TimerScreen.State(isTimerRunning: false))
    }
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func theCounterPopsItselfThroughTheDismissDependency() async {
    let store = makeStore(clock: TestClock())

    await store.send(.goToCounterButtonTapped) {
      $0.path[id: 0] = .counter(CounterScreen.State())
    }
    await store.send(.goToCounterButtonTapped) {
      $0.path[id: 1] = .counter(CounterScreen.State())
    }
    await store.send(.path(.element(id: 1, action: .counter(.backButtonTapped))))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func goBackToAScreenAndPopToRoot() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)

    await store.send(.goToCounterButtonTapped) {
      $0.path[id: 0] = .counter(CounterScreen.State())
    }
    await store.send(.goToTimerButtonTapped) {
      $0.path[id: 1] = .timer(TimerScreen.State())
    }
    await store.send(.path(.element(id: 1, action: .timer(.startButtonTapped)))) {
      $0.path[id: 1] = .timer(TimerScreen.State(isTimerRunning: true))
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
