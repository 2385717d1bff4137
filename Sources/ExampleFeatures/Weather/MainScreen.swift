import Composable

/// The main screen: shows the weather the splash screen fetched.
public struct Main: Reducer, Sendable {
  /// The main screen's state.
  public struct State: Equatable, Sendable {
    /// The weather shown.
    public var weather: Weather
    /// Whether temperatures are shown in Fahrenheit.
    public var showsFahrenheit = false

    /// Creates the state.
    public init(weather: Weather, showsFahrenheit: Bool = false) {
      self.weather = weather
      self.showsFahrenheit = showsFahrenheit
    }
  }

  /// The main screen's actions.
  public enum Action: Equatable, Sendable {
    case unitToggled
  }

  /// Creates the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .unitToggled:
      state.showsFahrenheit.toggle()
      return .none
    }
  }
}
