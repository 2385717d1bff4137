import ComposableArchitecture
import Foundation

// `Store.send` and `TestStore.send` as a user's program pays them: a feature written with the
// product's macros, in a program linked with every target of the product `ComposableArchitecture`
// (as this executable is), which loads no test framework.

/// A counter as a user writes it.
@Reducer
private struct UserCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// Stops the process when it has loaded a test framework: a user's program linked with the
/// product loads none, and these benchmarks count what it pays.
private func requireNoTestFramework() {
  for library in ["libXCTest.so", "libTesting.so"] {
    if let handle = dlopen(library, RTLD_LAZY | RTLD_NOLOAD) {
      dlclose(handle)
      fatalError("The benchmarks' process loaded \(library), which a user's program does not.")
    }
  }
}

let userProgramSuite: BenchmarkSuite = BenchmarkSuite(name: "user") { suite in
  // NB: The floor of a `Store.send`: the feature's `reduce`, called directly.
  suite.addCounted("reduce.direct", sizes: (1_000, 11_000)) {
    requireNoTestFramework()
    let reducer = UserCounter()
    return { n in
      var state = UserCounter.State()
      for _ in 0..<n {
        blackHole(reducer.reduce(into: &state, action: .incrementButtonTapped))
        blackHole(state)
      }
    }
  }
  suite.addCounted(
    "store.send", baseline: "reduce.direct", budget: .atMost(316), sizes: (1_000, 11_000)
  ) {
    requireNoTestFramework()
    let store = Store(initialState: UserCounter.State()) { UserCounter() }
    return { n in
      for _ in 0..<n { store.send(.incrementButtonTapped) }
    }
  }
  // NB: The floor of a `TestStore.send` with its assertion (`SendFloor`).
  suite.addCounted("floor.send", sizes: (1_000, 6_000)) {
    requireNoTestFramework()
    return { n in
      var floor = SendFloor(
        seen: UserCounter.State(), actual: UserCounter.State(), reduce: { $0.count += 1 },
        expect: { $0.count += 1 })
      for _ in 0..<n { floor.send() }
    }
  }
  suite.addCounted(
    "teststore.send", baseline: "floor.send", budget: .atMost(3_479), sizes: (1_000, 6_000)
  ) {
    requireNoTestFramework()
    let store = TestStore(initialState: UserCounter.State()) { UserCounter() }
    return { n in
      for _ in 0..<n { await store.send(.incrementButtonTapped) { $0.count += 1 } }
    }
  }
}
