import Foundation
import Testing
import ValueDump

@testable import Composable

/// A session's history of shared values: states kept from earlier read as they were, the
/// session goes back, and scratch writes change nothing.
@Suite struct SharedHistoryTests {
  private struct Counts: Equatable {
    @Shared var count: Int
    @Shared var names: [String]
  }

  @Test func aKeptStateReadsItsSharedValuesAsTheyWereAtItsVersion() {
    let history = SharedHistory()
    withDependencies {
      $0.sharedHistory = history
    } operation: {
      let counts = Counts(count: Shared(value: 1), names: Shared(value: []))
      let start = history.version
      counts.$count.withLock { $0 = 2 }
      let middle = history.version
      counts.$names.withLock { $0.append("Blob") }
      counts.$count.withLock { $0 = 3 }
      #expect((start, middle, history.version) == (0, 1, 3))
      #expect(history.reading(old: start, new: start) { counts.count } == 1)
      #expect(history.reading(old: start, new: middle) { (counts.count, counts.names) } == (2, []))
      #expect(counts.count == 3)
      #expect(
        history.reading(old: start, new: history.version) {
          diff(counts, counts)
        } == """
            SharedHistoryTests.Counts(
          -   count: 1,
          +   count: 3,
              names: [
          +     [0]: "Blob"
              ]
            )
          """)
    }
  }

  @Test func restoringPutsEveryValueBackAndForgetsTheWritesAfter() {
    let history = SharedHistory()
    withDependencies {
      $0.sharedHistory = history
    } operation: {
      let count = Shared(value: 1)
      count.withLock { $0 = 2 }
      let two = history.version
      count.withLock { $0 = 5 }
      history.restore(to: two)
      #expect(count.wrappedValue == 2)
      history.restore(to: 0)
      #expect(count.wrappedValue == 1)
      count.withLock { $0 = 7 }
      #expect(history.reading(old: 0, new: history.version) { count.wrappedValue } == 7)
      #expect(history.reading(old: 0, new: two) { count.wrappedValue } == 1)
    }
  }

  @Test func scratchWritesAreReadInsideAndChangeNothing() throws {
    let history = SharedHistory()
    let count = Shared(value: 1)
    let (seen, values) = history.scratching { () -> Int in
      count.withLock { $0 += 10 }
      return count.wrappedValue
    }
    #expect(seen == 11)
    #expect(count.wrappedValue == 1)
    #expect(history.reading(old: .values(values), new: .now) { count == count } == false)
    count.withLock { $0 = 11 }
    #expect(history.reading(old: .values(values), new: .now) { count == count })
  }
}
