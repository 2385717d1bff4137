// A file that declares its features itself: their names, initial states and scenarios.
import ComposableArchitecture
import StoreREPL

@Reducer
struct Score {
  @ObservableState
  struct State: Equatable {
    var points: Int
  }

  enum Action {
    case scored
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.points += 1
      return .none
    }
  }
}

let replFeatures = [
  REPLFeature(
    "Score", summary: "a score that starts at 10",
    initialState: Score.State(points: 10), reducer: { Score() }),
  REPLFeature(
    "Comeback", summary: "the same score, from behind",
    initialState: Score.State(points: -3), reducer: { Score() },
    scenarios: [.preview, .test]),
]
