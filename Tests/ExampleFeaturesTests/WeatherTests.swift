import ComposableArchitecture
import ExampleFeatures
import Testing

@MainActor
struct WeatherTests {
  @Test
  func test_fetch_success() async {
    let store = TestStore(
      initialState: Splash.State(),
      reducer: { Splash() },
      withDependencies: {
        $0.weatherAdapter.fetchCurrentWeather = { _ in .mock }
      }
    )

    await store.send(.fetchCurrentWeather)
    await store.receive(\.responseCurrentWeather) {
      $0.isSplashCompleted = true
    }
  }

  @Test
  func test_fetch_failure() async {
    struct TestError: Error {}

    let store = TestStore(
      initialState: Splash.State(),
      reducer: { Splash() },
      withDependencies: {
        $0.weatherAdapter.fetchCurrentWeather = { _ in throw TestError() }
      }
    )

    await store.send(.fetchCurrentWeather)
    await store.receive(\.responseFetchError) {
      $0.isSplashErrored = true
    }
  }

  @Test
  func test_fetch_success_with_testValue() async {
    let store = TestStore(initialState: Splash.State()) {
      Splash()
    }

    await store.send(.fetchCurrentWeather)
    await store.receive(\.responseCurrentWeather) {
      $0.isSplashCompleted = true
    }
  }

  @Test
  func test_splash_to_main_transition() async {
    let store = TestStore(
      initialState: Root.State(),
      reducer: { Root() },
      withDependencies: {
        $0.weatherAdapter.fetchCurrentWeather = { _ in .mock }
      }
    )

    await store.send(.splash(.fetchCurrentWeather))

    await store.receive(\.splash.responseCurrentWeather) {
      $0.splash.isSplashCompleted = true
      $0.isSplashActive = false
      $0.main = Main.State(weather: .mock)
    }
  }

  @Test
  func test_splash_to_main_transition_non_exhaustive() async {
    let store = TestStore(
      initialState: Root.State(),
      reducer: { Root() },
      withDependencies: {
        $0.weatherAdapter.fetchCurrentWeather = { _ in .mock }
      }
    )
    store.exhaustivity = .off

    await store.send(.splash(.fetchCurrentWeather))
    await store.receive(\.splash.responseCurrentWeather)

    #expect(store.state.isSplashActive == false)
  }

  @Test
  func mainScreenActionsReachTheMainScreenOnceItIsShown() async {
    let store = TestStore(
      initialState: Root.State(isSplashActive: false, main: Main.State(weather: .mock))
    ) {
      Root()
    }

    await store.send(\.main.unitToggled) {
      $0.main?.showsFahrenheit = true
    }
  }
}
