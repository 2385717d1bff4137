import ComposableArchitecture

// Features written as TCA 1.x users share state: a counter and a stats screen that hold the same
// in-memory count, a type-safe key, and a reader.

extension SharedKey where Self == InMemoryKey<Int>.Default {
  static var tapCount: Self { Self[.inMemory("tapCount"), default: 0] }
}

@Reducer
struct CounterTab {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    @SharedReader(.tapCount) var taps
    var fact: String?
  }

  enum Action {
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .factButtonTapped:
        return .run { [count = state.$count] send in
          count.withLock { $0 *= 10 }
          await send(.factResponse("\(count.wrappedValue) is a good number."))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@Reducer
struct StatsTab {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    @Shared(.tapCount) var taps
  }

  enum Action {
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .resetButtonTapped:
        state.$count.withLock { $0 = 0 }
        state.$taps.withLock { $0 += 1 }
        return .none
      }
    }
  }
}

@Reducer
struct SharedTabs {
  @ObservableState
  struct State: Equatable {
    var counter = CounterTab.State()
    var stats = StatsTab.State()
  }

  enum Action {
    case counter(CounterTab.Action)
    case stats(StatsTab.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { CounterTab() }
    Scope(state: \.stats, action: \.stats) { StatsTab() }
  }
}
