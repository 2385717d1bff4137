import TestHelpers
import Testing

@testable import Composable

/// A store that is dropped frees its runtime, its executor and its effects' tasks, and the
/// effects do not outlive it.
@Suite(.timeLimit(.hang)) struct RuntimeLifetimeTests {
  @Test func aDroppedStoreCancelsItsEffectsAndFreesItsRuntime() async {
    let (numbers, continuation) = AsyncStream<Int>.makeStream()
    weak var weakStore: Store<Peeking.State, Peeking.Action>?
    weak var weakRuntime: EffectRuntime<Peeking.Action>?
    let task: StoreTask
    do {
      let store = Store(initialState: Peeking.State()) { Peeking(numbers: numbers) }
      weakStore = store
      weakRuntime = store.runtime
      task = store.send(.listen)
    }
    #expect(weakStore == nil)
    // NB: The effect waits on a stream nobody feeds: only its cancellation ends it.
    await task.finish()
    #expect(task.isCancelled)
    #expect(weakRuntime == nil)
    continuation.finish()
  }

  @Test func aDroppedTestStoreEndsItsEffectsAndFreesItsRuntimeAndExecutor() async {
    let clock = TestClock()
    let (numbers, continuation) = AsyncStream<Int>.makeStream()
    weak var weakStore: TestStore<Harness.State, Harness.Action>?
    weak var weakRuntime: EffectRuntime<Harness.Action>?
    weak var weakExecutor: EffectExecutor?
    do {
      let store = TestStore.harness()
      store.exhaustivity = .off
      await store.send(.start { _ in try await clock.sleep(for: .seconds(1)) })
      await store.send(.start { _ in for await _ in numbers {} })
      #expect(store.inFlightEffects.map(\.number) == [1, 2])
      weakStore = store
      weakRuntime = store.runtime
      weakExecutor = store.runtime.executor
    }
    #expect(weakStore == nil)
    #expect(weakRuntime == nil)
    #expect(weakExecutor == nil)
    #expect(clock.sleeperCount == 0)
    continuation.finish()
  }

  @Test func anEffectStoppedByTheStepBudgetKeepsNothingOfItsTestStore() async {
    weak var weakRuntime: EffectRuntime<Harness.Action>?
    do {
      let store = TestStore(
        initialState: Harness.State(), reducer: { Harness() }, stepBudget: 1000)
      store.exhaustivity = .off
      await withKnownIssue {
        await store.send(.start { send in while true { await send(.log("again")) } })
      }
      #expect(store.inFlightEffects.isEmpty)
      weakRuntime = store.runtime
    }
    #expect(weakRuntime == nil)
  }

  @Test func anEffectResumedAfterItsTestStoreIsGoneRunsToItsEnd() async {
    let parked = LockIsolated<UnsafeContinuation<Void, Never>?>(nil)
    let (ended, end) = AsyncStream<String>.makeStream()
    weak var weakRuntime: EffectRuntime<Harness.Action>?
    do {
      let store = TestStore.harness()
      store.exhaustivity = .off
      // NB: The effect ignores cancellation: it waits on a continuation that only the test
      // resumes.
      await store.send(
        .start { send in
          await withUnsafeContinuation { parked.setValue($0) }
          await send(.log("after the store"))
          end.yield("ended")
        })
      weakRuntime = store.runtime
    }
    #expect(weakRuntime == nil)
    parked.value?.resume()
    var iterator = ended.makeAsyncIterator()
    #expect(await iterator.next() == "ended")
  }
}
