import ComposableArchitecture

/// A root screen with a navigation stack of counters and timers.
///
/// TCA's navigation-stack case study, without SwiftUI. It teaches stack navigation: the `Path`
/// reducer lists the screens the stack can hold, its `State` and `Action` enums one case per
/// screen; `StackState<Path.State>` holds the pushed screens, each with a ``StackElementID`` (0, 1, 2…
/// in the order of pushes); `.path(StackActionOf<Path>)` carries pushes (`.push(id:state:)`),
/// pops (`.popFrom(id:)`) and the screens' own actions (`.element(id:action:)`); and
/// `.forEach(\.path, action: \.path)` runs them. A screen leaving the stack, however it leaves,
/// has its effects cancelled: a running ``TimerScreen`` stops when popped. A ``CounterScreen``
/// pops itself with `@Dependency(\.dismiss)`.
@Reducer
public struct NavigationStackDemo: Sendable {
  /// The screens the stack can hold, one case per screen: `@Reducer` generates its `State` and
  /// `Action` enums, one case per screen, and a `body` that scopes each screen's reducer.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Path {
    /// A counter.
    case counter(CounterScreen)
    /// A timer.
    case timer(TimerScreen)
  }

  /// The root's state.
  @ObservableState
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
    case path(StackActionOf<Path>)
    /// Pops every screen.
    case popToRootButtonTapped
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
    .forEach(\.path, action: \.path)
  }
}
