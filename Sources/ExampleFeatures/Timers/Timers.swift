import ComposableArchitecture

/// A timer that counts the seconds while it runs.
///
/// TCA's timers case study. It teaches `clock.timer(interval:)`, an `AsyncSequence` of ticks on
/// the `continuousClock` dependency (the virtual clock in tests and in the shell), and
/// `.cancellable(id:cancelInFlight: true)`: every tap of the toggle starts a new effect under
/// `CancelID.timer` and so cancels the one before. When the toggle turns the timer off, the new
/// effect returns at once: cancelling the running timer is all it does. `onDisappear` stops the
/// timer with `.cancel(id:)`.
@Reducer
public struct Timers: Sendable {
  /// The timer's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Whether the timer is running.
    public var isTimerActive = false
    /// The seconds counted so far.
    public var secondsElapsed = 0

    /// Creates the state.
    public init(isTimerActive: Bool = false, secondsElapsed: Int = 0) {
      self.isTimerActive = isTimerActive
      self.secondsElapsed = secondsElapsed
    }
  }

  /// The timer's actions.
  public enum Action: Equatable, Sendable {
    /// The screen went away.
    case onDisappear
    /// A second went by.
    case timerTicked
    /// The start/stop button was tapped.
    case toggleTimerButtonTapped
  }

  @Dependency(\.continuousClock) var clock

  /// The cancellation ids of the feature's effects.
  public enum CancelID: Sendable { case timer }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onDisappear:
        state.isTimerActive = false
        return .cancel(id: CancelID.timer)

      case .timerTicked:
        state.secondsElapsed += 1
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerActive.toggle()
        return .run { [isTimerActive = state.isTimerActive] send in
          guard isTimerActive else { return }
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      }
    }
  }
}
