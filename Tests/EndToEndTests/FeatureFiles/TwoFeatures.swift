// Two features in one file: the command line names the one to start.
import ComposableArchitecture

@Reducer
struct Stepper {
  @ObservableState
  struct State: Equatable {
    var value = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.value += 1
      return .none
    }
  }
}

@Reducer
struct Toggle {
  @ObservableState
  struct State: Equatable {
    var isOn = false
  }

  enum Action {
    case toggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isOn.toggle()
      return .none
    }
  }
}
