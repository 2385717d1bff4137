import Composable
import Dispatch
import TestHelpers
import Testing

@testable import Composable

@Suite struct ImmediateSchedulerTests {
  @Test func anEffectThatSleepsOnAnImmediateMainQueueGoesOnAtOnce() async {
    let store = TestStore(initialState: MainQueueCounter.State()) {
      MainQueueCounter()
    } withDependencies: {
      $0.mainQueue = .immediate
    }
    await store.send(.delayedIncrementTapped)
    await store.receive(.delayedIncrement) { $0.count = 1 }
  }

  @Test func itsTimeMovesToEachDeadline() async throws {
    let scheduler = DispatchQueue.immediate
    let start = scheduler.now
    try await scheduler.sleep(for: .seconds(3))
    try await scheduler.sleep(until: start.advanced(by: 1))
    #expect(start.distance(to: scheduler.now) == .seconds(3))
    try await scheduler.sleep(for: .milliseconds(500))
    #expect(scheduler.now == .testTime(after: .milliseconds(3_500)))
  }

  @Test func aCancelledSleepThrows() async {
    let scheduler = DispatchQueue.immediate
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await scheduler.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(scheduler.now == .testTime(after: .zero))
  }
}
