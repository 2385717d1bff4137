import ComposableArchitecture

/// The weather app: the splash screen, then the main screen once the weather has arrived.
///
/// `Scope(state: \.splash, action: \.splash)` runs first; the root's own `Reduce` then reacts to
/// the same `.splash(.responseCurrentWeather)` action, so one action changes both, and a test
/// receives it once: `store.receive(\.splash.responseCurrentWeather) { … }`.
/// `.ifLet(\.main, action: \.main)` runs the main screen while it is shown.
@Reducer
public struct Root: Sendable {
  /// The app's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The splash screen.
    public var splash = Splash.State()
    /// Whether the splash screen is showing.
    public var isSplashActive = true
    /// The main screen, once the weather has arrived.
    public var main: Main.State?

    /// Creates the state.
    public init(
      splash: Splash.State = Splash.State(), isSplashActive: Bool = true, main: Main.State? = nil
    ) {
      self.splash = splash
      self.isSplashActive = isSplashActive
      self.main = main
    }
  }

  /// The app's actions.
  public enum Action: Sendable {
    /// The splash screen's actions.
    case splash(Splash.Action)
    /// The main screen's actions.
    case main(Main.Action)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.splash, action: \.splash) {
      Splash()
    }
    Reduce { state, action in
      switch action {
      case let .splash(.responseCurrentWeather(weather)):
        state.isSplashActive = false
        state.main = Main.State(weather: weather)
        return .none

      case .splash, .main:
        return .none
      }
    }
    .ifLet(\.main, action: \.main) {
      Main()
    }
  }
}
