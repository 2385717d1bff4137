import Composable
import Foundation
import StoreREPL
import Testing

/// A feature with shared state: a count in memory, notes in a file, and an effect that changes
/// the count a second later.
struct SharedTally: Reducer {
  /// A file no session writes: the shell keeps file storage in memory.
  static let notesURL = FileManager.default.temporaryDirectory
    .appendingPathComponent("store-repl-shared-tally-\(UUID().uuidString).json")

  struct State: Equatable {
    @Shared(.inMemory("tally")) var count = 0
    @Shared(.fileStorage(SharedTally.notesURL)) var notes: [String] = []
    var last = ""
  }

  enum Action {
    case tapped
    case noted(String)
    case delayedTapped
    case delayedDone
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tapped:
        state.$count.withLock { $0 += 1 }
        state.last = "tapped"
        return .none
      case let .noted(note):
        state.$notes.withLock { $0.append(note) }
        return .none
      case .delayedTapped:
        return .run { [count = state.$count, clock] send in
          try await clock.sleep(for: .seconds(1))
          count.withLock { $0 += 10 }
          await send(.delayedDone)
        }
      case .delayedDone:
        return .none
      }
    }
  }
}

/// Shared state in the shell: diffs, paths, time travel, strict mode and export see shared
/// values as they were at each step, and no file of the user's is written.
@Suite struct SharedStateSessionTests {
  static let feature = REPLFeature(
    "SharedTally", summary: "shared state in memory and in a file",
    initialState: SharedTally.State(), reducer: { SharedTally() })

  func run(_ commands: [String]) async -> String {
    await Shell.replay(
      Transcript(feature: "SharedTally", commands: commands, output: ""),
      features: [Self.feature]
    ).output
  }

  @Test func stepsTimeTravelAndExportSeeSharedValuesAsTheyWere() async {
    let output = await run([
      "send .tapped", "send .noted(\"milk\")", "state count", "send .delayedTapped",
      "advance 1s", "undo 3", "state notes", "goto 4", "export test",
    ])
    #expect(
      output == """
        SharedTally loaded. Type 'help' for commands, Tab to complete.
        SharedTally 0.000s> send .tapped
        \u{2007} SharedTally.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   notes: [],
        −   last: ""
        +   last: "tapped"
        \u{2007} )
        SharedTally 0.000s> send .noted("milk")
        \u{2007} SharedTally.State(
        \u{2007}   count: 1,
        \u{2007}   notes: [
        +     [0]: "milk"
        \u{2007}   ],
        \u{2007}   last: "tapped"
        \u{2007} )
        SharedTally 0.000s> state count
          count: 1
        SharedTally 0.000s> send .delayedTapped
          (no state change)
          started #1: sleeping on the clock until 1.000s
        SharedTally 0.000s> advance 1s
          1.000s  received .delayedDone from #1
        \u{2007} SharedTally.State(
        −   count: 1,
        +   count: 11,
        \u{2007}   notes: […],
        \u{2007}   last: "tapped"
        \u{2007} )
          finished #1
        SharedTally 1.000s> undo 3
          at step 1 of 4, 0.000s; 'goto 4' comes back, a new step drops the 3 after this
            one
        \u{2007} SharedTally.State(
        −   count: 11,
        +   count: 1,
        \u{2007}   notes: [
        −     [0]: "milk"
        \u{2007}   ],
        \u{2007}   last: "tapped"
        \u{2007} )
        SharedTally 0.000s> state notes
          notes: []
        SharedTally 0.000s> goto 4
          at step 4 of 4, 1.000s
        \u{2007} SharedTally.State(
        −   count: 1,
        +   count: 11,
        \u{2007}   notes: [
        +     [0]: "milk"
        \u{2007}   ],
        \u{2007}   last: "tapped"
        \u{2007} )
        SharedTally 1.000s> export test
          // swift-format-ignore-file
          // A session of SharedTally in store-repl, exported as a test.
          import ComposableArchitecture
          import StoreREPLTests
          import Testing

          @Test func sharedTallySession() async {
            let clock = TestClock()
            var initialState = SharedTally.State()
            initialState.$count.withLock { $0 = 0 }
            initialState.$notes.withLock { $0 = [] }
            initialState.last = ""
            let store = TestStore(
              initialState: initialState
            ) {
              SharedTally()
            } withDependencies: {
              $0.continuousClock = clock
            }

            await store.send(.tapped) {
              $0.$count.withLock { $0 = 1 }
              $0.last = "tapped"
            }

            await store.send(.noted("milk")) {
              $0.$notes.withLock { $0 = ["milk"] }
            }

            await store.send(.delayedTapped)

            await clock.advance(by: .seconds(1))
            await store.receive(/SharedTally.Action.delayedDone) {
              $0.$count.withLock { $0 = 11 }
            }
          }


        """)
    #expect(!FileManager.default.fileExists(atPath: SharedTally.notesURL.path))
  }

  @Test func assignmentsAssertSharedValuesAndAFailedBlockChangesNothing() async {
    let output = await run([
      "send .tapped { count = 1; bogus = 2 }", "state count", "exhaustive on",
      "send .tapped { count = 1; last = \"tapped\" }", "send .tapped { count = 3 }",
      "exhaustive off", "send .tapped { count = 3 }", "send .tapped { count = 9 }",
    ])
    #expect(
      output == """
        SharedTally loaded. Type 'help' for commands, Tab to complete.
        SharedTally 0.000s> send .tapped { count = 1; bogus = 2 }
        error: the state has no property 'bogus'
         --> input:1:27
        1 | send .tapped { count = 1; bogus = 2 }
          |                           ^
        SharedTally 0.000s> state count
          count: 0
        SharedTally 0.000s> exhaustive on
          strict mode: actions fed back wait for 'receive', and each step's state is
            asserted
        SharedTally 0.000s> send .tapped { count = 1; last = "tapped" }
        \u{2007} SharedTally.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   notes: [],
        −   last: ""
        +   last: "tapped"
        \u{2007} )
        SharedTally 0.000s> send .tapped { count = 3 }
        \u{2007} SharedTally.State(
        −   count: 1,
        +   count: 2,
        \u{2007}   notes: [],
        \u{2007}   last: "tapped"
        \u{2007} )
          A state change does not match expectation.

              \u{2007} SharedTally.State(
              −   count: 3,
              +   count: 2,
              \u{2007}   notes: [],
              \u{2007}   last: "tapped"
              \u{2007} )

          (Expected: −, Actual: +)
        SharedTally 0.000s> exhaustive off
          strict mode off: actions fed back are accepted as they come
        SharedTally 0.000s> send .tapped { count = 3 }
        \u{2007} SharedTally.State(
        −   count: 2,
        +   count: 3,
        \u{2007}   notes: [],
        \u{2007}   last: "tapped"
        \u{2007} )
          (state as expected)
        SharedTally 0.000s> send .tapped { count = 9 }
        \u{2007} SharedTally.State(
        −   count: 3,
        +   count: 4,
        \u{2007}   notes: [],
        \u{2007}   last: "tapped"
        \u{2007} )
          A state change does not match expectation.

              \u{2007} SharedTally.State(
              −   count: 9,
              +   count: 4,
              \u{2007}   notes: [],
              \u{2007}   last: "tapped"
              \u{2007} )

          (Expected: −, Actual: +)

        """)
  }

  /// A shared property completes and reads by its name, as the feature's code writes it.
  @Test func sharedPropertiesCompleteByTheirNames() async {
    let shell = Shell(
      features: [Self.feature], reader: ScriptedLineReader(lines: []), write: { _ in })
    shell.load("SharedTally", quietly: true)
    #expect(shell.completions(for: "state ") == ["count", "notes", "last"])
    #expect(shell.completions(for: "state no") == ["notes"])
  }
}

/// A feature that reads a count another one writes.
struct SharedTallyReader: Reducer {
  struct State: Equatable {
    @SharedReader(.inMemory("tally")) var count = 0
  }

  enum Action { case looked }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

extension SharedStateSessionTests {
  /// A `@SharedReader` reads by its name; an assignment to it is refused and changes nothing.
  @Test func aSharedReaderReadsAndRefusesAnAssignment() async {
    let reader = REPLFeature(
      "SharedTallyReader", summary: "reads a shared count",
      initialState: SharedTallyReader.State(), reducer: { SharedTallyReader() })
    let output = await Shell.replay(
      Transcript(
        feature: "SharedTallyReader", commands: ["state count", "send .looked { count = 1 }"],
        output: ""),
      features: [reader]
    ).output
    #expect(
      output == """
        SharedTallyReader loaded. Type 'help' for commands, Tab to complete.
        SharedTallyReader 0.000s> state count
          count: 0
        SharedTallyReader 0.000s> send .looked { count = 1 }
        error: a @SharedReader is read-only: the feature changes it through the @Shared
          it reads

        """)
  }
}
