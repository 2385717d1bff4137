import Composable
import Testing

/// A counter whose increment multiplies the count by ten a second later.
private struct DelayedCounter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case incrementTapped, delayed }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.delayed)
      }
    case .delayed:
      state.count *= 10
      return .none
    }
  }
}

@Suite(.serialized) struct MainSerialExecutorTests {
  @Test func theAsyncFormRunsATestStoreTestOnTheMainActor() async {
    let count = await withMainSerialExecutor {
      MainActor.assertIsolated()
      let clock = TestClock()
      let store = TestStore(initialState: DelayedCounter.State()) {
        DelayedCounter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.incrementTapped) { $0.count = 1 }
      await clock.advance(by: .seconds(1))
      await store.receive(.delayed) { $0.count = 10 }
      return store.state.count
    }
    #expect(count == 10)
  }

  @Test func theAsyncFormRethrows() async {
    struct Stop: Error, Equatable {}
    await #expect(throws: Stop()) {
      try await withMainSerialExecutor {
        await Task.yield()
        throw Stop()
      }
    }
  }

  @Test func theSyncFormRunsTheOperationOnce() throws {
    var runs = 0
    let result = withMainSerialExecutor {
      runs += 1
      return "ran"
    }
    #expect(result == "ran")
    #expect(runs == 1)
    struct Stop: Error, Equatable {}
    #expect(throws: Stop()) { try withMainSerialExecutor { throw Stop() } }
  }

  @Test func theSwitchKeepsWhatWasSet() {
    let before = uncheckedUseMainSerialExecutor
    defer { uncheckedUseMainSerialExecutor = before }
    uncheckedUseMainSerialExecutor = true
    #expect(uncheckedUseMainSerialExecutor)
    uncheckedUseMainSerialExecutor = false
    #expect(!uncheckedUseMainSerialExecutor)
  }
}
