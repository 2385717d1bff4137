import Composable
import TestHelpers
import Testing

@Suite(.timeLimit(.hang)) struct TestStoreReentrancyTests {
  @Test func aDependencyTheReducerCallsCanReadTheTestStore() async {
    let holder = LockIsolated<TestStore<Peeking.State, Peeking.Action>?>(nil)
    let store = TestStore(initialState: Peeking.State()) {
      Peeking()
    } withDependencies: {
      $0.storePeek.peek = {
        guard let store = holder.value else { return "no store" }
        return
          "saw \(store.state.count), \(store.currentState.count) at step \(store.stepCount), \(store.exhaustivity)"
      }
    }
    holder.setValue(store)
    await store.send(.increment) {
      $0.count = 1
      $0.log = ["increment"]
    }
    await store.send(.peek) { $0.log = ["increment", "saw 1, 1 at step 2, on"] }
    holder.setValue(nil)
  }

  @Test func anActionAnEffectSendsWhileTheReducerRunsIsReducedAfterIt() async {
    let (numbers, continuation) = AsyncStream<Int>.makeStream()
    let holder = LockIsolated<TestStore<Peeking.State, Peeking.Action>?>(nil)
    let store = TestStore(initialState: Peeking.State()) {
      Peeking(numbers: numbers)
    } withDependencies: {
      $0.storePeek.peek = {
        continuation.yield(7)
        holder.value?.runEffects()
        return "ran the effects"
      }
    }
    holder.setValue(store)
    await store.send(.listen)
    await store.send(.peek) { $0.log = ["ran the effects"] }
    await store.receive(.heard(7)) { $0.log = ["ran the effects", "heard 7"] }
    continuation.finish()
    await store.finish()
    holder.setValue(nil)
  }
}
