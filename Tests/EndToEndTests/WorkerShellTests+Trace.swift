import Foundation
import Testing

/// A parent that runs the tally (`tally(adding:)`) in a `Scope` and counts its delayed
/// responses.
private let parentOfTally =
  tally(adding: 1) + """

    @Reducer
    struct Parent {
      @ObservableState
      struct State: Equatable {
        var tally = Tally.State()
        var responses = 0
      }

      enum Action {
        case tally(Tally.Action)
      }

      var body: some ReducerOf<Self> {
        Scope(state: \\.tally, action: \\.tally) { Tally() }
        Reduce { state, action in
          if case .tally(.delayedResponse) = action { state.responses += 1 }
          return .none
        }
      }
    }

    """

// NB: In the suite of the worker shell's tests, serialized as they are.
extension WorkerShellTests {
  /// `trace` runs in the worker, on the feature's own code compiled from its file: the steps
  /// it traces are replayed there, and the session stays where it was.
  @Test func traceShowsTheCompositionOfAFeatureFile() throws {
    let folder = try TallyFolder()
    try folder.write(parentOfTally)
    let shell = try folder.shell(["Tally.swift", "Parent"])
    try shell.send(
      "send .tally(.tapped)\nsend .tally(.delayed)\nadvance 1s\ntrace\nstate\n")
    let result = shell.finish("quit\n")
    #expect(result.error == "")
    #expect(result.status == 0)
    let traces = (result.output.components(separatedBy: "Parent 1.000s> trace\n").last ?? "")
      .replacingOccurrences(of: "Parent 1.000s> \(marker)\n\(markerOutput)", with: "")
    #expect(
      traces == """
          trace of step 3, advance 1s
          1.000s  received .tally(.delayedResponse) from #1,
                  which .tally(.delayed) started in step 2
          Parent
          ├─ Scope(\\.tally) → Tally
          │  └─ Reduce (Tally.swift:21)
          │        count: 1 → 2
          │        returned none
          └─ Reduce (Tally.swift:61)
                responses: 0 → 1
                returned none
        Parent 1.000s> state
          Parent.State(
            tally: Tally.State(count: 2),
            responses: 1
          )
        Parent 1.000s> quit

        """)
  }
}

extension WorkerShellTests {
  /// `trace on` outlives the worker: one started again after a crash traces every step too.
  @Test func traceOnOutlivesARestartedWorker() throws {
    let result = try TallyFolder().killingTheWorker(
      after: "trace on\nsend .tapped\n", then: "send .tapped\nquit\n")
    #expect(
      result.output.hasSuffix(
        """
        Tally 0.000s> send .tapped
          the feature's code had ended (Killed) before 'send .tapped'; starting it again
        − Tally.State(count: 1)
        + Tally.State(count: 2)
          trace of step 2
          0.000s  sent .tapped
          Tally
          └─ Reduce (Tally.swift:21)
                count: 1 → 2
                returned none
        Tally 0.000s> quit

        """), "\(result.output)")
  }
}
