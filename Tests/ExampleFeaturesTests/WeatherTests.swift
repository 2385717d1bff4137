import ComposableTesting
import ExampleFeatures
import Testing

@Suite struct WeatherTests {
  @Test func test_fetch_success() async {
    let store = TestStore(
      initialState: Splash.State(),
      reducer: { Splash() },
      withDependencies: {
        $0.weatherAdapter.fetchCurrentWeather = { _ in .mock }
      }
    )

    await store.send(.fetchCurrentWeather)
    await store.receive(/Splash.Action.responseCurrentWeather) {
      $0.isSplashCompleted = true
    }
  }

  @Test func test_fetch_failure() async {
    struct TestError: Error {}

    let store = TestStore(
      initialState: Splash.State(),
      reducer: { Splash() },
      withDependencies: {
        $0.weatherAdapter.fetchCurrentWeather = { _ in throw TestError() }
      }
    )

    await store.send(.fetchCurrentWeather)
    await store.receive(/Splash.Action.responseFetchError) {
      $0.isSplashErrored = true
    }
  }

  @Test func test_fetch_success_with_testValue() async {
    let store = TestStore(initialState: Splash.State()) { Splash() }

    await store.send(.fetchCurrentWeather)
    await store.receive(/Splash.Action.responseCurrentWeather) {
      $0.isSplashCompleted = true
    }
  }

  @Test func test_splash_to_main_transition() async {
    let store = TestStore(
      initialState: Root.State(),
      reducer: { Root() },
      withDependencies: {
        $0.weatherAdapter.fetchCurrentWeather = { _ in .mock }
      }
    )

    await store.send(.splash(.fetchCurrentWeather))

    await store.receive(/Root.Action.splash .. /Splash.Action.responseCurrentWeather) {
      $0.splash.isSplashCompleted = true
      $0.isSplashActive = false
      $0.main = Main.State(weather: .mock)
    }
  }

  @Test func test_splash_to_main_transition_non_exhaustive() async {
    let store = TestStore(
      initialState: Root.State(),
      reducer: { Root() },
      withDependencies: {
        $0.weatherAdapter.fetchCurrentWeather = { _ in .mock }
      }
    )
    store.exhaustivity = .off

    await store.send(.splash(.fetchCurrentWeather))
    await store.receive(/Root.Action.splash .. /Splash.Action.responseCurrentWeather)

    #expect(store.state.isSplashActive == false)
  }

  @Test func mainScreenActionsReachTheMainScreenOnceItIsShown() async {
    let store = TestStore(
      initialState: Root.State(isSplashActive: false, main: Main.State(weather: .mock))
    ) {
      Root()
    }
    await store.send(.main(.unitToggled)) {
      $0.main?.showsFahrenheit = true
    }
  }
}

@Suite struct SharedLogicTests {
  @Test func sharingThroughAnActionNeedsAReceiveAfterEverySend() async {
    let store = TestStore(initialState: SharedLogicWithActions.State()) {
      SharedLogicWithActions()
    }

    await store.send(.buttonTapped) {
      $0.count = 1
    }
    await store.receive(.sharedComputation) {
      $0.summary = "count 1, off, 0 characters"
    }
    await store.send(.toggleChanged) {
      $0.isEnabled = true
    }
    await store.receive(.sharedComputation) {
      $0.summary = "count 1, on, 0 characters"
    }
    await store.send(.textFieldChanged("Hello")) {
      $0.description = "Hello"
    }
    await store.receive(.sharedComputation) {
      $0.summary = "count 1, on, 5 characters"
    }
  }

  @Test func sharingThroughAMethodReadsAsAScript() async {
    let store = TestStore(initialState: SharedLogicWithMethods.State()) {
      SharedLogicWithMethods()
    }

    await store.send(.buttonTapped) {
      $0.count = 1
      $0.summary = "count 1, off, 0 characters"
    }
    await store.send(.toggleChanged) {
      $0.isEnabled = true
      $0.summary = "count 1, on, 0 characters"
    }
    await store.send(.textFieldChanged("Hello")) {
      $0.description = "Hello"
      $0.summary = "count 1, on, 5 characters"
    }
  }
}
