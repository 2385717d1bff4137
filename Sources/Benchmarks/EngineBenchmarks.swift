import Composable
import ExampleFeatures
import Synchronization

// Reference, measured on this machine kind with a Linux port of TCA 1.25.5: `Store.send` on a
// counter 5.0 µs; send + advance(by: 1s) + receive of the delayed response 142 µs; a direct call
// of the reducer 1.2 ns. swift-clocks' TestClock: 542 ms for 1,000 sleepers, 14.5 s for 10,000.

private struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

private struct Middle: Reducer {
  struct State: Equatable { var counter = Counter.State() }
  enum Action: Equatable { case counter(Counter.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) { Counter() }
  }
}

private struct Top: Reducer {
  struct State: Equatable { var middle = Middle.State() }
  enum Action: Equatable { case middle(Middle.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.middle, action: /Action.middle) { Middle() }
  }
}

/// A reducer whose one action starts `count` effects sleeping until 1 s, 2 s, … `count` s.
private struct Sleepers: Reducer {
  struct State: Equatable {}
  enum Action { case start(Int) }
  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case let .start(count) = action else { return .none }
    return .merge(
      (1...count).map { second in
        .run { [clock] _ in try await clock.sleep(for: .seconds(second)) }
      })
  }
}

private let sends = 100_000

private final class MutexBox: Sendable {
  let mutex = Mutex(0)
}

private final class LockBox: Sendable {
  let lock = Lock(0)
}

/// The engine: the live store, scoping, the test clock and the EffectsBasics cycle.
let engineSuite: BenchmarkSuite = BenchmarkSuite(name: "engine") { suite in
  suite.add("reduce.direct", iterations: sends) {
    let reducer = Counter()
    return {
      var state = Counter.State()
      for _ in 0..<sends {
        blackHole(reducer.reduce(into: &state, action: .increment))
        blackHole(state)
      }
      return state
    }
  }
  suite.add("mutex.withLock", iterations: sends) {
    let box = MutexBox()
    return {
      for _ in 0..<sends { box.mutex.withLock { $0 &+= 1 } }
      return box.mutex.withLock { $0 }
    }
  }
  // NB: The engine's lock: a `Mutex` whose sections also pass an atomic, for Thread Sanitizer.
  suite.add("lock.withLock", baseline: "mutex.withLock", iterations: sends) {
    let box = LockBox()
    return {
      for _ in 0..<sends { box.lock.withLock { $0 &+= 1 } }
      return box.lock.withLock { $0 }
    }
  }
  suite.add(
    "store.send", baseline: "reduce.direct", target: .atMost(.nanoseconds(500)),
    iterations: sends
  ) {
    let store = Store(initialState: Counter.State()) { Counter() }
    return {
      for _ in 0..<sends { store.send(.increment) }
      return store
    }
  }
  suite.add("scope2.reduce.direct", iterations: sends) {
    let reducer = Top()
    return {
      var state = Top.State()
      for _ in 0..<sends {
        blackHole(reducer.reduce(into: &state, action: .middle(.counter(.increment))))
        blackHole(state)
      }
      return state
    }
  }
  suite.add(
    "scope2.store.send", baseline: "scope2.reduce.direct",
    target: .atMostTimes(3, of: "scope2.reduce.direct"), iterations: sends
  ) {
    let store = Store(initialState: Top.State()) { Top() }
    return {
      for _ in 0..<sends { store.send(.middle(.counter(.increment))) }
      return store
    }
  }
  for count in [10_000, 100_000] {
    let name = "testclock.advance.\(count / 1000)k"
    suite.addSelfTimed(
      name,
      target: count == 10_000
        ? .atMost(.milliseconds(50)) : .atMostTimes(15, of: "testclock.advance.10k")
    ) {
      return {
        let clock = TestClock()
        let store = TestStore(initialState: Sleepers.State()) { Sleepers(clock: clock) }
        store.exhaustivity = .off
        await store.send(.start(count))
        let began = ContinuousClock.now
        await clock.advance(by: .seconds(count))
        let elapsed = began.duration(to: .now)
        precondition(clock.sleeperCount == 0 && store.inFlightEffects.isEmpty)
        return elapsed
      }
    }
  }
  let cycles = 2_000
  suite.addAsync(
    "effectsbasics.cycle", target: .atMost(.microseconds(20)), iterations: cycles
  ) {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
    }
    return {
      for _ in 0..<cycles {
        await store.send(.decrementButtonTapped) { $0.count = -1 }
        await clock.advance(by: .seconds(1))
        await store.receive({
          if case .decrementDelayResponse = $0 { true } else { false }
        }) {
          $0.count = 0
        }
      }
      return store
    }
  }
}
