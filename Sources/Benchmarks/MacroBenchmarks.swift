import ComposableArchitecture

// The same features written twice: with TCA 1.x's macros and key-path case paths, and by hand
// in the pre-macro dialect (explicit conformance, `/Action.case` paths).

// MARK: - Written with macros

@Reducer
private struct MacroCounter {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct MacroParent {
  @ObservableState
  struct State: Equatable { var counter = MacroCounter.State() }
  enum Action: Equatable {
    case counter(MacroCounter.Action)
    case response(Result<Int, Failure>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { MacroCounter() }
  }
}

@Reducer
private struct MacroRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  enum Action: Equatable { case increment }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct MacroHost {
  @ObservableState
  struct State: Equatable {
    var child: MacroCounter.State? = MacroCounter.State()
    var rows = IdentifiedArray(uniqueElements: (0..<100).map { MacroRow.State(id: $0) })
  }
  enum Action: Equatable {
    case child(MacroCounter.Action)
    case rows(IdentifiedActionOf<MacroRow>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.child, action: \.child) { MacroCounter() }
      .forEach(\.rows, action: \.rows) { MacroRow() }
  }
}

// MARK: - Written by hand

private struct HandCounter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

private struct HandParent: Reducer {
  struct State: Equatable { var counter = HandCounter.State() }
  enum Action: Equatable { case counter(HandCounter.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) { HandCounter() }
  }
}

private struct HandRow: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  enum Action: Equatable { case increment }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

private struct HandHost: Reducer {
  struct State: Equatable {
    var child: HandCounter.State? = HandCounter.State()
    var rows = IdentifiedArray(uniqueElements: (0..<100).map { HandRow.State(id: $0) })
  }
  enum Action: Equatable {
    case child(HandCounter.Action)
    case rows(IdentifiedActionOf<HandRow>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.child, action: /Action.child) { HandCounter() }
      .forEach(\.rows, action: /Action.rows) { HandRow() }
  }
}

// MARK: - A two-level action

private struct Failure: Error, Equatable {}

@CasePathable
private enum Outer {
  case child(Inner)
  case other(Int)
}

@CasePathable
private enum Inner {
  case response(Int)
  case tapped
}

private let outers: [Outer] = [
  .child(.response(1)), .other(2), .child(.tapped), .child(.response(4)), .other(5),
]

private let rounds = 20_000
private let sends = 100_000

/// Key-path case paths beside a `switch`, and reducers written with macros beside the same
/// reducers written by hand.
let macroSuite: BenchmarkSuite = BenchmarkSuite(name: "macros") { suite in
  suite.add("extract.switch", iterations: rounds * outers.count) {
    // A function the optimizer may not inline into the loop, as a case path's closures are.
    return { extractAll(switchExtract) }
  }
  suite.add(
    "extract.twolevel.keypath", baseline: "extract.switch",
    target: .atMostTimes(3, of: "extract.switch"), iterations: rounds * outers.count
  ) {
    let path = AnyCasePath(\Outer.Cases.child.response)
    return { extractAll(path.extract(from:)) }
  }
  suite.add(
    "extract.onelevel.keypath", baseline: "extract.switch", iterations: rounds * outers.count
  ) {
    let path = AnyCasePath(\Outer.Cases.other)
    return { extractAll(path.extract(from:)) }
  }
  suite.add(
    "convert.twolevel.each-time", baseline: "extract.switch",
    iterations: rounds * outers.count
  ) {
    return { extractAll { AnyCasePath(\Outer.Cases.child.response).extract(from: $0) } }
  }
  suite.add(
    "convert.twolevel.literal-only", baseline: "extract.switch", iterations: rounds * outers.count
  ) {
    return {
      var count = 0
      for _ in 0..<(rounds * outers.count) {
        let keyPath: CaseKeyPath<Outer, Int> = \.child.response
        count &+= ObjectIdentifier(keyPath).hashValue & 1
      }
      return count
    }
  }
  suite.addSendPair("store.send") {
    sending(.increment, to: Store(initialState: HandCounter.State()) { HandCounter() })
  } macro: {
    sending(.increment, to: Store(initialState: MacroCounter.State()) { MacroCounter() })
  }
  suite.addSendPair("scope.store.send") {
    sending(.counter(.increment), to: Store(initialState: HandParent.State()) { HandParent() })
  } macro: {
    sending(.counter(.increment), to: Store(initialState: MacroParent.State()) { MacroParent() })
  }
  suite.addSendPair("ifLet.store.send") {
    sending(.child(.increment), to: Store(initialState: HandHost.State()) { HandHost() })
  } macro: {
    sending(.child(.increment), to: Store(initialState: MacroHost.State()) { MacroHost() })
  }
  suite.addSendPair("forEach.store.send") {
    sending(
      { .rows(.element(id: $0 % 100, action: .increment)) },
      to: Store(initialState: HandHost.State()) { HandHost() })
  } macro: {
    sending(
      { .rows(.element(id: $0 % 100, action: .increment)) },
      to: Store(initialState: MacroHost.State()) { MacroHost() })
  }
}

private func extractAll<Value>(_ extract: (Outer) -> Value?) -> Int {
  var found = 0
  for _ in 0..<rounds {
    for outer in outers where extract(outer) != nil { found += 1 }
  }
  return found
}

@inline(never)
private func switchExtract(_ outer: Outer) -> Int? {
  if case .child(.response(let value)) = outer { return value }
  return nil
}

extension BenchmarkSuite {
  /// `<name>.by-hand` and `<name>.macro`: the same sends to a reducer written by hand and to the
  /// same reducer written with macros, which must cost at most 10% more.
  fileprivate mutating func addSendPair(
    _ name: String, byHand: @escaping @Sendable () -> () -> Any,
    macro: @escaping @Sendable () -> () -> Any
  ) {
    add("\(name).by-hand", iterations: sends, setUp: byHand)
    add(
      "\(name).macro", baseline: "\(name).by-hand",
      target: .atMostTimes(1.1, of: "\(name).by-hand"), iterations: sends, setUp: macro)
  }
}

/// A benchmark body that sends `sends` actions to `store`, the n-th `action(n)`.
private func sending<State, Action>(
  _ action: @escaping (Int) -> Action, to store: Store<State, Action>
) -> () -> Any {
  {
    for index in 0..<sends { store.send(action(index)) }
    return store
  }
}

/// A benchmark body that sends `action` to `store`, `sends` times.
private func sending<State, Action>(_ action: Action, to store: Store<State, Action>) -> () -> Any {
  sending({ _ in action }, to: store)
}
