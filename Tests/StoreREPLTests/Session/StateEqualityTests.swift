import Composable
import StoreREPL
import Testing

@testable import StoreREPL

/// A basket whose `State` is not `Equatable` (a label that declares no equality, an owner held by
/// reference) and whose `Action` is not either (a case with a payload).
struct Basket: Reducer {
  /// A label that declares no equality.
  struct Label { var text = "new" }

  /// Who owns the basket, held by reference.
  final class Owner: Sendable {
    let name: String
    init(name: String) { self.name = name }
  }

  struct State {
    var count = 0
    var label = Label()
    var owner = Owner(name: "Blob")
  }

  enum Action {
    case add
    case rename(String)
    case delayedAdd
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add:
        state.count += 1
        return .none
      case let .rename(text):
        state.label.text = text
        return .none
      case .delayedAdd:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.add)
        }
      }
    }
  }
}

/// A feature whose `State` is not `Equatable` runs in the shell, which compares its states by
/// their dumps and says so once.
@Suite struct StateEqualityTests {
  static let feature = REPLFeature(
    "Basket", summary: "a basket whose state is not Equatable",
    initialState: Basket.State(), initialStateSwift: "Basket.State()", reducer: { Basket() })

  func run(_ commands: [String]) async -> (output: String, status: Int32) {
    await Shell.replay(
      Transcript(feature: "Basket", commands: commands, output: ""), features: [Self.feature])
  }

  @Test func theEquatableRegistrationIsChosenWhenTheStateIsEquatable() {
    let equatable = REPLFeature(
      "ChattyCounter", summary: "a counter", initialState: ChattyCounter.State(),
      reducer: { ChattyCounter() })
    #expect(equatable.startNote == nil)
    #expect(
      Self.feature.startNote
        == "note: Basket.State is not Equatable: the shell compares states by their dump")
  }

  @Test func aStateThatIsNotEquatableStartsWithANoteAndStepsWithDiffs() async {
    let (output, status) = await run([
      "send .add", "send .rename(\"Hi\")", "send .delayedAdd", "advance 1s", "undo 2", "goto 4",
      "send .add { count = 3 }", "send .add { count = 9 }",
    ])
    #expect(status == 1)
    #expect(
      output == """
        Basket loaded. Type 'help' for commands, Tab to complete.
        note: Basket.State is not Equatable: the shell compares states by their dump
        Basket 0.000s> send .add
        \u{2007} Basket.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   label: Basket.Label(text: "new"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
        Basket 0.000s> send .rename("Hi")
        \u{2007} Basket.State(
        \u{2007}   count: 1,
        −   label: Basket.Label(text: "new"),
        +   label: Basket.Label(text: "Hi"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
        Basket 0.000s> send .delayedAdd
          (no state change)
          started #1: sleeping on the clock until 1.000s
        Basket 0.000s> advance 1s
          1.000s  received .add from #1
        \u{2007} Basket.State(
        −   count: 1,
        +   count: 2,
        \u{2007}   label: Basket.Label(text: "Hi"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
          finished #1
        Basket 1.000s> undo 2
          at step 2 of 4, 0.000s; 'goto 4' comes back, a new step drops the 2 after this
            one
        \u{2007} Basket.State(
        −   count: 2,
        +   count: 1,
        \u{2007}   label: Basket.Label(text: "Hi"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
        Basket 0.000s> goto 4
          at step 4 of 4, 1.000s
        \u{2007} Basket.State(
        −   count: 1,
        +   count: 2,
        \u{2007}   label: Basket.Label(text: "Hi"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
        Basket 1.000s> send .add { count = 3 }
        \u{2007} Basket.State(
        −   count: 2,
        +   count: 3,
        \u{2007}   label: Basket.Label(text: "Hi"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
          (state as expected)
        Basket 1.000s> send .add { count = 9 }
        \u{2007} Basket.State(
        −   count: 3,
        +   count: 4,
        \u{2007}   label: Basket.Label(text: "Hi"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
          A state change does not match expectation.

              \u{2007} Basket.State(
              −   count: 9,
              +   count: 4,
              \u{2007}   label: Basket.Label(text: "Hi"),
              \u{2007}   owner: #1 Basket.Owner(name: "Blob")
              \u{2007} )

          (Expected: −, Actual: +)

        """)
  }

  @Test func strictModeReceivesAnActionThatIsNotEquatable() async {
    let (output, status) = await run([
      "exhaustive on", "send .delayedAdd", "advance 1s", "receive .add { count = 1 }",
      "send .rename(\"Hi\") { label.text = \"Hi\" }", "send .add",
    ])
    #expect(status == 1)
    #expect(
      output == """
        Basket loaded. Type 'help' for commands, Tab to complete.
        note: Basket.State is not Equatable: the shell compares states by their dump
        Basket 0.000s> exhaustive on
          strict mode: actions fed back wait for 'receive', and each step's state is
            asserted
        Basket 0.000s> send .delayedAdd
          (no state change)
          started #1: sleeping on the clock until 1.000s
        Basket 0.000s> advance 1s
          1.000s  received .add from #1 (waiting for 'receive')
        \u{2007} Basket.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   label: Basket.Label(text: "new"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
          finished #1
        Basket 1.000s> receive .add { count = 1 }
          received .add
        Basket 1.000s> send .rename("Hi") { label.text = "Hi" }
        \u{2007} Basket.State(
        \u{2007}   count: 1,
        −   label: Basket.Label(text: "new"),
        +   label: Basket.Label(text: "Hi"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
        Basket 1.000s> send .add
        \u{2007} Basket.State(
        −   count: 1,
        +   count: 2,
        \u{2007}   label: Basket.Label(text: "Hi"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
          State was not expected to change, but a change occurred.

              \u{2007} Basket.State(
              −   count: 1,
              +   count: 2,
              \u{2007}   label: Basket.Label(text: "Hi"),
              \u{2007}   owner: #1 Basket.Owner(name: "Blob")
              \u{2007} )

          (Expected: −, Actual: +)

        """)
  }

  @Test func skippingAStepShowsTheStateNowByItsDump() async {
    let (output, _) = await run(["send .add", "send .rename(\"Hi\")", "skip 1"])
    #expect(
      output == """
        Basket loaded. Type 'help' for commands, Tab to complete.
        note: Basket.State is not Equatable: the shell compares states by their dump
        Basket 0.000s> send .add
        \u{2007} Basket.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   label: Basket.Label(text: "new"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
        Basket 0.000s> send .rename("Hi")
        \u{2007} Basket.State(
        \u{2007}   count: 1,
        −   label: Basket.Label(text: "new"),
        +   label: Basket.Label(text: "Hi"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
        Basket 0.000s> skip 1
          skipped step 1 'send .add': the session is replayed without it
          no step after it does anything else
        \u{2007} Basket.State(
        −   count: 1,
        +   count: 0,
        \u{2007}   label: Basket.Label(text: "Hi"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )

        """)
  }

  @Test func anExportedTestSaysThatTestStoreNeedsEquatable() async {
    let (output, status) = await run(["send .add", "send .delayedAdd", "advance 1s", "export test"])
    #expect(status == 0)
    #expect(
      output == """
        Basket loaded. Type 'help' for commands, Tab to complete.
        note: Basket.State is not Equatable: the shell compares states by their dump
        Basket 0.000s> send .add
        \u{2007} Basket.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   label: Basket.Label(text: "new"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
        Basket 0.000s> send .delayedAdd
          (no state change)
          started #1: sleeping on the clock until 1.000s
        Basket 0.000s> advance 1s
          1.000s  received .add from #1
        \u{2007} Basket.State(
        −   count: 1,
        +   count: 2,
        \u{2007}   label: Basket.Label(text: "new"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )
          finished #1
        Basket 1.000s> export test
          // swift-format-ignore-file
          // A session of Basket in store-repl, exported as a test.
          // TCA's TestStore needs State: Equatable: add Equatable to Basket.State to
          // run this test.
          import ComposableArchitecture
          import StoreREPLTests
          import Testing

          @Test func basketSession() async {
            let clock = TestClock()
            let store = TestStore(
              initialState: Basket.State()
            ) {
              Basket()
            } withDependencies: {
              $0.continuousClock = clock
            }

            await store.send(.add) {
              $0.count = 1
            }

            await store.send(.delayedAdd)

            await clock.advance(by: .seconds(1))
            await store.receive(/Basket.Action.add) {
              $0.count = 2
            }
          }

          note: TCA's TestStore needs State: Equatable: add Equatable to Basket.State to
            run the test

        """)
  }

  @Test func exploreSearchesStatesComparedByTheirDumps() async {
    let (output, _) = await run(["invariant count < 2", "explore depth 3", "goto 3"])
    #expect(
      output == """
        Basket loaded. Type 'help' for commands, Tab to complete.
        note: Basket.State is not Equatable: the shell compares states by their dump
        Basket 0.000s> invariant count < 2
          invariant 1: count < 2
        Basket 0.000s> explore depth 3
          found in 2 steps:
            send .add
            send .add
          invariant 1 broken: count < 2
            count = 2
          (15 sequences tried)
          'goto 3' takes the session there; a new step drops it
        Basket 0.000s> goto 3
          at step 3 of 3, 0.000s
        \u{2007} Basket.State(
        −   count: 0,
        +   count: 2,
        \u{2007}   label: Basket.Label(text: "new"),
        \u{2007}   owner: #1 Basket.Owner(name: "Blob")
        \u{2007} )

        """)
  }
}
