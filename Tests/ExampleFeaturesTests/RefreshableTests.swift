import ComposableArchitecture
import ExampleFeatures
import Testing

@MainActor
struct RefreshableTests {
  @Test
  func happyPath() async {
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await store.receive(\.factResponse.success) {
      $0.fact = "1 is a good number."
    }
  }

  @Test
  func unhappyPath() async {
    struct FactError: Equatable, Error {}
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactError() }
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await store.receive(\.factResponse.failure)
  }

  @Test
  func cancellation() async {
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient = .sleepingThenAnswering
      $0.continuousClock = TestClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await store.send(.cancelButtonTapped)
  }

  /// What the pull-to-refresh view does: await the effects `send(.refresh)` started.
  @Test
  func refreshFinishes() async {
    let store = TestStore(initialState: Refreshable.State(fact: "0 is a good number.")) {
      Refreshable()
    } withDependencies: {
      $0.factClient = .sleepingThenAnswering
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    let refresh = await store.send(.refresh) {
      $0.fact = nil
    }
    await refresh.finish()
    #expect(refresh.isCancelled)
    await store.receive(\.factResponse.success, "1 is a good number.") {
      $0.fact = "1 is a good number."
    }
  }

  /// The view going away cancels the task the refresh awaits, and with it the request.
  @Test
  func cancellingTheRefreshTask() async {
    let clock = TestClock()
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient = .sleepingThenAnswering
      $0.continuousClock = clock
    }

    let refresh = await store.send(.refresh)
    #expect(!refresh.isCancelled)
    await refresh.cancel()
    #expect(refresh.isCancelled)
    await clock.advance(by: .seconds(1))
    #expect(store.receivedActions.isEmpty)
  }
}
