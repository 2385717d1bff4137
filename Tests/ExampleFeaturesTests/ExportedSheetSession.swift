// swift-format-ignore-file
// A session of SheetDemo in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Testing

@Test func exportedSheetSession() async {
  let clock = TestClock()
  var store = TestStore(
    initialState: SheetDemo.State()
  ) {
    SheetDemo()
  } withDependencies: {
    $0.continuousClock = clock
  }

  await store.send(.presentStopwatchButtonTapped) {
    $0.stopwatch = Stopwatch.State(isRunning: false, secondsElapsed: 0)
  }

  // set stopwatch.secondsElapsed = 10
  // A test store's state cannot be set by hand: the test goes on with a
  // new store that starts from the state at this point.
  do {
    var state = store.state
    state.stopwatch?.secondsElapsed = 10
    let dependencies = store.dependencies
    store = TestStore(initialState: state) {
      SheetDemo()
    } withDependencies: {
      $0 = dependencies
    }
  }

  await store.send(.stopwatch(.presented(.startButtonTapped))) {
    $0.stopwatch?.isRunning = true
  }

  await clock.advance(by: .seconds(2))
  await store.receive(\.stopwatch.timerTicked) {
    $0.stopwatch?.secondsElapsed = 11
  }
  await store.receive(\.stopwatch.timerTicked) {
    $0.stopwatch?.secondsElapsed = 12
  }

  await store.send(.stopwatch(.presented(.doneButtonTapped)))
  await store.receive(\.stopwatch.dismiss) {
    $0.laps = [12]
    $0.stopwatch = nil
  }
}
