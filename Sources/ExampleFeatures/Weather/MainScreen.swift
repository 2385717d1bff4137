import ComposableArchitecture

/// The main screen: shows the weather the splash screen fetched.
@Reducer
public struct Main: Sendable {
  /// The main screen's state.
  @ObservableState
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
    /// The °C/°F switch was flipped.
    case unitToggled
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .unitToggled:
        state.showsFahrenheit.toggle()
        return .none
      }
    }
  }
}
