import Composable
import Testing

@testable import Composable

/// A test's steps run the effects they settle on the thread that awaits them, without hopping to
/// another executor and back: a `@MainActor` test's effects run inside its own jobs.
@MainActor
@Suite struct CallersExecutorTests {
  @Test func sendAndAdvanceRunTheEffectOnTheCallersThread() async {
    let clock = TestClock()
    let store = TestStore.harness()
    let effectThreads = LockIsolated<[String: ThreadIdentity]>([:])
    var callerThreads: [String: ThreadIdentity] = [:]
    callerThreads["send"] = .current
    await store.send(
      .start { send in
        effectThreads.withValue { $0["started"] = .current }
        try await clock.sleep(for: .seconds(1))
        effectThreads.withValue { $0["woke"] = .current }
        await send(.log("woke"))
      })
    callerThreads["advance"] = .current
    await clock.advance(by: .seconds(1))
    #expect(effectThreads.value["started"] == callerThreads["send"])
    #expect(effectThreads.value["woke"] == callerThreads["advance"])
    #expect(await store.drainLog() == ["woke"])
  }

  @Test func runRunsTheEffectOnTheCallersThread() async {
    let clock = TestClock()
    let store = TestStore.harness()
    let effectThread = LockIsolated<ThreadIdentity?>(nil)
    let task = await store.send(
      .start { send in
        try await clock.sleep(for: .seconds(2))
        effectThread.setValue(.current)
      })
    let callerThread = ThreadIdentity.current
    await clock.run()
    #expect(effectThread.value == callerThread)
    await task.finish()
  }

  @Test func testStoreOfNamesAFeaturesTestStore() async {
    let store: TestStoreOf<Harness> = .harness()
    await store.send(.log("a")) { $0.log = ["a"] }
  }
}
