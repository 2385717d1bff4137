import ExampleFeatures
import Testing

@testable import StoreREPL

/// `set <path> = <value>`: a step that writes into the state, undone, replayed and exported as
/// any other.
@Suite struct SetTests {
  @Test func aSetPrintsTheChangeAndEffectsInFlightGoOnFromIt() async {
    let (output, status) = await transcript([
      "send .decrementButtonTapped", "set count = 10", "advance 1s", "log",
    ])
    #expect(status == 0)
    #expect(
      output == """
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
        EffectsBasics 0.000s> send .decrementButtonTapped
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: -1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
        EffectsBasics 0.000s> set count = 10
        \u{2007} EffectsBasics.State(
        −   count: -1,
        +   count: 10,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
        EffectsBasics 0.000s> advance 1s
          1.000s  received .decrementDelayResponse from #1
          (no state change)
          finished #1
        EffectsBasics 1.000s> log
          1  0.000s  sent      .decrementButtonTapped
          2  0.000s  set count = 10
          3  1.000s  received  .decrementDelayResponse  from #1  (advance 1s)

        """)
  }

  @Test func undoTakesASetBackAndGotoReplaysIt() async {
    let output = await lastOutputs(
      ["set count = 5", "send .incrementButtonTapped", "undo 2", "state count", "goto 2"],
      from: 2)
    #expect(
      output == """
        EffectsBasics 0.000s> undo 2
          at step 0 of 2, 0.000s; 'goto 2' comes back, a new step drops the 2 after this
            one
        \u{2007} EffectsBasics.State(
        −   count: 6,
        +   count: 0,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
        EffectsBasics 0.000s> state count
          count: 0
        EffectsBasics 0.000s> goto 2
          at step 2 of 2, 0.000s
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: 6,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )

        """)
  }

  @Test(arguments: [
    (
      "set cont = 1",
      """
      error: the state has no property 'cont'; did you mean 'count'?
       --> input:1:5
      1 | set cont = 1
        |     ^
      """
    ),
    (
      #"set count = "x""#,
      """
      error: expected an Int for 'count' of EffectsBasics.State, found "x"
       --> input:1:13
      1 | set count = "x"
        |             ^
      """
    ),
    (
      "set count == 3",
      """
      error: expected '=' after 'count'; write 'count = 3'
       --> input:1:11
      1 | set count == 3
        |           ^
      """
    ),
    (
      "set count = 3 4",
      """
      error: unexpected text after the value: '4'
       --> input:1:15
      1 | set count = 3 4
        |               ^
      """
    ),
    (
      "set",
      """
      error: expected a path and a value after 'set', such as 'count = 0'
       --> input:1:4
      1 | set
        |    ^
      """
    ),
  ])
  func aBadPathOrValueIsAnErrorAtItsColumnAndChangesNothing(line: String, expected: String) async {
    let (output, status) = await transcript([line, "state count", "log"])
    #expect(status == 1)
    #expect(
      output == """
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
        EffectsBasics 0.000s> \(line)
        \(expected)
        EffectsBasics 0.000s> state count
          count: 0
        EffectsBasics 0.000s> log
          no steps yet

        """)
  }

  @Test func aPathThroughNilSaysWhatIsNil() async {
    let (output, _) = await transcript([#"set main.weather.city = "Busan""#], feature: "Root")
    #expect(
      output == """
        Root loaded. Type 'help' for commands, Tab to complete.
        Root 0.000s> set main.weather.city = "Busan"
        error: 'main' is nil
         --> input:1:10
        1 | set main.weather.city = "Busan"
          |          ^

        """)
  }

  @Test func strictModeRefusesASetWhileReceivedActionsWait() async {
    let output = await lastOutputs(
      [
        "exhaustive on", "send .decrementButtonTapped { count = -1 }", "advance 1s",
        "set count = 3", "receive .decrementDelayResponse { count = 0 }",
      ], from: 3)
    #expect(
      output == """
        EffectsBasics 1.000s> set count = 3
        error: must handle 1 received action before setting the state:
          .decrementDelayResponse; type 'receive' to assert it, or 'exhaustive off' to
          accept it
        EffectsBasics 1.000s> receive .decrementDelayResponse { count = 0 }
          received .decrementDelayResponse

        """)
  }

  /// TCA's `TestStore` has no settable state: the test goes on with a new store that starts
  /// from the state the `set` made, with the dependencies of the one before.
  @Test func aLaterSetIsExportedAsANewStoreFromTheStateThen() async {
    let output = await lastOutputs(
      [
        "send .addTodoButtonTapped", #"set todos[id: UUID(0)].description = "Milk""#,
        "send .addTodoButtonTapped", "export test",
      ], from: 3, feature: "Todos")
    #expect(
      output == """
        Todos 0.000s> export test
          // swift-format-ignore-file
          // A session of Todos in store-repl, exported as a test.
          import ComposableArchitecture
          import ExampleFeatures
          import Testing

          @Test func todosSession() async {
            let clock = TestClock()
            var store = TestStore(
              initialState: Todos.State()
            ) {
              Todos()
            } withDependencies: {
              $0.continuousClock = clock
              $0.uuid = .incrementing
            }

            await store.send(.addTodoButtonTapped) {
              $0.todos[id: UUID(0)] = Todo.State(description: "", id: UUID(0),
                isComplete: false)
            }

            // set todos[id: UUID(0)].description = "Milk"
            // A test store's state cannot be set by hand: the test goes on with a
            // new store that starts from the state at this point.
            do {
              var state = store.state
              state.todos[id: UUID(0)]?.description = "Milk"
              let dependencies = store.dependencies
              store = TestStore(initialState: state) {
                Todos()
              } withDependencies: {
                $0 = dependencies
              }
            }

            await store.send(.addTodoButtonTapped) {
              $0.todos = [Todo.State(description: "", id: UUID(1), isComplete: false),
                Todo.State(description: "Milk", id: UUID(0), isComplete: false)]
            }
          }


        """)
  }

  /// Effects in flight go on into the state a `set` made, which a new store cannot do: the test
  /// says so, and so does a warning.
  @Test func aSetWhileEffectsAreInFlightIsExportedAsAComment() async {
    let output = await lastOutputs(
      ["send .decrementButtonTapped", "set count = 10", "advance 1s", "export test"], from: 3)
    #expect(
      output == """
        EffectsBasics 1.000s> export test
          // swift-format-ignore-file
          // A session of EffectsBasics in store-repl, exported as a test.
          import ComposableArchitecture
          import ExampleFeatures
          import Testing

          @Test func effectsBasicsSession() async {
            let clock = TestClock()
            let store = TestStore(
              initialState: EffectsBasics.State()
            ) {
              EffectsBasics()
            } withDependencies: {
              $0.continuousClock = clock
              $0.factClient = .sleepingThenAnswering
            }

            await store.send(.decrementButtonTapped) {
              $0.count = -1
            }

            // set count = 10
            // A test store's state cannot be set by hand, and a new store that starts
            // from this state would not carry on the effects in flight:
            //   #1 CancelID.delay, started by .decrementButtonTapped, sleeping on the
            //   clock until 1.000s
            // so the test leaves the change out, and may fail after this point.

            await clock.advance(by: .seconds(1))
            await store.receive(\\.decrementDelayResponse)
          }

          warning: step 2 'set count = 10' changed the state while effects were in
            flight, which a test store cannot: the test leaves the change out and may
            fail after it

        """)
  }

  @Test func aSetThroughSharedStateIsSeenByEveryHolderAndUndone() async {
    let output = await lastOutputs(
      [
        "set counter.stats.count = 7", "state profile.stats.count", "undo",
        "state profile.stats.count", "log",
      ], from: 1, feature: "SharedStateInMemory")
    #expect(
      output == """
        SharedStateInMemory 0.000s> state profile.stats.count
          profile.stats.count: 7
        SharedStateInMemory 0.000s> undo
          at step 0 of 1, 0.000s; 'goto 1' comes back, a new step drops the 1 after this
            one
        \u{2007} SharedStats.State(
        \u{2007}   currentTab: .counter,
        \u{2007}   counter: StatsCounterTab.State(
        \u{2007}     alert: nil,
        \u{2007}     stats: Stats(
        −       count: 7,
        +       count: 0,
        \u{2007}       maxCount: 0,
        \u{2007}       minCount: 0,
        \u{2007}       numberOfCounts: 0
        \u{2007}     )
        \u{2007}   ),
        \u{2007}   profile: StatsProfileTab.State(
        \u{2007}     stats: Stats(
        −       count: 7,
        +       count: 0,
        \u{2007}       maxCount: 0,
        \u{2007}       minCount: 0,
        \u{2007}       numberOfCounts: 0
        \u{2007}     )
        \u{2007}   )
        \u{2007} )
        SharedStateInMemory 0.000s> state profile.stats.count
          profile.stats.count: 0
        SharedStateInMemory 0.000s> log
          at the start; 'goto 1' comes back

        """)
  }

  /// What the commands from the `first`th (from 0) on printed.
  private func lastOutputs(
    _ commands: [String], from first: Int, feature: String = "EffectsBasics"
  ) async -> String {
    let (output, _) = await transcript(commands, feature: feature)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let prompts = lines.indices.filter {
      lines[$0].hasPrefix(feature + " ") && lines[$0].contains("s> ")
    }
    return lines[prompts[first]...].joined(separator: "\n")
  }
}
