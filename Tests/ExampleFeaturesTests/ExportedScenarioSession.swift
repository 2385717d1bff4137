// swift-format-ignore-file
// A session of DebouncedSearch in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Testing

@Test func exportedScenarioSession() async {
  let clock = TestClock()
  var defaultDependencies = DependencyValues()
  let store = TestStore(
    initialState: DebouncedSearch.State()
  ) {
    DebouncedSearch()
  } withDependencies: {
    $0.continuousClock = clock
    defaultDependencies = $0
    $0.searchClient.search = { SearchClient.matches($0) }
  }

  await store.send(.searchQueryChanged("Se")) {
    $0.searchQuery = "Se"
  }

  await clock.advance(by: .milliseconds(300))
  await store.receive(\.searchQueryChangeDebounced)
  await store.receive(\.searchResponse.success) {
    $0.results = ["Seattle", "Seoul"]
  }

  store.dependencies = defaultDependencies
  store.dependencies.searchClient = .failing()

  await store.send(.searchQueryChanged("Sea")) {
    $0.searchQuery = "Sea"
  }

  await clock.advance(by: .milliseconds(600))
  await store.receive(\.searchQueryChangeDebounced)
  await store.receive(\.searchResponse.failure) {
    $0.results = []
  }
}
