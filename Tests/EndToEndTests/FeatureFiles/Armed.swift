// A feature with a crash planted a few steps in, where only some orders of its actions lead:
// for the tests of `explore`, which finds the shortest.
import ComposableArchitecture

@Reducer
struct Armed {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isArmed = false
  }

  enum Action {
    case armToggled(Bool)
    case incrementButtonTapped
    case resetButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .armToggled(isOn):
        state.isArmed = isOn
        return .none
      case .incrementButtonTapped:
        state.count += 1
        if state.isArmed, state.count == 2 {
          fatalError("armed at \(state.count)")
        }
        return .none
      case .resetButtonTapped:
        state.count = 0
        return .none
      }
    }
  }
}
