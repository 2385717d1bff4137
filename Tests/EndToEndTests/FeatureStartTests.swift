import Foundation
import Testing

/// The feature files the tests load, which the test target does not compile.
private let featureFiles = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("FeatureFiles")

/// The library cache the tests share with the other tests of feature files.
private let sharedCache = storeREPLExecutable.deletingLastPathComponent()
  .appendingPathComponent("FeatureFileTests.cache").path

/// Runs `store-repl` on `Tickets.swift`, in the feature files' folder, with the shared cache.
private func runTickets(
  _ arguments: [String] = [], input: String, environment: [String: String] = [:]
) throws -> (output: String, error: String, status: Int32) {
  try runStoreREPL(
    ["Tickets.swift"] + arguments, input: input,
    environment: ["STORE_REPL_CACHE_DIR": sharedCache].merging(environment) { _, new in new },
    in: featureFiles)
}

/// A feature starts where its file's preview starts, from a preview chosen by number or name,
/// from a state typed, or from sample values: each way in, as a user sees it.
@Suite(.serialized) struct FeatureStartTests {
  @Test func aFileStartsWhereItsFirstPreviewStartsAndExportsThatState() throws {
    let result = try runTickets(input: "state\nsend .confirmButtonTapped\nexport test\n")
    #expect(result.error == "")
    #expect(result.status == 0)
    #expect(
      result.output == """
        Ticket loaded. Type 'help' for commands, Tab to complete.
          started from the preview at Tickets.swift:94 (TicketView), with its
            dependencies ('deps' lists them)
          other previews: 2 Sold out (Tickets.swift:104); 'load Ticket preview 2' starts
            one
        Ticket 0.000s> state
          Ticket.State(
            seat: Seat(
              id: UUID(00000000-0000-0000-0000-FFFFFFFFFFFF),
              row: "K",
              number: 12
            ),
            holder: "Ada",
            confirmation: nil
          )
        Ticket 0.000s> send .confirmButtonTapped
          (no state change)
          started #1
          0.000s  received .confirmed(.success("held K12")) from #1
        \u{2007} Ticket.State(
        \u{2007}   seat: Seat(…),
        \u{2007}   holder: "Ada",
        −   confirmation: nil
        +   confirmation: "held K12"
        \u{2007} )
          finished #1
        Ticket 0.000s> export test
          // swift-format-ignore-file
          // A session of Ticket in store-repl, exported as a test.
          import ComposableArchitecture
          import Testing

          @Test func ticketSession() async {
            let clock = TestClock()
            let store = TestStore(
              initialState: Ticket.State(seat: Seat(id: UUID(0xFFFFFFFFFFFF), row: "K",
                number: 12), holder: "Ada")
            ) {
              Ticket()
            } withDependencies: {
              $0.continuousClock = clock
              $0.context = .preview
            }

            await store.send(.confirmButtonTapped)
            await store.receive(\\.confirmed.success) {
              $0.confirmation = "held K12"
            }
          }

          note: the test imports no module of Ticket: put it in the test target of the
            code it tests, with that module's '@testable import'

        """)
  }

  @Test func aPreviewChosenByNameStartsWithItsDependencyOverrides() throws {
    let result = try runTickets(
      ["--preview", "Sold out"], input: "deps\nsend .confirmButtonTapped\nexport test\n")
    #expect(result.error == "")
    #expect(
      result.output == """
        Ticket loaded. Type 'help' for commands, Tab to complete.
          started from the preview at Tickets.swift:104 (Sold out), with its
            dependencies ('deps' lists them)
          other previews: 1 TicketView (Tickets.swift:94); 'load Ticket preview 1'
            starts one
        Ticket 0.000s> deps
          scenario preview: the overrides of the preview at Tickets.swift:104, and each
            other dependency's previewValue
          overrides:
            $0.booking.confirm = { _ in throw SoldOut() }
          other scenarios:
            live: each dependency's liveValue, on the virtual clock
            test: each dependency's testValue: an unimplemented endpoint is a failure
          clock: virtual, at 0.000s
        Ticket 0.000s> send .confirmButtonTapped
          (no state change)
          started #1
          0.000s  received .confirmed(.failure(SoldOut())) from #1
        \u{2007} Ticket.State(
        \u{2007}   seat: Seat(…),
        \u{2007}   holder: "Grace",
        −   confirmation: nil
        +   confirmation: "sold out"
        \u{2007} )
          finished #1
        Ticket 0.000s> export test
          // swift-format-ignore-file
          // A session of Ticket in store-repl, exported as a test.
          import ComposableArchitecture
          import Testing

          @Test func ticketSession() async {
            let clock = TestClock()
            let store = TestStore(
              initialState: Ticket.State(seat: Seat(id: UUID(0xFFFFFFFFFFFF), row: "A",
                number: 1), holder: "Grace")
            ) {
              Ticket()
            } withDependencies: {
              $0.continuousClock = clock
              $0.context = .preview
              $0.booking.confirm = { _ in throw SoldOut() }
            }

            await store.send(.confirmButtonTapped)
            await store.receive(\\.confirmed.failure) {
              $0.confirmation = "sold out"
            }
          }

          note: the test imports no module of Ticket: put it in the test target of the
            code it tests, with that module's '@testable import'

        """)
  }

  @Test func aStateWithoutDefaultsStartsFromSampleValuesOrATypedState() throws {
    let result = try runTickets(
      input: """
        load Badge
        load Badge Badge.State(holder: "Ada")
        send .printButtonTapped
        export test
        load Badge Badge.State(holder: 3)
        load Ticket preview 3
        load Ticket state Ticket.State(holdr: "Bo")

        """)
    #expect(result.status == 1)
    #expect(
      result.output == """
        Ticket loaded. Type 'help' for commands, Tab to complete.
          started from the preview at Tickets.swift:94 (TicketView), with its
            dependencies ('deps' lists them)
          other previews: 2 Sold out (Tickets.swift:104); 'load Ticket preview 2' starts
            one
        Ticket 0.000s> load Badge
        Badge loaded. Type 'help' for commands, Tab to complete.
          started from sample values for the State's fields without a default: holder =
            "", seat = Seat(id: UUID(0), row: "", number: 0)
          to start from others: 'load Badge Badge.State(…)', or 'Badge --state …' on the
            command line
          other previews: 1 TicketView (Tickets.swift:94), 2 Sold out
            (Tickets.swift:104); 'load Ticket preview 1' starts one
        Badge 0.000s> load Badge Badge.State(holder: "Ada")
        Badge loaded. Type 'help' for commands, Tab to complete.
          started from Badge.State(holder: "Ada")
          other previews: 1 TicketView (Tickets.swift:94), 2 Sold out
            (Tickets.swift:104); 'load Ticket preview 1' starts one
        Badge 0.000s> send .printButtonTapped
        \u{2007} Badge.State(
        \u{2007}   holder: "Ada",
        \u{2007}   seat: Seat(…),
        −   isPrinted: false
        +   isPrinted: true
        \u{2007} )
        Badge 0.000s> export test
          // swift-format-ignore-file
          // A session of Badge in store-repl, exported as a test.
          import ComposableArchitecture
          import Testing

          @Test func badgeSession() async {
            let clock = TestClock()
            var initialState = Badge.State(holder: "", seat: Seat(id: UUID(0), row: "",
              number: 0))
            initialState.holder = "Ada"
            let store = TestStore(
              initialState: initialState
            ) {
              Badge()
            } withDependencies: {
              $0.continuousClock = clock
              $0.context = .preview
            }

            await store.send(.printButtonTapped) {
              $0.isPrinted = true
            }
          }

          note: the test imports no module of Badge: put it in the test target of the
            code it tests, with that module's '@testable import'
        Badge 0.000s> load Badge Badge.State(holder: 3)
        error: expected a String for 'holder' of Badge.State, found 3
         --> input:1:32
        1 | load Badge Badge.State(holder: 3)
          |                                ^
        Badge 0.000s> load Ticket preview 3
        error: no preview '3' of Ticket; the previews are 1 TicketView
          (Tickets.swift:94), 2 Sold out (Tickets.swift:104)
         --> input:1:13
        1 | load Ticket preview 3
          |             ^
        Badge 0.000s> load Ticket state Ticket.State(holdr: "Bo")
        error: the state has no property 'holdr'; did you mean 'holder'?
         --> input:1:32
        1 | load Ticket state Ticket.State(holdr: "Bo")
          |                                ^

        """)
  }

  @Test func aTypedStateOnTheCommandLineIsCheckedWithACaret() throws {
    let result = try runTickets(
      ["Badge", "--state", "Badge.State(seat: Seat(id: UUID(1), row: \"B\"))"], input: "")
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(
      result.error == """
        error: missing 'number:' for Seat
         --> input:1:57
        1 | Badge state Badge.State(seat: Seat(id: UUID(1), row: "B"))
          |                                                         ^

        """)
  }

  /// How the session started is kept where its steps are: a saved script, and the journal a
  /// resume reads.
  @Test func aScriptAndAResumeStartWhereTheSessionStarted() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "store-repl-starts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("sold-out.replscript").path
    let lesson = folder.appendingPathComponent("sold-out.transcript").path
    let state = ["STORE_REPL_STATE_DIR": folder.appendingPathComponent("state").path]
    let saved = try runTickets(
      ["--preview", "2"], input: "send .confirmButtonTapped\nsave \(script)\n",
      environment: state)
    _ = try runTickets(
      ["--preview", "Sold out"], input: "send .confirmButtonTapped\nrecord \(lesson)\n")
    #expect(saved.status == 0)
    #expect(
      try String(contentsOfFile: script, encoding: .utf8) == """
        # store-repl script 1
        # feature: Ticket preview 2
        send .confirmButtonTapped

        """)
    // NB: The transcript names the feature with how it started; its files, by their path from it.
    let recorded = try String(contentsOfFile: lesson, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(recorded[1] == "# feature: Ticket preview Sold out")
    #expect(
      recorded[3...5].joined(separator: "\n") == """
        Ticket loaded. Type 'help' for commands, Tab to complete.
          started from the preview at Tickets.swift:104 (Sold out), with its
            dependencies ('deps' lists them)
        """)
    let checked = try runStoreREPL(
      ["--check", lesson], environment: ["STORE_REPL_CACHE_DIR": sharedCache], in: folder)
    #expect(checked.output == "✓ \(lesson): 1 command, output matches\n")
    let replayed = try runTickets(["--script", script], input: "state confirmation\n")
    #expect(replayed.status == 0)
    #expect(
      replayed.output.hasSuffix("Ticket 0.000s> state confirmation\n  confirmation: \"sold out\"\n")
    )
    let resumed = try runTickets(["--resume"], input: "state holder\n", environment: state)
    #expect(resumed.status == 0)
    #expect(
      resumed.output == """
        Ticket loaded. Type 'help' for commands, Tab to complete.
          started from the preview at Tickets.swift:104 (Sold out), with its
            dependencies ('deps' lists them)
          other previews: 1 TicketView (Tickets.swift:94); 'load Ticket preview 1'
            starts one
          resumed the session: 1 line replayed; at step 1
          the state at step 1:
          Ticket.State(
            seat: Seat(
              id: UUID(00000000-0000-0000-0000-FFFFFFFFFFFF),
              row: "A",
              number: 1
            ),
            holder: "Grace",
            confirmation: "sold out"
          )
        Ticket 0.000s> state holder
          holder: "Grace"

        """)
  }

  /// A preview whose store uses what only its own file can see is left out, and said; the
  /// feature starts the next way it can.
  @Test func aPreviewThatOnlyItsFileCanCompileIsLeftOutAndSaid() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "store-repl-private-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct Dial {
      @ObservableState
      struct State: Equatable {
        var level: Int
      }
      enum Action { case turned }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.level += 1
          return .none
        }
      }
    }

    private let loud = 11

    struct DialView: View {
      let store: StoreOf<Dial>
      var body: some View { Text("\\(store.level)") }
    }

    #Preview {
      DialView(store: Store(initialState: Dial.State(level: loud)) { Dial() })
    }
    """.write(to: folder.appendingPathComponent("Dial.swift"), atomically: true, encoding: .utf8)
    let result = try runStoreREPL(
      ["Dial.swift"], input: "state\n", environment: ["STORE_REPL_CACHE_DIR": sharedCache],
      in: folder)
    #expect(result.status == 0)
    #expect(
      result.error == """
        note: the store built at Dial.swift:27 is not a way to start: 'loud' is inaccessible \
        due to 'private' protection level

        """)
    #expect(
      result.output == """
        Dial loaded. Type 'help' for commands, Tab to complete.
          started from sample values for the State's fields without a default: level = 0
          to start from others: 'load Dial Dial.State(…)', or 'Dial --state …' on the
            command line
        Dial 0.000s> state
          Dial.State(level: 0)

        """)
  }

  /// A field no sample can be made for stops the start, naming the field and the ways to start.
  @Test func aFieldNoSampleCanBeMadeForNamesTheFieldAndTheWaysToStart() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "store-repl-no-sample-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    import ComposableArchitecture

    @Reducer
    struct Receipt {
      @ObservableState
      struct State {
        var total: Int
        var format: @Sendable (Int) -> String
      }
      enum Action { case printed }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
      }
    }
    """.write(to: folder.appendingPathComponent("Receipt.swift"), atomically: true, encoding: .utf8)
    let result = try runStoreREPL(
      ["Receipt.swift"], input: "", environment: ["STORE_REPL_CACHE_DIR": sharedCache],
      in: folder)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(
      result.error == """
        error: Receipt can't start: no sample value can be made for 'format': @Sendable (Int) -> String \
        is a function. Give the field a default value, or build the feature's store in a \
        '#Preview' (Store(initialState: Receipt.State(…)) { Receipt() }) to start it there

        """)
  }
}
