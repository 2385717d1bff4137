import Composable
import Testing

/// A search whose query changes clear the results and load new ones, in both forms of
/// `onChange`: a reducer built from the old and new values, and a closure given the state.
struct QueryWatcher: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var changes: [String] = []
    var loads = 0
  }

  enum Action: Equatable {
    case queryChanged(String)
    case resultsLoaded([String])
    case loadsCounted
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
      case let .resultsLoaded(results):
        state.results = results
      case .loadsCounted:
        break
      }
      return .none
    }
    .onChange(of: \.query) { oldValue, newValue in
      Reduce { state, _ in
        state.changes.append("\(oldValue) → \(newValue)")
        return .send(.resultsLoaded([newValue.uppercased()]))
      }
    }
    .onChange(of: { $0.results }) { oldValue, state in
      state.loads += 1
      return oldValue.isEmpty ? .send(.loadsCounted) : .none
    }
  }
}

@MainActor
struct OnChangeTests {
  @Test
  func theChildRunsAfterTheBaseWhenTheValueChanges() async {
    let store = TestStore(initialState: QueryWatcher.State()) { QueryWatcher() }
    await store.send(.queryChanged("blob")) {
      $0.query = "blob"
      $0.changes = [" → blob"]
    }
    await store.receive(.resultsLoaded(["BLOB"])) {
      $0.results = ["BLOB"]
      $0.loads = 1
    }
    await store.receive(.loadsCounted)
    await store.send(.queryChanged("blob jr")) {
      $0.query = "blob jr"
      $0.changes = [" → blob", "blob → blob jr"]
    }
    await store.receive(.resultsLoaded(["BLOB JR"])) {
      $0.results = ["BLOB JR"]
      $0.loads = 2
    }
  }

  @Test
  func nothingRunsWhenTheValueStaysTheSame() async {
    let store = TestStore(initialState: QueryWatcher.State(query: "blob")) { QueryWatcher() }
    await store.send(.queryChanged("blob"))
    await store.send(.resultsLoaded([]))
  }
}

/// A rectangle whose area follows its sides: a tuple, told apart by `==`.
private struct Rectangle: Reducer {
  struct State: Equatable {
    var width = 1
    var height = 1
    var area = 1
    var areaChanges = 0
  }

  enum Action: Equatable {
    case widened
    case rotated
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .widened: state.width += 1
      case .rotated: swap(&state.width, &state.height)
      }
      return .none
    }
    .onChange(of: { ($0.width, $0.height) }, removeDuplicates: ==) { _, size in
      Reduce { state, _ in
        state.area = size.0 * size.1
        state.areaChanges += 1
        return .none
      }
    }
    .onChange(of: { $0.width * $0.height }, removeDuplicates: { _, _ in true }) { _, _ in
      Reduce { state, _ in
        state.area = -1
        return .none
      }
    }
  }
}

@MainActor
struct OnChangeRemovingDuplicatesTests {
  @Test
  func aTupleChangeRunsTheChildAndDuplicatesAsTheClosureTellsThemDoNot() async {
    let store = TestStore(initialState: Rectangle.State()) { Rectangle() }
    await store.send(.widened) {
      $0.width = 2
      $0.area = 2
      $0.areaChanges = 1
    }
    await store.send(.rotated) {
      $0.width = 1
      $0.height = 2
      $0.areaChanges = 2
    }
  }
}
