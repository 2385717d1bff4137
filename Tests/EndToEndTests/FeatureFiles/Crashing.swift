// A feature whose reducer traps on purpose, three ways, for the tests of a crash that loses
// nothing.
import ComposableArchitecture

@Reducer
struct Crashing {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var items: [Int] = []
    var name: String?
  }

  enum Action {
    case incrementButtonTapped
    case unwrapButtonTapped
    case fatalButtonTapped
    case indexButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .unwrapButtonTapped:
        state.count += state.name!.count
        return .none
      case .fatalButtonTapped:
        fatalError("the count is \(state.count)")
      case .indexButtonTapped:
        state.count = state.items[state.count]
        return .none
      }
    }
  }
}
