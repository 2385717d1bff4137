// swift-format-ignore-file
// A session of Root in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Testing

@Test func exportedScenarioSwitch() async {
  let clock = TestClock()
  var defaultDependencies = DependencyValues()
  let store = TestStore(
    initialState: Root.State(splash: Splash.State(isSplashCompleted: false, isSplashErrored: false), isSplashActive: true, main: nil)
  ) {
    Root()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
    defaultDependencies = $0
    $0.weatherAdapter = WeatherAdapter.liveValue
  }

  store.dependencies = defaultDependencies
  store.dependencies.weatherAdapter = .failingAfterOneSecond

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
