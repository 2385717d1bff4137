import Composable

/// The archetypal counter: a number and two buttons.
///
/// TCA's first case study. It teaches the shape of every feature: `State` is plain data,
/// `Action` lists what can happen, and the reducer turns one into the other. No action here has
/// an effect, so every reducer branch returns `.none`.
public struct Counter: Reducer, Sendable {
  /// The counter's state.
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
    case decrementButtonTapped
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
