import Testing
import ValueDump

/// A box that remembers what it held before its last change.
private final class Box {
  var before: Int
  var now: Int
  init(before: Int, now: Int) { (self.before, self.now) = (before, now) }
}

private struct Counter: CustomDumpDiffRepresentable {
  let box: Box
  var customDumpValue: Any { box.now }
  var customDumpOldValue: Any { box.before }
}

private struct State {
  var counter: Counter
  var name = "Blob"
}

@Suite struct CustomDumpDiffRepresentableTests {
  @Test func eachSideOfADiffShowsItsOwnValue() {
    let state = State(counter: Counter(box: Box(before: 0, now: 1)))
    #expect(
      diff(state, state) == """
          State(
        -   counter: 0,
        +   counter: 1,
            name: "Blob"
          )
        """)
    #expect(customDump(state.counter) == "1")
  }
}
