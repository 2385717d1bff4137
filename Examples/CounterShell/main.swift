// A shell of your own: register your features and hand them to `storeREPLMain`.
// Build and run it with `swift run counter-shell Counter`.
import Composable
import StoreREPL

#if canImport(Glibc)
  import Glibc
#endif

struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
  }

  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          try await clock.sleep(for: .milliseconds(500))
          await send(.factResponse("\(count) is a fine number."))
        }
      case let .factResponse(fact):
        state.fact = fact
        return .none
      }
    }
  }
}

let counter = REPLFeature(
  "Counter",
  summary: "a counter with a fact that arrives after 500ms",
  initialState: Counter.State(),
  reducer: { Counter() })

exit(await storeREPLMain(features: [counter]))
