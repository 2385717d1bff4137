import Composable
import StoreREPL

/// A feature for the debugger's tests whose action is a `ViewAction`: a tap on its view starts
/// a pulse that, a second later, feeds back a dip of the level and then its recovery. No user
/// sends `.dipped` or `.recovered`; only the pulse does.
struct Pulse: Reducer, Sendable {
  struct State: Equatable, Sendable {
    var level = 0
  }

  enum Action: Sendable, ViewAction {
    case view(View)
    case dipped
    case recovered

    enum View: Sendable {
      case pulseTapped
      case resetTapped
    }
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.pulseTapped):
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.dipped)
          await send(.recovered)
        }
      case .view(.resetTapped):
        state.level = 0
        return .none
      case .dipped:
        state.level -= 1
        return .none
      case .recovered:
        state.level += 1
        return .none
      }
    }
  }

  /// The feature, registered as a user's package registers its own.
  static let feature = REPLFeature(
    "Pulse", summary: "a pulse that dips the level and brings it back",
    initialState: State(), reducer: { Pulse() })
}

/// What the shell prints for `commands` on `Pulse`.
func pulseSession(_ commands: [String]) async -> String {
  await Shell.replay(
    Transcript(feature: "Pulse", commands: commands, output: ""), features: [Pulse.feature]
  ).output
}
