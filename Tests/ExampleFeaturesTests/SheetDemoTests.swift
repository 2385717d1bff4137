import ComposableArchitecture
import ExampleFeatures
import Testing

@MainActor
struct SheetDemoTests {
  @Test
  func dismissingTheSheetCancelsTheTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: SheetDemo.State()) {
      SheetDemo()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentStopwatchButtonTapped) {
      $0.stopwatch = Stopwatch.State()
    }
    await store.send(\.stopwatch.startButtonTapped) {
      $0.stopwatch?.isRunning = true
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.stopwatch.timerTicked) {
      $0.stopwatch?.secondsElapsed = 1
    }
    await store.receive(\.stopwatch.timerTicked) {
      $0.stopwatch?.secondsElapsed = 2
    }
    #expect(store.inFlightEffects.count == 1)
    await store.send(\.stopwatch.dismiss) {
      $0.laps = [2]
      $0.stopwatch = nil
    }
    #expect(store.inFlightEffects.isEmpty)
    await clock.advance(by: .seconds(5))
    #expect(store.receivedActions.isEmpty)
  }

  @Test
  func theDoneButtonDismissesTheSheetThroughTheDismissDependency() async {
    let clock = TestClock()
    let store = TestStore(initialState: SheetDemo.State()) {
      SheetDemo()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentStopwatchButtonTapped) {
      $0.stopwatch = Stopwatch.State()
    }
    await store.send(\.stopwatch.startButtonTapped) {
      $0.stopwatch?.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.stopwatch.timerTicked) {
      $0.stopwatch?.secondsElapsed = 1
    }
    await store.send(\.stopwatch.doneButtonTapped)
    await store.receive(\.stopwatch.dismiss) {
      $0.laps = [1]
      $0.stopwatch = nil
    }
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test
  func aNewSheetStartsAfresh() async {
    let clock = TestClock()
    let store = TestStore(initialState: SheetDemo.State()) {
      SheetDemo()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.presentStopwatchButtonTapped) {
      $0.stopwatch = Stopwatch.State()
    }
    await store.send(\.stopwatch.dismiss) {
      $0.laps = [0]
      $0.stopwatch = nil
    }
    await store.send(.presentStopwatchButtonTapped) {
      $0.stopwatch = Stopwatch.State()
    }
    await store.send(\.stopwatch.startButtonTapped) {
      $0.stopwatch?.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.stopwatch.timerTicked) {
      $0.stopwatch?.secondsElapsed = 1
    }
    await store.send(\.stopwatch.dismiss) {
      $0.laps = [0, 1]
      $0.stopwatch = nil
    }
  }
}
