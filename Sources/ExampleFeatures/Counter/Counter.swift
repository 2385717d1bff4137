import ComposableArchitecture

/// The archetypal counter: a number and two buttons.
///
/// TCA's first case study. It teaches the shape of every feature: `@Reducer` makes the struct a
/// reducer, its `@ObservableState` `State` is plain data, `Action` lists what can happen, and
/// `body` turns one into the other. No action here has an effect, so every branch of the
/// `Reduce` returns `.none`.
@Reducer
public struct Counter: Sendable {
  /// The counter's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The number shown between the buttons.
    public var count = 0

    /// Creates the state.
    public init(count: Int = 0) {
      self.count = count
    }
  }

  /// The counter's actions.
  public enum Action: Equatable, Sendable {
    /// The minus button was tapped.
    case decrementButtonTapped
    /// The plus button was tapped.
    case incrementButtonTapped
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
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
