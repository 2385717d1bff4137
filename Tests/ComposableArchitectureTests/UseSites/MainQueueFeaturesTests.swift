import ComposableArchitecture
import Testing

@MainActor
struct MainQueueFeaturesTests {
  @Test
  func theSearchRunsOnceTypingPauses() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: QueueSearch.State()) {
      QueueSearch()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.queryChanged("Ma")) { $0.query = "Ma" }
    await mainQueue.advance(by: 0.2)
    await store.send(.queryChanged("Main")) { $0.query = "Main" }
    await mainQueue.advance(by: 0.3)
    await store.receive(\.searchResponse) { $0.results = ["Main Street", "Main Square"] }
  }

  @Test
  func savesAreThrottled() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: QueueSearch.State()) {
      QueueSearch()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.saveButtonTapped)
    await mainQueue.advance()
    await store.receive(\.saved) { $0.saves = 1 }
    await store.send(.saveButtonTapped)
    await mainQueue.advance(by: .seconds(1))
    await store.send(.saveButtonTapped)
    await mainQueue.advance(by: .seconds(1))
    await store.receive(\.saved) { $0.saves = 2 }
  }

  @Test
  func anImmediateQueueSearchesAtOnce() async {
    let store = TestStore(initialState: QueueSearch.State()) {
      QueueSearch()
    } withDependencies: {
      $0.mainQueue = .immediate
    }
    await store.send(.queryChanged("Elm")) { $0.query = "Elm" }
    await store.receive(\.searchResponse) { $0.results = ["Elm Street", "Elm Square"] }
  }

  @Test
  func pollingTicksOnTheQueue() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Polling.State()) {
      Polling()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.toggleButtonTapped) { $0.isPolling = true }
    await mainQueue.advance(by: .seconds(1))
    await store.receive(\.poll) { $0.polls = 1 }
    await store.receive(\.poll) { $0.polls = 2 }
    await store.send(.toggleButtonTapped) { $0.isPolling = false }
    await mainQueue.run()
  }
}
