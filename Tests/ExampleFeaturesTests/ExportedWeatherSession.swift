// swift-format-ignore-file
// A session of Root in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Testing

@Test func exportedWeatherSession() async {
  let clock = TestClock()
  var defaultDependencies = DependencyValues()
  var initialState = Root.State()
  initialState.splash.isSplashCompleted = false
  initialState.splash.isSplashErrored = false
  initialState.isSplashActive = true
  initialState.main = nil
  let store = TestStore(
    initialState: initialState
  ) {
    Root()
  } withDependencies: {
    $0.continuousClock = clock
    defaultDependencies = $0
    $0.weatherAdapter = .failingAfterOneSecond
  }

  await store.send(.splash(.fetchCurrentWeather))

  await clock.advance(by: .seconds(1))
  await store.receive(\.splash.responseFetchError) {
    $0.splash.isSplashErrored = true
  }

  store.dependencies = defaultDependencies
  store.dependencies.weatherAdapter = WeatherAdapter.liveValue

  await store.send(.splash(.fetchCurrentWeather))

  await clock.advance(by: .seconds(1))
  await store.receive(\.splash.responseCurrentWeather) {
    $0.splash.isSplashCompleted = true
    $0.isSplashActive = false
    $0.main = Main.State(weather: Weather(city: "Seoul", temperature: 21.5, condition: "Sunny"), showsFahrenheit: false)
  }
}
