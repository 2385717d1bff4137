import Foundation
import Testing

/// A parent that runs a child counter in a `Scope` and answers its delayed response.
private let parentAndChild = """
  import ComposableArchitecture

  @Reducer
  struct Counter {
    @Dependency(\\.continuousClock) var clock

    @ObservableState
    struct State: Equatable {
      var count = 0
    }

    enum Action {
      case tapped
      case delayedResponse
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tapped:
          state.count += 1
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.delayedResponse)
          }
        case .delayedResponse:
          state.count *= 10
          return .none
        }
      }
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      var counter = Counter.State()
      var responses = 0
    }

    enum Action {
      case counter(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \\.counter, action: \\.counter) { Counter() }
      Reduce { state, action in
        if case .counter(.delayedResponse) = action { state.responses += 1 }
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
    try folder.write(parentAndChild)
    let shell = try folder.shell(["Tally.swift", "Parent"])
    try shell.send("send .counter(.tapped)\nadvance 1s\ntrace\ntrace 1\nstate\n")
    let result = shell.finish("quit\n")
    #expect(result.error == "")
    #expect(result.status == 0)
    let traces = (result.output.components(separatedBy: "Parent 1.000s> trace\n").last ?? "")
      .replacingOccurrences(of: "Parent 1.000s> \(marker)\n\(markerOutput)", with: "")
    #expect(
      traces == """
          trace of step 2, advance 1s
          1.000s  received .counter(.delayedResponse) from #1,
                  which .counter(.tapped) started in step 1
          Parent
          ├─ Scope(\\.counter) → Counter
          │  └─ Reduce (Tally.swift:18)
          │        count: 1 → 10
          │        returned none
          └─ Reduce (Tally.swift:48)
                responses: 0 → 1
                returned none
        Parent 1.000s> trace 1
          trace of step 1
          0.000s  sent .counter(.tapped)
          Parent
          ├─ Scope(\\.counter) → Counter
          │  └─ Reduce (Tally.swift:18)
          │        count: 0 → 1
          │        returned .run (Tally.swift:22)
          └─ Reduce (Tally.swift:48) · no change, returned none
        Parent 1.000s> state
          Parent.State(
            counter: Counter.State(count: 10),
            responses: 1
          )
        Parent 1.000s> quit

        """)
  }
}
