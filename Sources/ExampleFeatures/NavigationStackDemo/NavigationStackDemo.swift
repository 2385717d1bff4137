import Composable

/// A root screen with a navigation stack of counters and timers.
///
/// TCA's navigation-stack case study, without SwiftUI. It teaches stack navigation:
/// `StackState<Path.State>` holds the pushed screens, each with a ``StackElementID`` (0, 1, 2…
/// in the order of pushes), `.path(StackAction<Path.State, Path.Action>)` carries pushes
/// (`.push(id:state:)`), pops (`.popFrom(id:)`) and the screens' own actions
/// (`.element(id:action:)`), and `.forEach(\.path, action: /Action.path) { Path() }` runs them.
/// A screen leaving the stack, however it leaves, has its effects cancelled: a running
/// ``TimerScreen`` stops when popped. A ``CounterScreen`` pops itself with
/// `@Dependency(\.dismiss)`.
public struct NavigationStackDemo: Reducer, Sendable {
  /// The root's state.
  public struct State: Equatable, Sendable {
    /// The pushed screens, bottom first.
    public var path: StackState<Path.State>

    /// Creates the state.
    public init(path: StackState<Path.State> = StackState()) {
      self.path = path
    }
  }

  /// What the root can do.
  public enum Action: Equatable, Sendable {
    /// Pops every screen above the one with an id.
    case goBackToScreen(id: StackElementID)
    /// Pushes a counter.
    case goToCounterButtonTapped
    /// Pushes a timer.
    case goToTimerButtonTapped
    /// The stack's pushes, pops and screen actions.
    case path(StackAction<Path.State, Path.Action>)
    /// Pops every screen.
    case popToRootButtonTapped
  }

  /// The screens the stack can hold.
  public struct Path: Reducer, Sendable {
    /// One screen's state.
    public enum State: Equatable, Sendable {
      case counter(CounterScreen.State)
      case timer(TimerScreen.State)
    }

    /// One screen's action.
    public enum Action: Equatable, Sendable {
      case counter(CounterScreen.Action)
      case timer(TimerScreen.Action)
    }

    /// Creates the reducer.
    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: /State.counter, action: /Action.counter) {
        CounterScreen()
      }
      Scope(state: /State.timer, action: /Action.timer) {
        TimerScreen()
      }
    }
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .goBackToScreen(id):
        state.path.pop(to: id)
        return .none
      case .goToCounterButtonTapped:
        state.path.append(.counter(CounterScreen.State()))
        return .none
      case .goToTimerButtonTapped:
        state.path.append(.timer(TimerScreen.State()))
        return .none
      case .path:
        return .none
      case .popToRootButtonTapped:
        state.path.removeAll()
        return .none
      }
    }
    .forEach(\.path, action: /Action.path) { Path() }
  }
}
