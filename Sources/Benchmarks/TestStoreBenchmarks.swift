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

let testStoreSuite: BenchmarkSuite = BenchmarkSuite(name: "teststore") { suite in
  // NB: The floor of an exhaustive assertion on a large state: one comparison of two equal
  // states that share no storage.
  suite.add("compare.rows10k") {
    let (state, copy) = equalRowStates()
    return { state == copy }
  }
  suite.addAsync(
    "send.counter", target: .atMost(.microseconds(3)), iterations: 1_000
  ) {
    let store = TestStore(initialState: BenchmarkCounter.State()) { BenchmarkCounter() }
    return {
      for _ in 0..<1_000 { await store.send(.increment) { $0.count += 1 } }
      return store
    }
  }
  suite.addAsync(
    "send.rows10k", baseline: "compare.rows10k", target: .atMost(.microseconds(80)),
    iterations: 100
  ) {
    let store = TestStore(initialState: BenchmarkRows.State()) { BenchmarkRows() }
    return {
      for _ in 0..<100 { await store.send(.increment) { $0.rows[5_000].count += 1 } }
      return store
    }
  }
  // MARK: Counted
  suite.addCounted("send.counter", budget: .atMost(8_000), sizes: (1_000, 6_000)) {
    let store = TestStore(initialState: BenchmarkCounter.State()) { BenchmarkCounter() }
    return { n in
      for _ in 0..<n { await store.send(.increment) { $0.count += 1 } }
    }
  }
  // NB: The floor of a send's assertion on the 10,000 rows: one comparison of two equal states
  // that share no storage. A send compares expected with actual (once), the state before with
  // the state after (up to the changed row), and copies the state before to make the expected
  // one, which the closure changes.
  suite.addCounted("compare.rows10k", sizes: (20, 120)) {
    let (state, copy) = equalRowStates()
    return { n in
      for _ in 0..<n { blackHole(state == copy) }
    }
  }
  suite.addCounted(
    "send.rows10k", baseline: "compare.rows10k", budget: .atMost(100_000), sizes: (20, 120)
  ) {
    let store = TestStore(initialState: BenchmarkRows.State()) { BenchmarkRows() }
    return { n in
      for _ in 0..<n { await store.send(.increment) { $0.rows[5_000].count += 1 } }
    }
  }
  suite.addCounted("send.numbers10k", budget: .atMost(100_000), sizes: (20, 120)) {
    let store = TestStore(initialState: BenchmarkNumbers.State()) { BenchmarkNumbers() }
    return { n in
      for _ in 0..<n { await store.send(.increment) { $0.numbers[5_000] += 1 } }
    }
  }
}
