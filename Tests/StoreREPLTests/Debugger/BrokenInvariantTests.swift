import ExampleFeatures
import Testing

@testable import StoreREPL

/// A step that broke an invariant is exported with the check a test makes of it right after the
/// step, so that the test fails where the session did.
@Suite struct BrokenInvariantTests {
  /// The test `export test` writes after `commands` on `feature`.
  func exported(_ commands: [String], on feature: String) async -> [Substring] {
    let shell = loadedShell(feature)
    for command in commands { _ = await shell.perform(command) }
    return await shell.perform("export test").output
      .split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(2) }
  }

  /// Expects the test `export test` writes after `commands` on `feature` to have `comments` after
  /// the two first comments every test has, and `body` after the store is made.
  func expectExport(
    of commands: [String], on feature: String, comments: String, body: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let lines = await exported(commands, on: feature)
    let imports = lines.firstIndex(of: "import ComposableArchitecture") ?? lines.endIndex
    let made = lines.firstIndex(of: "  }") ?? lines.endIndex
    #expect(
      lines[2..<imports].joined(separator: "\n") == comments, sourceLocation: sourceLocation)
    #expect(
      lines[(made + 1)...].joined(separator: "\n") == body, sourceLocation: sourceLocation)
  }

  /// The seed as written breaks `count >= -1` at the second quick decrement: the test checks it
  /// right after that `send`, and says so first.
  @Test func theSeedAsWrittenExportsTheBrokenInvariantAsAnExpectAfterTheStep() async {
    let test = await exported(
      [
        "invariant count >= -1", "send .decrementButtonTapped", "send .decrementButtonTapped",
      ], on: "EffectsBasicsAsWritten")
    #expect(
      test.joined(separator: "\n") == """
        // swift-format-ignore-file
        // A session of EffectsBasicsAsWritten in store-repl, exported as a test.
        // The session broke invariant 1 (count >= -1) at step 3 'send .decrementButtonTapped'; this test checks it there, and fails as the session did.
        import ComposableArchitecture
        import ExampleFeatures
        import Testing

        @Test func effectsBasicsAsWrittenSession() async {
          let clock = TestClock()
          let store = TestStore(
            initialState: EffectsBasicsAsWritten.State()
          ) {
            EffectsBasicsAsWritten()
          } withDependencies: {
            $0.continuousClock = clock
            $0.factClient = .sleepingThenAnswering
          }

          await store.send(.decrementButtonTapped) {
            $0.count = -1
          }

          await store.send(.decrementButtonTapped) {
            $0.count = -2
          }
          #expect(store.state.count >= -1, "invariant 1: count >= -1")

          await store.skipInFlightEffects()
        }

        """)
  }

  /// An effect term is read in at the step: the seed as written gives its delay no cancellation
  /// id, so `effects contains CancelID.delay` is false there and the check is the state's part.
  @Test func anEffectTermIsReadInAndTheStatesPartIsChecked() async {
    await expectExport(
      of: [
        "invariant count >= 0 || effects contains CancelID.delay", "send .decrementButtonTapped",
      ],
      on: "EffectsBasicsAsWritten",
      comments: """
        // The session broke invariant 1 (count >= 0 || effects contains CancelID.delay) at step 2 'send .decrementButtonTapped'; this test checks it there, and fails as the session did.
        """,
      body: """

          await store.send(.decrementButtonTapped) {
            $0.count = -1
          }
          #expect(store.state.count >= 0, "invariant 1: count >= 0 || effects contains CancelID.delay")

          await store.skipInFlightEffects()
        }

        """)
  }

  /// An invariant that reads only the effects is written as a comment that says why, and the
  /// first comments say the test cannot check it.
  @Test func anInvariantOfTheEffectsAloneIsAComment() async {
    await expectExport(
      of: ["invariant effects.isEmpty", "send .decrementButtonTapped", "advance 1s"],
      on: "EffectsBasics",
      comments: """
        // The session broke invariant 1 (effects.isEmpty) at step 2 'send .decrementButtonTapped', which a test cannot check: the comment there says why.
        """,
      body: """

          await store.send(.decrementButtonTapped) {
            $0.count = -1
          }
          // invariant 1 (effects.isEmpty) was broken here; a test cannot read the effects in flight

          await clock.advance(by: .seconds(1))
          await store.receive(\\.decrementDelayResponse) {
            $0.count = 0
          }
        }

        """)
  }

  /// A path through presented state reads it with `?.`, and orders an optional value as the
  /// shell does, false for a nil.
  @Test func aPathThroughPresentedStateIsAnOptionalChain() async {
    await expectExport(
      of: [
        "invariant stopwatch == nil || stopwatch.secondsElapsed < 2",
        "send .presentStopwatchButtonTapped", "send .stopwatch(.presented(.startButtonTapped))",
        "advance 2s",
      ], on: "SheetDemo",
      comments: """
        // The session broke invariant 1 (stopwatch == nil || stopwatch.secondsElapsed < 2) at step 4 'advance 2s'; this test checks it there, and fails as the session did.
        """,
      body: """

          await store.send(.presentStopwatchButtonTapped) {
            $0.stopwatch = Stopwatch.State(isRunning: false, secondsElapsed: 0)
          }

          await store.send(.stopwatch(.presented(.startButtonTapped))) {
            $0.stopwatch?.isRunning = true
          }

          await clock.advance(by: .seconds(2))
          await store.receive(\\.stopwatch.timerTicked) {
            $0.stopwatch?.secondsElapsed = 1
          }
          await store.receive(\\.stopwatch.timerTicked) {
            $0.stopwatch?.secondsElapsed = 2
          }
          #expect(store.state.stopwatch == nil || (store.state.stopwatch?.secondsElapsed).map { $0 < 2 } == true, "invariant 1: stopwatch == nil || stopwatch.secondsElapsed < 2")

          await store.skipInFlightEffects()
        }

        """)
  }

  /// An element of an identified array by id is an optional, as its subscript gives it.
  @Test func anElementByIDIsReadThroughItsOptional() async {
    await expectExport(
      of: [
        "send .addTodoButtonTapped", "invariant !todos[id: UUID(0)].isComplete",
        "send .todos(.element(id: UUID(0), action: .checkBoxToggled))",
      ], on: "Todos",
      comments: """
        // The session broke invariant 1 (!todos[id: UUID(0)].isComplete) at step 3 'send .todos(.element(id: UUID(0), action: .checkBoxToggled))'; this test checks it there, and fails as the session did.
        """,
      body: """

          await store.send(.addTodoButtonTapped) {
            $0.todos[id: UUID(0)] = Todo.State(description: "", id: UUID(0), isComplete: false)
          }

          await store.send(.todos(.element(id: UUID(0), action: .checkBoxToggled))) {
            $0.todos[id: UUID(0)]?.isComplete = true
          }
          #expect(store.state.todos[id: UUID(0)]?.isComplete != true, "invariant 1: !todos[id: UUID(0)].isComplete")

          await store.skipInFlightEffects()
        }

        """)
  }

  /// A past that `replace` changed is checked as it was replayed; a step that breaks the
  /// invariant again on the same state (a `watch`) adds no second check.
  @Test func aChangedPastIsCheckedAsReplayedAndARepeatedCheckIsWrittenOnce() async {
    await expectExport(
      of: [
        "invariant count >= -1", "send .decrementButtonTapped", "send .incrementButtonTapped",
        "send .decrementButtonTapped", "replace 3 .decrementButtonTapped", "watch count",
      ], on: "EffectsBasicsAsWritten",
      comments: """
        // The session broke invariant 1 (count >= -1) at steps 3 'send .decrementButtonTapped' and 4 'send .decrementButtonTapped'; this test checks it there, and fails as the session did.
        """,
      body: """

          await store.send(.decrementButtonTapped) {
            $0.count = -1
          }

          await store.send(.decrementButtonTapped) {
            $0.count = -2
          }
          #expect(store.state.count >= -1, "invariant 1: count >= -1")

          await store.send(.decrementButtonTapped) {
            $0.count = -3
          }
          #expect(store.state.count >= -1, "invariant 1: count >= -1")

          await store.skipInFlightEffects()
        }

        """)
  }

  /// A `set` before the first action is the test's initial state: what it broke is checked
  /// once the store is made. A step that failed otherwise keeps the comment that says so.
  @Test func anInitialStateThatBreaksAnInvariantIsCheckedFirst() async {
    await expectExport(
      of: ["invariant count >= 0", "set count = -1", "send .incrementButtonTapped { count = 1 }"],
      on: "EffectsBasics",
      comments: """
        // The session recorded failures, at step 3 'send .incrementButtonTapped { count = 1 }'; this test asserts the states the session reached.
        // The session broke invariant 1 (count >= 0) at step 2 'set count = -1'; this test checks it there, and fails as the session did.
        """,
      body: """

          #expect(store.state.count >= 0, "invariant 1: count >= 0")

          await store.send(.incrementButtonTapped) {
            $0.count = 0
          }
        }

        """)
  }
}
