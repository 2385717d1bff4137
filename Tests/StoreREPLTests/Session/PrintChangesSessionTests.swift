import Composable
import StoreREPL
import Testing

/// A counter that prints its changes, as a feature under debugging does.
struct ChattyCounter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable {
    case increment
    case delayedIncrement
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .delayedIncrement:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.increment)
        }
      }
    }
    ._printChanges()
  }
}

/// `_printChanges()` in the shell: what it prints is part of the step that printed it.
@Suite struct PrintChangesSessionTests {
  static let feature = REPLFeature(
    "ChattyCounter", summary: "a counter that prints its changes",
    initialState: ChattyCounter.State(), reducer: { ChattyCounter() })

  func run(_ commands: [String]) async -> String {
    await Shell.replay(
      Transcript(feature: "ChattyCounter", commands: commands, output: ""),
      features: [Self.feature]
    ).output
  }

  @Test func printedChangesAppearInTheOutputOfTheirStep() async {
    let output = await run(["send .increment", "send .delayedIncrement", "advance 1s", "undo 1"])
    // NB: Time travel replays the steps without printing them again.
    #expect(
      output == """
        ChattyCounter loaded. Type 'help' for commands, Tab to complete.
        ChattyCounter 0.000s> send .increment
          received action:
            ChattyCounter.Action.increment
          - ChattyCounter.State(count: 0)
          + ChattyCounter.State(count: 1)
        − ChattyCounter.State(count: 0)
        + ChattyCounter.State(count: 1)
        ChattyCounter 0.000s> send .delayedIncrement
          received action:
            ChattyCounter.Action.delayedIncrement
            (No state changes)
          (no state change)
          started #1: sleeping on the clock until 1.000s
        ChattyCounter 0.000s> advance 1s
          received action:
            ChattyCounter.Action.increment
          - ChattyCounter.State(count: 1)
          + ChattyCounter.State(count: 2)
          1.000s  received .increment from #1
        − ChattyCounter.State(count: 1)
        + ChattyCounter.State(count: 2)
          finished #1
        ChattyCounter 1.000s> undo 1
          at step 2 of 3, 0.000s; 'goto 3' comes back, a new step drops the 1 after this
            one
        − ChattyCounter.State(count: 2)
        + ChattyCounter.State(count: 1)
          #1  (no id)  from step 2 .delayedIncrement at 0.000s  clock until 1.000s (in
              1.000s)

        """
    )
  }
}
