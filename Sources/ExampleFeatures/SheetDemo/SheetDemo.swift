import ComposableArchitecture

/// A screen that presents a ``Stopwatch`` in a sheet and keeps the time of each one dismissed.
///
/// It teaches presentation: `@Presents var stopwatch: Stopwatch.State?` is the sheet (non-nil
/// while it shows), `.stopwatch(PresentationAction<Stopwatch.Action>)` carries the child's
/// actions as `.presented(…)`, and `.ifLet(\.$stopwatch, action: \.stopwatch) { Stopwatch() }`
/// runs the child. Dismissing the sheet, by `.stopwatch(.dismiss)` (a swipe down) or by the
/// child's Done button calling `@Dependency(\.dismiss)`, sets the state to `nil` and cancels
/// every effect the child started: its timer stops without the child doing anything. The parent
/// sees `.stopwatch(.dismiss)` before the state goes, and notes the time.
@Reducer
public struct SheetDemo: Sendable {
  /// The screen's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The seconds each dismissed stopwatch showed, in order.
    public var laps: [Int]
    /// The stopwatch in the sheet, while it shows.
    @Presents public var stopwatch: Stopwatch.State?

    /// Creates the state.
    public init(laps: [Int] = [], stopwatch: Stopwatch.State? = nil) {
      self.laps = laps
      self.stopwatch = stopwatch
    }
  }

  /// What the screen can do.
  public enum Action: Equatable, Sendable {
    /// Presents a new stopwatch.
    case presentStopwatchButtonTapped
    /// The stopwatch's actions, and its dismissal.
    case stopwatch(PresentationAction<Stopwatch.Action>)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentStopwatchButtonTapped:
        state.stopwatch = Stopwatch.State()
        return .none

      case .stopwatch(.dismiss):
        if let stopwatch = state.stopwatch {
          state.laps.append(stopwatch.secondsElapsed)
        }
        return .none

      case .stopwatch:
        return .none
      }
    }
    .ifLet(\.$stopwatch, action: \.stopwatch) {
      Stopwatch()
    }
  }
}
