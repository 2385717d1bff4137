import ComposableArchitecture

/// A stopwatch that counts seconds on the clock, and closes itself with its Done button.
///
/// The child feature that ``SheetDemo`` presents in a sheet. Its timer runs until the sheet is
/// dismissed: nothing in the stopwatch stops it, the presentation does.
@Reducer
public struct Stopwatch: Sendable {
  /// The stopwatch's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Whether the timer runs.
    public var isRunning: Bool
    /// The seconds counted so far.
    public var secondsElapsed: Int

    /// Creates the state.
    public init(isRunning: Bool = false, secondsElapsed: Int = 0) {
      self.isRunning = isRunning
      self.secondsElapsed = secondsElapsed
    }
  }

  /// What the stopwatch can do.
  public enum Action: Equatable, Sendable {
    /// Closes the sheet through the `dismiss` dependency.
    case doneButtonTapped
    /// Starts counting, once a second on the clock.
    case startButtonTapped
    /// One second went by.
    case timerTicked
  }

  /// The cancellation ids of the stopwatch's effects.
  public enum CancelID: Sendable {
    /// The timer.
    case timer
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doneButtonTapped:
        return .run { _ in await self.dismiss() }

      case .startButtonTapped:
        state.isRunning = true
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .timerTicked:
        state.secondsElapsed += 1
        return .none
      }
    }
  }
}
