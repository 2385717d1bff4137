import Foundation
import Synchronization
import Testing

@testable import Composable

extension ComposableHardening {
  /// The clock that dates effect events is read on every event of a long session: reading it must
  /// cost the same the thousandth time as the first.
  @Suite struct EventClockTests {
    @Test func readingTheEventClockDoesNotDeepenTheCallStack() {
      let runtime = EffectRuntime<Int>()
      let depths = Mutex<Set<UInt>>([])
      runtime.setEventClock {
        // NB: The number of frames is how deep the stack is where the clock is read. A closure
        // that gains a reabstraction thunk on every read is called from deeper each time. (The
        // address of a local would do too, but Address Sanitizer moves locals to frames of its
        // own.)
        let depth = UInt(Thread.callStackReturnAddresses.count)
        depths.withLock { _ = $0.insert(depth) }
        return .zero
      }
      runtime.recordsEvents = true
      for _ in 0..<1_000 { runtime.cancelAll() }
      #expect(depths.withLock { $0.count } == 1)
    }
  }
}
