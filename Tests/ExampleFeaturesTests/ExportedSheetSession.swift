// swift-format-ignore-file
// A session of SheetDemo in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Testing

@Test func exportedSheetSession() async {
  let clock = TestClock()
  let store = TestStore(
    initialState: SheetDemo.State()
  ) {
    SheetDemo()
  } withDependencies: {
    $0.continuousClock = clock
  }

  await store.send(.presentStopwatchButtonTapped) {
    $0.stopwatch = Stopwatch.State(isRunning: false, secondsElapsed: 0)
  }

  await store.send(.stopwatch(.presented(.startButtonTapped))) {
    $0.stopwatch?.isRunning = true
  }

  await clock.advance(by: .seconds(2))
  await store.receive(\.stopwatch.timerTicked) {
    $0.stopwatch?.secondsElapsed = 1
  }
  await store.receive(\.stopwatch.timerTicked) {
    $0.stopwatch?.secondsElapsed = 2
  }

  store.state.stopwatch?.secondsElapsed = 10

  await clock.advance(by: .seconds(1))
  await store.receive(\.stopwatch.timerTicked) {
    $0.stopwatch?.secondsElapsed = 11
  }

  await store.send(.stopwatch(.presented(.doneButtonTapped)))
  await store.receive(\.stopwatch.dismiss) {
    $0.laps = [11]
    $0.stopwatch = nil
  }
}
