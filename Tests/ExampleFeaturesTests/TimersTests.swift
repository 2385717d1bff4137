import ComposableArchitecture
import ExampleFeatures
import Testing

@MainActor
struct TimersTests {
  @Test
  func start() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await clock.advance(by: .seconds(5))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 2
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 3
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 4
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 5
    }
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 6
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
  }

  @Test
  func restartingDoesNotDoubleTheTicks() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    #expect(store.inFlightEffects.count == 1)
    await clock.advance(by: .milliseconds(500))
    #expect(store.receivedActions.isEmpty)
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
  }

  @Test
  func onDisappearStopsTheTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) {
      $0.secondsElapsed = 1
    }
    await store.send(.onDisappear) {
      $0.isTimerActive = false
    }
    await clock.advance(by: .seconds(5))
    #expect(store.receivedActions.isEmpty)
  }
}
