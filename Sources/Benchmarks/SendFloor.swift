/// The least work a test store's `send` with an assertion does, as TCA's semantics have it,
/// written by hand: the floor its benchmarks are judged against.
///
/// While the assertion's closure runs, the store's `state` still reads the state before the
/// action, so a send keeps two copies of the state: the state before, kept as it is, and the
/// expected state, which the closure changes, whose storage its write copies (the old storage
/// is freed once the expected state becomes the one the test has seen). It compares the state
/// before with the state after, to tell that the action changed something, and the expected
/// state with the state after. The reducer changes its own state in place.
struct SendFloor<State: Equatable> {
  /// The state the test last saw.
  private var seen: State
  /// The reducer's state: equal to `seen`, in storage of its own.
  private var actual: State
  private let reduce: (inout State) -> Void
  private let expect: (inout State) -> Void

  /// Creates the floor of a send.
  ///
  /// - Parameters:
  ///   - seen: The state the test saw last.
  ///   - actual: The same state, made on its own so that it shares no storage with `seen`.
  ///   - reduce: What the reducer does to its state.
  ///   - expect: What the assertion's closure does to the expected state.
  init(
    seen: State, actual: State, reduce: @escaping (inout State) -> Void,
    expect: @escaping (inout State) -> Void
  ) {
    self.seen = seen
    self.actual = actual
    self.reduce = reduce
    self.expect = expect
  }

  /// Does what one send does at least.
  mutating func send() {
    reduce(&actual)
    let previous = seen
    var expected = previous
    expect(&expected)
    blackHole(previous != actual)
    blackHole(expected == actual)
    seen = expected
  }
}

extension BenchmarkSuite {
  /// Adds a counted send and its floor: `floor.<name>`, and `send.<name>`, whose budget is
  /// ×1.3 the instructions of the floor.
  ///
  /// - Parameters:
  ///   - name: The name of the pair within the suite.
  ///   - floor: Makes the floor of the send.
  ///   - setUp: Prepares the store, uncounted, and returns the work: `n` sends.
  mutating func addCountedSend<State: Equatable & SendableMetatype>(
    _ name: String, floor: @escaping @Sendable () -> SendFloor<State>,
    setUp: @escaping @Sendable () async -> @Sendable (_ n: Int) async -> Void
  ) {
    addCounted("floor.\(name)", sizes: (20, 120)) {
      return { n in
        var floor = floor()
        for _ in 0..<n { floor.send() }
      }
    }
    addCounted(
      "send.\(name)", budget: .atMostTimes(1.3, of: "floor.\(name)"), sizes: (20, 120),
      setUp: setUp)
  }
}
