import Composable

// Identified arrays against dictionaries, and a test store driving a list of 10,000 todos.

private struct BenchmarkTodo: Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
  var isComplete = false
}

/// One todo, toggled.
private struct BenchmarkTodoFeature: Reducer {
  typealias State = BenchmarkTodo
  enum Action { case toggled }

  func reduce(into state: inout BenchmarkTodo, action: Action) -> Effect<Action> {
    state.isComplete.toggle()
    return .none
  }
}

/// 10,000 todos integrated with `forEach`.
private struct BenchmarkTodos: Reducer {
  struct State: Equatable {
    var todos = IdentifiedArrayOf<BenchmarkTodo>(
      uncheckedUniqueElements: (0..<10_000).map { BenchmarkTodo(id: $0, title: "Todo \($0)") })
  }

  enum Action { case todos(IdentifiedActionOf<BenchmarkTodoFeature>) }

  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.todos, action: /Action.todos) { BenchmarkTodoFeature() }
  }
}

private let lookups = 10_000

/// The floor of a send that toggles one of the 10,000 todos: ``SendFloor``.
private func todosFloor() -> SendFloor<BenchmarkTodos.State> {
  SendFloor(
    seen: BenchmarkTodos.State(), actual: BenchmarkTodos.State(),
    reduce: { $0.todos[id: 5_000]?.isComplete.toggle() },
    expect: { $0.todos[id: 5_000]?.isComplete.toggle() })
}

let navigationSuite: BenchmarkSuite = BenchmarkSuite(name: "navigation") { suite in
  suite.add("dictionary.update", iterations: lookups) {
    var todos = Dictionary(
      uniqueKeysWithValues: (0..<10_000).map { ($0, BenchmarkTodo(id: $0, title: "Todo \($0)")) })
    return {
      for id in 0..<lookups { todos[(id &* 7919) % 10_000]?.isComplete.toggle() }
      return todos.count
    }
  }
  suite.add(
    "identifiedArray.update", baseline: "dictionary.update",
    target: .atMostTimes(3, of: "dictionary.update"), iterations: lookups
  ) {
    var todos = BenchmarkTodos.State().todos
    return {
      for id in 0..<lookups { todos[id: (id &* 7919) % 10_000]?.isComplete.toggle() }
      return todos.count
    }
  }
  suite.add("dictionary.lookup", iterations: lookups) {
    let todos = Dictionary(
      uniqueKeysWithValues: (0..<10_000).map { ($0, BenchmarkTodo(id: $0, title: "Todo \($0)")) })
    return {
      var found = 0
      for id in 0..<lookups where todos[(id &* 7919) % 10_000]?.isComplete == false { found += 1 }
      return found
    }
  }
  suite.add(
    "identifiedArray.lookup", baseline: "dictionary.lookup",
    target: .atMostTimes(3, of: "dictionary.lookup"), iterations: lookups
  ) {
    let todos = BenchmarkTodos.State().todos
    return {
      var found = 0
      for id in 0..<lookups where todos[id: (id &* 7919) % 10_000]?.isComplete == false {
        found += 1
      }
      return found
    }
  }
  // A send's floor on the 10,000 todos (`SendFloor`): two copies of the state, the
  // expected one's todos copied when the closure writes it, and two comparisons.
  suite.add("floor.toggle.todos10k", iterations: 100) {
    var floor = todosFloor()
    return {
      for _ in 0..<100 { floor.send() }
      return 0
    }
  }
  suite.addAsync(
    "send.toggle.todos10k", target: .atMostTimes(1.3, of: "floor.toggle.todos10k"),
    iterations: 100
  ) {
    let store = TestStore(initialState: BenchmarkTodos.State()) { BenchmarkTodos() }
    return {
      for _ in 0..<50 {
        await store.send(.todos(.element(id: 5_000, action: .toggled))) {
          $0.todos[id: 5_000]?.isComplete = true
        }
        await store.send(.todos(.element(id: 5_000, action: .toggled))) {
          $0.todos[id: 5_000]?.isComplete = false
        }
      }
      return store
    }
  }
  // MARK: Counted
  suite.addCountedSend("toggle.todos10k", floor: todosFloor) {
    let store = TestStore(initialState: BenchmarkTodos.State()) { BenchmarkTodos() }
    return { n in
      for index in 0..<n {
        await store.send(.todos(.element(id: 5_000, action: .toggled))) {
          $0.todos[id: 5_000]?.isComplete = index.isMultiple(of: 2)
        }
      }
    }
  }
}
