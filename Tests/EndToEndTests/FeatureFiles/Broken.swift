// A feature that does not compile: its reducer reads a property State does not have.
import ComposableArchitecture

@Reducer
struct Broken {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.total += 1
    return .none
  }
}
