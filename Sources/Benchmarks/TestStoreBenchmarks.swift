import Composable

// `TestStore.send` with a state assertion that holds: what a test pays per step.

/// A counter: the smallest feature a test store can drive.
private struct BenchmarkCounter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// A list of 10,000 rows whose action changes one of them.
private struct BenchmarkRows: Reducer {
  struct Row: Equatable {
    var id: Int
    var title: String
    var count = 0
    var isDone = false
  }

  struct State: Equatable {
    var rows = (0..<10_000).map { Row(id: $0, title: "Row \($0)") }
  }

  enum Action { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.rows[5_000].count += 1
    return .none
  }
}

/// 10,000 integers, one of which the action changes: the large state whose elements cost
/// nothing to copy or free.
private struct BenchmarkNumbers: Reducer {
  struct State: Equatable {
    var numbers = Array(0..<10_000)
  }

  enum Action { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.numbers[5_000] += 1
    return .none
  }
}

/// Two equal states of 10,000 rows that share no storage.
private func equalRowStates() -> (BenchmarkRows.State, BenchmarkRows.State) {
  let state = BenchmarkRows.State()
  var copy = state
  copy.rows[0].count = 0
  return (state, copy)
}

/// The floor of a send on the 10,000 rows: ``SendFloor``, the row the action changes changed.
private func rowsFloor() -> SendFloor<BenchmarkRows.State> {
  SendFloor(
    seen: BenchmarkRows.State(), actual: BenchmarkRows.State(),
    reduce: { $0.rows[5_000].count += 1 }, expect: { $0.rows[5_000].count += 1 })
}

/// The floor of a send on the 10,000 integers.
private func numbersFloor() -> SendFloor<BenchmarkNumbers.State> {
  SendFloor(
    seen: BenchmarkNumbers.State(), actual: BenchmarkNumbers.State(),
    reduce: { $0.numbers[5_000] += 1 }, expect: { $0.numbers[5_000] += 1 })
}

/// The floor of a send on the counter.
private func counterFloor() -> SendFloor<BenchmarkCounter.State> {
  SendFloor(
    seen: BenchmarkCounter.State(), actual: BenchmarkCounter.State(),
    reduce: { $0.count += 1 }, expect: { $0.count += 1 })
}

let testStoreSuite: BenchmarkSuite = BenchmarkSuite(name: "teststore") { suite in
  // One comparison of two equal states that share no storage: what a comparison of the
  // whole state costs, for scale.
  suite.add("compare.rows10k") {
    let (state, copy) = equalRowStates()
    return { state == copy }
  }
  // A send's floor, written by hand (`SendFloor`): two copies of the state and two
  // comparisons. On the counter the engine's own work is most of a send: the target bounds it.
  suite.add("floor.counter", iterations: 1_000) {
    var floor = counterFloor()
    return {
      for _ in 0..<1_000 { floor.send() }
      return 0
    }
  }
  suite.addAsync(
    "send.counter", target: .atMostTimes(50, of: "floor.counter"), iterations: 1_000
  ) {
    let store = TestStore(initialState: BenchmarkCounter.State()) { BenchmarkCounter() }
    return {
      for _ in 0..<1_000 { await store.send(.increment) { $0.count += 1 } }
      return store
    }
  }
  suite.add("floor.rows10k", baseline: "compare.rows10k", iterations: 100) {
    var floor = rowsFloor()
    return {
      for _ in 0..<100 { floor.send() }
      return 0
    }
  }
  suite.addAsync(
    "send.rows10k", target: .atMostTimes(1.3, of: "floor.rows10k"),
    iterations: 100
  ) {
    let store = TestStore(initialState: BenchmarkRows.State()) { BenchmarkRows() }
    return {
      for _ in 0..<100 { await store.send(.increment) { $0.rows[5_000].count += 1 } }
      return store
    }
  }
  // MARK: Counted
  suite.addCounted("floor.counter", sizes: (1_000, 6_000)) {
    return { n in
      var floor = counterFloor()
      for _ in 0..<n { floor.send() }
    }
  }
  suite.addCounted(
    "send.counter", baseline: "floor.counter", budget: .atMost(8_000), sizes: (1_000, 6_000)
  ) {
    let store = TestStore(initialState: BenchmarkCounter.State()) { BenchmarkCounter() }
    return { n in
      for _ in 0..<n { await store.send(.increment) { $0.count += 1 } }
    }
  }
  suite.addCounted("compare.rows10k", sizes: (20, 120)) {
    let (state, copy) = equalRowStates()
    return { n in
      for _ in 0..<n { blackHole(state == copy) }
    }
  }
  // The floor of a send's assertion on the 10,000 rows (`SendFloor`): the rows copied once,
  // when the closure writes the expected state, and freed once; the state before compared with
  // the state after up to the changed row, and the expected state with the state after whole.
  suite.addCountedSend("rows10k", floor: rowsFloor) {
    let store = TestStore(initialState: BenchmarkRows.State()) { BenchmarkRows() }
    return { n in
      for _ in 0..<n { await store.send(.increment) { $0.rows[5_000].count += 1 } }
    }
  }
  suite.addCountedSend("numbers10k", floor: numbersFloor) {
    let store = TestStore(initialState: BenchmarkNumbers.State()) { BenchmarkNumbers() }
    return { n in
      for _ in 0..<n { await store.send(.increment) { $0.numbers[5_000] += 1 } }
    }
  }
}
