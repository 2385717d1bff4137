// The smallest feature, for the library cache.
import ComposableArchitecture

@Reducer
struct Tally {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case tapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}
