import ComposableArchitecture

/// A counter pushed onto ``NavigationStackDemo``'s stack; its Back button pops it through the
/// `dismiss` dependency.
@Reducer
public struct CounterScreen: Sendable {
  /// The counter.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The count.
    public var count: Int

    /// Creates the state.
    public init(count: Int = 0) {
      self.count = count
    }
  }

  /// What the counter can do.
  public enum Action: Equatable, Sendable {
    /// Pops the screen through the `dismiss` dependency.
    case backButtonTapped
    /// The minus button was tapped.
    case decrementButtonTapped
    /// The plus button was tapped.
    case incrementButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .backButtonTapped:
        return .run { _ in await self.dismiss() }

      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

/// A timer pushed onto ``NavigationStackDemo``'s stack: it ticks every second on the clock until
/// it is stopped, or until the screen is popped.
@Reducer
public struct TimerScreen: Sendable {
  /// The timer.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Whether the timer runs.
    public var isTimerRunning: Bool
    /// The seconds counted so far.
    public var secondsElapsed: Int

    /// Creates the state.
    public init(isTimerRunning: Bool = false, secondsElapsed: Int = 0) {
      self.isTimerRunning = isTimerRunning
      self.secondsElapsed = secondsElapsed
    }
  }

  /// What the timer can do.
  public enum Action: Equatable, Sendable {
    /// Starts the timer.
    case startButtonTapped
    /// Stops the timer.
    case stopButtonTapped
    /// A second went by.
    case timerTicked
  }

  /// The cancellation ids of the timer's effects.
  public enum CancelID: Sendable {
    /// The timer.
    case timer
  }

  @Dependency(\.continuousClock) var clock

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.isTimerRunning = true
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .stopButtonTapped:
        state.isTimerRunning = false
        return .cancel(id: CancelID.timer)

      case .timerTicked:
        state.secondsElapsed += 1
        return .none
      }
    }
  }
}
