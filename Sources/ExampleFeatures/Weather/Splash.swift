import ComposableArchitecture

/// The splash screen: fetches the weather of Seoul, then reports done or failed.
///
/// The effect handles its error with `.run(_:catch:)`: an error thrown and caught by nobody
/// would be reported as a failure.
@Reducer
public struct Splash: Sendable {
  /// The splash screen's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Whether the weather arrived.
    public var isSplashCompleted = false
    /// Whether fetching the weather failed.
    public var isSplashErrored = false

    /// Creates the state.
    public init(isSplashCompleted: Bool = false, isSplashErrored: Bool = false) {
      self.isSplashCompleted = isSplashCompleted
      self.isSplashErrored = isSplashErrored
    }
  }

  /// The splash screen's actions.
  public enum Action: Sendable {
    /// The splash screen appeared: fetch the weather.
    case fetchCurrentWeather
    /// The weather arrived.
    case responseCurrentWeather(Weather)
    /// Fetching the weather failed.
    case responseFetchError(any Error)
  }

  @Dependency(\.weatherAdapter) var adapter

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fetchCurrentWeather:
        return .run { send in
          let weather = try await adapter.fetchCurrentWeather("Seoul")
          await send(.responseCurrentWeather(weather))
        } catch: { error, send in
          await send(.responseFetchError(error))
        }

      case .responseCurrentWeather:
        state.isSplashCompleted = true
        return .none

      case .responseFetchError:
        state.isSplashErrored = true
        return .none
      }
    }
  }
}
