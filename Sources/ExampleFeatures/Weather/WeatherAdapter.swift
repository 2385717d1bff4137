import ComposableArchitecture

/// Current weather for a city.
public struct Weather: Equatable, Sendable {
  /// The city.
  public var city: String
  /// The temperature in degrees Celsius.
  public var temperature: Double
  /// A word for the sky: "Sunny", "Cloudy"…
  public var condition: String

  /// Creates a weather report.
  public init(city: String, temperature: Double, condition: String) {
    self.city = city
    self.temperature = temperature
    self.condition = condition
  }

  /// Seoul on a sunny day.
  public static let mock = Weather(city: "Seoul", temperature: 21.5, condition: "Sunny")
}

/// Fetches the current weather.
///
/// A `@DependencyClient`, so that a test overrides the one endpoint it needs:
/// `$0.weatherAdapter.fetchCurrentWeather = { _ in .mock }`.
@DependencyClient
public struct WeatherAdapter: Sendable {
  /// Fetches the current weather of a city.
  public var fetchCurrentWeather: @Sendable (_ city: String) async throws -> Weather
}

/// The error of a weather request that failed.
public struct WeatherFetchError: Error, Equatable, Sendable {
  /// What went wrong.
  public var reason: String

  /// Creates the error.
  public init(reason: String) { self.reason = reason }
}

extension WeatherAdapter: DependencyKey {
  /// Without a network, the live adapter answers with `Weather.mock` for the city after a second
  /// on the continuous clock.
  public static var liveValue: WeatherAdapter {
    WeatherAdapter { city in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      var weather = Weather.mock
      weather.city = city
      return weather
    }
  }

  /// Most tests assume a successful fetch of `Weather.mock`.
  public static var testValue: WeatherAdapter {
    WeatherAdapter(fetchCurrentWeather: { _ in .mock })
  }

  /// Previews show `Weather.mock` at once.
  public static var previewValue: WeatherAdapter {
    WeatherAdapter(fetchCurrentWeather: { _ in .mock })
  }
}

extension WeatherAdapter {
  /// Fails after a second on the continuous clock: the service is unavailable.
  public static var failingAfterOneSecond: WeatherAdapter {
    WeatherAdapter { _ in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      throw WeatherFetchError(reason: "the weather service is unavailable")
    }
  }
}

extension DependencyValues {
  /// The weather service.
  public var weatherAdapter: WeatherAdapter {
    get { self[WeatherAdapter.self] }
    set { self[WeatherAdapter.self] = newValue }
  }
}
