import Composable

/// The splash screen: fetches the weather of Seoul, then reports done or failed.
public struct Splash: Reducer, Sendable {
  /// The splash screen's state.
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
    case fetchCurrentWeather
    case responseCurrentWeather(Weather)
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
