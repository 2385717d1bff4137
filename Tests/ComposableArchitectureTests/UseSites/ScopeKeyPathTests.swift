import ComposableArchitecture
import Testing

// A child scoped as TCA 1.x users write it, `Scope(state: \.counter, action: \.counter)`, beside
// the same scope with the action named by each kind of key path the call accepts.

@Reducer
struct ScopedCounter {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: Equatable {
    case increment
    case decrement
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case .decrement: state.count -= 1
      }
      return .none
    }
  }
}

@Reducer
struct InferredScope {
  @ObservableState
  struct State: Equatable { var counter = ScopedCounter.State() }
  enum Action: Equatable {
    case counter(ScopedCounter.Action)
    case other(ScopedCounter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { ScopedCounter() }
  }
}

@Reducer
struct CaseKeyPathScope {
  typealias State = InferredScope.State
  typealias Action = InferredScope.Action

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \Action.Cases.counter) { ScopedCounter() }
  }
}

@Reducer
struct AllCasePathsScope {
  typealias State = InferredScope.State
  typealias Action = InferredScope.Action

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \Action.AllCasePaths.counter) { ScopedCounter() }
  }
}

struct ScopeKeyPathTests {
  static let actions: [InferredScope.Action] = [
    .counter(.increment), .other(.increment), .counter(.increment), .other(.decrement),
    .counter(.decrement), .counter(.increment),
  ]

  func run<R: Reducer>(_ reducer: R) -> [Int]
  where R.State == InferredScope.State, R.Action == InferredScope.Action {
    var state = InferredScope.State()
    return Self.actions.map { action in
      _ = reducer.reduce(into: &state, action: action)
      return state.counter.count
    }
  }

  @Test func everyKeyPathToTheActionCaseScopesTheSameActions() {
    #expect(run(InferredScope()) == [1, 1, 2, 2, 1, 2])
    #expect(run(CaseKeyPathScope()) == [1, 1, 2, 2, 1, 2])
    #expect(run(AllCasePathsScope()) == [1, 1, 2, 2, 1, 2])
  }

  @Test func aTwoLevelCaseKeyPathStillScopes() {
    struct Parent: Reducer {
      typealias State = InferredScope.State
      typealias Action = InferredScope.Action
      var body: some ReducerOf<Self> {
        Scope(state: \.counter.count, action: \.counter.increment) {
          Reduce { count, _ in
            count += 10
            return .none
          }
        }
      }
    }
    #expect(run(Parent()) == [10, 10, 20, 20, 20, 30])
  }
}
