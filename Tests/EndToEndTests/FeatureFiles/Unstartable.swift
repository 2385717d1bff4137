// A feature that starts, and a reducer whose State the shell cannot make: it is listed with why.
import ComposableArchitecture

@Reducer
struct Greeting {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action {
    case nameChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none
      }
    }
  }
}

@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var id: Int
    fileprivate init(id: Int) { self.id = id }
  }

  enum Action {
    case refresh
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
