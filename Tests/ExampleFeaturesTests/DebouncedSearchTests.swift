import ComposableArchitecture
import ExampleFeatures
import Testing

@MainActor
struct DebouncedSearchTests {
  @Test
  func searchAndClearQuery() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { _ in ["Seattle", "Seoul"] }
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.success) {
      $0.results = ["Seattle", "Seoul"]
    }
    await store.send(.searchQueryChanged("")) {
      $0.results = []
      $0.searchQuery = ""
    }
  }

  @Test
  func searchFailure() async {
    struct SomethingWentWrong: Error {}
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { _ in throw SomethingWentWrong() }
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await store.receive(\.searchResponse.failure)
  }

  @Test
  func clearQueryCancelsDebouncedSearch() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { _ in ["Seattle", "Seoul"] }
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
    }
    await clock.run()
  }

  @Test
  func clearQueryCancelsInFlightSearchRequest() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient = .inMemory(after: .milliseconds(300))
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await clock.advance(by: .milliseconds(100))
    await store.send(.searchQueryChanged("")) {
      $0.searchQuery = ""
    }
    await clock.run()
  }

  @Test
  func typingDebouncesToTheLastQuery() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient = .inMemory(after: .milliseconds(300))
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.searchQueryChanged("Se")) {
      $0.searchQuery = "Se"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("Seo")) {
      $0.searchQuery = "Seo"
    }
    await clock.advance(by: .milliseconds(299))
    #expect(store.receivedActions.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.searchQueryChangeDebounced)
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse.success, ["Seoul"]) {
      $0.results = ["Seoul"]
    }
  }

  @Test
  func typingOnCancelsTheSearchInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient = .inMemory(after: .seconds(2))
    }

    await store.send(.searchQueryChanged("S")) {
      $0.searchQuery = "S"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await store.send(.searchQueryChanged("Sy")) {
      $0.searchQuery = "Sy"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchQueryChangeDebounced)
    await clock.advance(by: .seconds(2))
    await store.receive(\.searchResponse.success) {
      $0.results = ["Sydney"]
    }
  }

  @Test
  func catalogueMatchesPrefixesIgnoringCase() {
    #expect(SearchClient.matches("se") == ["Seattle", "Seoul"])
    #expect(SearchClient.matches("LO") == ["London", "Los Angeles"])
    #expect(SearchClient.matches("x") == [])
  }
}
