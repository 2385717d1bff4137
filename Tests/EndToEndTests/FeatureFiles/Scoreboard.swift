// A parent that keeps a total of what its child counts and says when the child's delayed
// increment is on its way, but forgets that the child can cancel it: for the tests of `explore`
// on a composed feature.
import ComposableArchitecture

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
    case incrementLaterButtonTapped
    case cancelButtonTapped
    case delayedIncrement
  }

  enum CancelID { case delay }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped, .delayedIncrement:
        state.count += 1
        return .none
      case .incrementLaterButtonTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.delayedIncrement)
        }
        .cancellable(id: CancelID.delay, cancelInFlight: true)
      case .cancelButtonTapped:
        return .cancel(id: CancelID.delay)
      }
    }
  }
}

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var counter = Counter.State()
    var total = 0
    var isWaiting = false
  }

  enum Action {
    case counter(Counter.Action)
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) {
      Counter()
    }
    Reduce { state, action in
      switch action {
      case .counter(.incrementButtonTapped):
        state.total += 1
        return .none
      case .counter(.incrementLaterButtonTapped):
        state.isWaiting = true
        return .none
      case .counter(.delayedIncrement):
        state.isWaiting = false
        state.total += 1
        return .none
      case .counter:
        return .none
      case .resetButtonTapped:
        state.counter.count = 0
        state.total = 0
        return .none
      }
    }
  }
}
