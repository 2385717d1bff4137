import Testing

@testable import Composable

@Suite struct EffectExecutorTests {
  @Test func aJobWakesEveryCallerWaitingForOne() {
    let executor = EffectExecutor()
    // NB: The waiting tasks run on an executor of their own, which the test drains, so that both
    // are waiting before the job arrives.
    let waiting = EffectExecutor()
    let arrivals = LockIsolated<[Bool]>([])
    for _ in 0..<2 {
      Task(executorPreference: waiting) {
        let arrived = await executor.waitForJob(timeout: .seconds(60))
        arrivals.withValue { $0.append(arrived) }
      }
    }
    while waiting.runNext() {}
    #expect(arrivals.value == [])
    Task(executorPreference: executor) {}
    while waiting.runNext() {}
    #expect(arrivals.value == [true, true])
    while executor.runNext() {}
  }
}
