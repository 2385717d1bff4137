import Foundation
import TestHelpers
import Testing

/// The feature files the tests load, which the test target does not compile.
private let featureFiles = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("FeatureFiles")

/// The library cache the tests share, beside the built binary: a test run after the first
/// compiles only what changed.
private let sharedCache = storeREPLExecutable.deletingLastPathComponent()
  .appendingPathComponent("FeatureFileTests.cache").path

/// Runs `store-repl` in the feature files' folder, with the shared cache.
private func runStoreREPL(
  _ arguments: [String], input: String
) throws -> (output: String, error: String, status: Int32) {
  try runStoreREPL(
    arguments, input: input, environment: ["STORE_REPL_CACHE_DIR": sharedCache], in: featureFiles)
}

/// The seed's EffectsBasics reducer as the blog post wrote it, in the file the lessons
/// ReloadFixesTheSeed and ExploringTheSeed start from.
private let seedFile = featureFiles.deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Docs/Lessons/Reload/EffectsBasics.swift")

/// The case study as published, view and all, with the FactClient it depends on.
private let examples = featureFiles.deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Docs/Examples/EffectsBasics")
private let exampleFiles = ["EffectsBasics.swift", "FactClient.swift"].map {
  examples.appendingPathComponent($0).path
}

/// What the loader says of the case study's files on every start.
private let setAsideEffectsBasicsView = """
  set aside AboutView(readMe: readMe) in EffectsBasicsView: 'AboutView' is declared in none of the files

  """

// NB: Serialized, so that two tests do not compile the same files at the same time.
@Suite(.serialized) struct FeatureFileTests {
  @Test func theCaseStudysReducerAsWrittenRunsFromItsFile() throws {
    let result = try runStoreREPL(
      [seedFile.path],
      input: "send .decrementButtonTapped\nadvance 1s\nstate\nquit\n")
    #expect(result.error == "")
    #expect(result.status == 0)
    #expect(
      result.output == """
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
        EffectsBasics 0.000s> send .decrementButtonTapped
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: -1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          started #1: sleeping on the clock until 1.000s
        EffectsBasics 0.000s> advance 1s
          1.000s  received .decrementDelayResponse from #1
        \u{2007} EffectsBasics.State(
        −   count: -1,
        +   count: 0,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          finished #1
        EffectsBasics 1.000s> state
          EffectsBasics.State(
            count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
        EffectsBasics 1.000s> quit

        """)
  }

  @Test func aDamagedCachedBuildIsBuiltAgainAndSaidSo() throws {
    let cache = try TemporaryFolder(prefix: "store-repl-damaged-cache")
    defer { cache.remove() }
    func run() throws -> (output: String, error: String, status: Int32) {
      try runStoreREPL(
        [seedFile.path], input: "send .decrementButtonTapped\nquit\n",
        environment: ["STORE_REPL_CACHE_DIR": cache.path], in: featureFiles)
    }
    let first = try run()
    #expect(first.status == 0)
    let libraries =
      (FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String])?
      .filter { $0.hasSuffix(".so") } ?? []
    try #require(libraries.count == 1)
    let library = cache.path + "/" + libraries[0]
    try Data(String(repeating: "not a library; ", count: 16).utf8).write(
      to: URL(fileURLWithPath: library))
    let second = try run()
    #expect(
      second.error
        == "note: the cached build of these files cannot be opened (\(library): invalid ELF "
        + "header); building them again\n")
    #expect(second.status == 0)
    #expect(second.output == first.output)
    let third = try run()
    #expect(third.error == "")
    #expect(third.output == first.output)
  }

  /// The case study's `#Preview` gives its view the store; the statement that uses what none
  /// of the files declares is drawn as a line that says so, and the rest is driven.
  @Test func theCaseStudyAsPublishedDrawsTheScreenItsPreviewShows() throws {
    let result = try runStoreREPL(
      exampleFiles,
      input: "screen\ntap minus\nadvance 1s\ntap Number fact\nadvance 1s\nscreen\nquit\n")
    #expect(result.error == setAsideEffectsBasicsView)
    #expect(result.status == 0)
    #expect(
      result.output == """
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
          started from the preview at EffectsBasics.swift:127 (EffectsBasicsView), with
            its dependencies ('deps' lists them)
        EffectsBasics 0.000s> screen
        ╭─ Effects ────────────────────────────────────────────────────────────────────╮
        │ AboutView(readMe: readMe) is not drawn: 'AboutView' is declared in none of   │
        │ the files                                                                    │
        │                                                                              │
        │ 1[ minus ]  0  2[ plus ]                                                     │
        │ 3[ Number fact ]                                                             │
        │                                                                              │
        │ 4[ Number facts provided by numbeersapi.com ]                                │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        EffectsBasics 0.000s> tap minus
          send .decrementButtonTapped
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: -1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          started #1: sleeping on the clock until 1.000s
        EffectsBasics 0.000s> advance 1s
          1.000s  received .decrementDelayResponse from #1
        \u{2007} EffectsBasics.State(
        −   count: -1,
        +   count: 0,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          finished #1
        EffectsBasics 1.000s> tap Number fact
          send .numberFactButtonTapped
        \u{2007} EffectsBasics.State(
        \u{2007}   count: 0,
        −   isNumberFactRequestInFlight: false,
        +   isNumberFactRequestInFlight: true,
        \u{2007}   numberFact: nil
        \u{2007} )
          started #2: sleeping on the clock until 2.000s
        EffectsBasics 1.000s> advance 1s
          2.000s  received .numberFactResponse(.success("0 is a good number.")) from #2
        \u{2007} EffectsBasics.State(
        \u{2007}   count: 0,
        −   isNumberFactRequestInFlight: true,
        +   isNumberFactRequestInFlight: false,
        −   numberFact: nil
        +   numberFact: "0 is a good number."
        \u{2007} )
          finished #2
        EffectsBasics 2.000s> screen
        ╭─ Effects ────────────────────────────────────────────────────────────────────╮
        │ AboutView(readMe: readMe) is not drawn: 'AboutView' is declared in none of   │
        │ the files                                                                    │
        │                                                                              │
        │ 1[ minus ]  0  2[ plus ]                                                     │
        │ 3[ Number fact ]                                                             │
        │ 0 is a good number.                                                          │
        │                                                                              │
        │ 4[ Number facts provided by numbeersapi.com ]                                │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        EffectsBasics 2.000s> quit

        """)
  }

  @Test func theExampleHoldsTheSeedsReducerAsTheLessonDoes() throws {
    let example = try String(
      contentsOf: examples.appendingPathComponent("EffectsBasics.swift"), encoding: .utf8)
    let lesson = try String(contentsOf: seedFile, encoding: .utf8)
    // NB: From `@Reducer` to the brace that closes it, the first at the start of a line.
    let start = lesson.range(of: "@Reducer")!.lowerBound
    let end = lesson[start...].range(of: "\n}\n")!.upperBound
    #expect(
      example.hasPrefix("import ComposableArchitecture\nimport SwiftUI\n\n" + lesson[start..<end]))
  }

  /// At a terminal, a first start says once that the files compile, however many compiles
  /// setting views aside it takes, and what was set aside is folded to the terminal's width.
  @Test func aTerminalIsToldOnceThatTheFilesCompileAndWhatWasSetAsideFitsItsWidth() throws {
    // NB: A cache of its own, so that the files compile.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-repl-compiling-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try runStoreREPL(
      exampleFiles, input: "quit\n",
      environment: [
        "STORE_REPL_CACHE_DIR": folder.path, "STORE_REPL_STDERR_IS_TERMINAL": "1",
        "STORE_REPL_STDERR_COLUMNS": "60",
      ], in: featureFiles)
    #expect(result.status == 0)
    #expect(
      result.error == """
        Compiling \(exampleFiles[0]) and \(exampleFiles[1])…
        set aside AboutView(readMe: readMe) in EffectsBasicsView:
          'AboutView' is declared in none of the files

        """)
  }

  @Test func whatWasSetAsideIsSaidOnEveryStartAndReloadOfAPackage() throws {
    // NB: A package of its own, whose paths no earlier run compiled: the first start compiles,
    // the second loads the cached library, and each reload loads it too.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-repl-views-\(UUID().uuidString)")
    let target = folder.appendingPathComponent("Sources/EffectsBasics")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in exampleFiles {
      try FileManager.default.copyItem(
        at: URL(fileURLWithPath: file),
        to: target.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent))
    }
    let run = {
      try runStoreREPL(
        ["--package", "."], input: "send .incrementButtonTapped\nreload\n",
        environment: ["STORE_REPL_CACHE_DIR": sharedCache], in: folder)
    }
    let first = try run()
    let second = try run()
    let line = setAsideEffectsBasicsView
    #expect(first.error == line + line)
    #expect(first.status == 0)
    #expect(second.error == first.error)
    #expect(second.output == first.output)
    #expect(
      first.output == """
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
          started from the preview at EffectsBasics.swift:127 (EffectsBasicsView), with
            its dependencies ('deps' lists them)
        EffectsBasics 0.000s> send .incrementButtonTapped
        \u{2007} EffectsBasics.State(
        −   count: 0,
        +   count: 1,
        \u{2007}   isNumberFactRequestInFlight: false,
        \u{2007}   numberFact: nil
        \u{2007} )
          cancel CancelID.delay: no effect in flight under that id
        EffectsBasics 0.000s> reload
          reloaded ./Sources/EffectsBasics/EffectsBasics.swift and
            ./Sources/EffectsBasics/FactClient.swift: the session's step replays the
            same
          the state at step 1:
          EffectsBasics.State(
            count: 1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )

        """)
  }

  /// A view compiles with its feature; one that uses a name Linux does not have is set aside,
  /// said on the first start and on the cached one.
  @Test func aViewThatUsesWhatLinuxLacksIsSetAsideAndTheOthersCompile() throws {
    for _ in 1...2 {
      let result = try runStoreREPL(["Meter.swift"], input: "state\n")
      #expect(result.error == "set aside MeterGaugeView: 'Gauge' is not drawn on Linux\n")
      #expect(result.status == 0)
      #expect(
        result.output == """
          Meter loaded. Type 'help' for commands, Tab to complete.
            started from the preview at Meter.swift:44 (MeterView), with its dependencies
              ('deps' lists them)
          Meter 0.000s> state
            Meter.State(level: 7)

          """)
    }
  }

  @Test func aCompileErrorBelowASetAsideViewNamesTheFileAndLineAsTheUserHasThem() throws {
    let relative = try runStoreREPL(["BrokenBelowAView.swift"], input: "state\n")
    let setAside: String =
      "set aside TallyView: BrokenBelowAView.swift:8: referencing subscript "
      + "'subscript(dynamicMember:)' on 'Store' requires that 'BrokenBelowAView.State' conform "
      + "to 'ObservableState'"
    #expect(relative.status == 1)
    #expect(relative.output == "")
    #expect(
      relative.error
        == [
          setAside,
          "BrokenBelowAView.swift:23:11: error: value of type 'BrokenBelowAView.State' has no "
            + "member 'total'",
          "21 | ",
          "22 |   func reduce(into state: inout State, action: Action) -> Effect<Action> {",
          "23 |     state.total += 1",
          "   |           `- error: value of type 'BrokenBelowAView.State' has no member 'total'",
          "24 |     return .none",
          "25 |   }",
          "error: BrokenBelowAView.swift did not compile (swiftc exited with status 1); nothing "
            + "was started",
          "",
        ].joined(separator: "\n"))
    let path = featureFiles.appendingPathComponent("BrokenBelowAView.swift").path
    let absolute = try runStoreREPL([path], input: "state\n")
    #expect(absolute.status == 1)
    #expect(
      absolute.error.split(separator: "\n").dropFirst().first
        == "\(path):23:11: error: value of type 'BrokenBelowAView.State' has no member 'total'")
  }

  @Test func anAppleFrameworkThatLinuxDoesNotHaveIsOneErrorThatSaysWhatToDo() throws {
    let result = try runStoreREPL(["Transcriber.swift"], input: "state\n")
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.error == """
        Transcriber.swift:3:8: error: 'Speech' is an Apple framework that Linux does not have
          To fix, move the dependency's live implementation that uses it (its 'liveValue') to a \
        file of its own that you don't pass to store-repl, and keep a 'previewValue' in the \
        feature's files.

        """)
  }

  @Test func theFileHoldsTheCatalogsReducerAsWritten() throws {
    let root = featureFiles.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let catalog = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/ExampleFeatures/EffectsBasicsAsWritten/EffectsBasicsAsWritten.swift"),
      encoding: .utf8)
    let file = try String(contentsOf: seedFile, encoding: .utf8)
    let reducer = catalog[catalog.range(of: "@Reducer")!.lowerBound...]
      .replacingOccurrences(of: "struct EffectsBasicsAsWritten {", with: "struct EffectsBasics {")
    #expect(file.contains(reducer))
  }

  @Test func aDependencyClientHasItsPreviewValueAndTheTestScenarioReportsAnUnimplementedEndpoint()
    throws
  {
    let result = try runStoreREPL(
      ["NumberFact.swift"],
      input: "send .factButtonTapped\ndeps\nscenario test\nsend .factButtonTapped\n")
    #expect(result.error == "")
    #expect(result.status == 1)
    #expect(
      result.output == """
        NumberFact loaded. Type 'help' for commands, Tab to complete.
        NumberFact 0.000s> send .factButtonTapped
          (no state change)
          started #1
          0.000s  received .factResponse(.success("7 is the preview fact.")) from #1
        \u{2007} NumberFact.State(
        \u{2007}   number: 7,
        −   fact: nil
        +   fact: "7 is the preview fact."
        \u{2007} )
          finished #1
        NumberFact 0.000s> deps
          scenario preview: each dependency's previewValue, on the virtual clock
          other scenarios:
            live: each dependency's liveValue, on the virtual clock
            test: each dependency's testValue: an unimplemented endpoint is a failure
          clock: virtual, at 0.000s
        NumberFact 0.000s> scenario test
          scenario test: each dependency's testValue: an unimplemented endpoint is a
            failure
        NumberFact 0.000s> send .factButtonTapped
          (no state change)
          started #2
          0.000s  received .factResponse(.failure(UnimplementedEndpoint(endpoint:
                  "NumbersClient.fact"))) from #2
        \u{2007} NumberFact.State(
        \u{2007}   number: 7,
        −   fact: "7 is the preview fact."
        +   fact: nil
        \u{2007} )
          finished #2
          Unimplemented: 'NumbersClient.fact'

          The endpoint was called without an implementation. To fix, give it one where
            the dependency is set: withDependencies: { $0.<dependency>.fact = { … } }

        """)
  }

  /// A reducer whose State the shell cannot make is named among the features, with why, and
  /// refused by name.
  @Test func aReducerThatCannotStartIsListedWithWhy() throws {
    let rows = """
      Found, but cannot be started:
         Profile  Unstartable.swift, line 27: its State can't be made with 'State()'
                  and its initializers are private or failable; build its store in a
                  '#Preview' to start it there
      """
    let started = try runStoreREPL(["Unstartable.swift"], input: "features\nload Profile\n")
    #expect(started.status == 1)
    #expect(
      started.output == """
        Greeting loaded. Type 'help' for commands, Tab to complete.
        \(rows)
        Greeting 0.000s> features
         * Greeting  Unstartable.swift, line 5
        \(rows)
        Greeting 0.000s> load Profile
        error: Profile (Unstartable.swift, line 27) cannot be started: its State can't
          be made with 'State()' and its initializers are private or failable; build its
          store in a '#Preview' to start it there
         --> input:1:6
        1 | load Profile
          |      ^

        """)
    let named = try runStoreREPL(["Unstartable.swift", "Profile"], input: "")
    #expect(named.status == 2)
    #expect(
      named.error == """
        error: Profile (Unstartable.swift, line 27) cannot be started: its State can't be made with 'State()' and its initializers are private or failable; build its store in a '#Preview' to start it there

        """)
  }

  @Test func aStateThatIsNotEquatableStartsStepsAndExportsFromItsFile() throws {
    let result = try runStoreREPL(
      ["Ledger.swift"],
      input: """
        send .deposit(5)
        send .delayedDeposit
        advance 1s
        undo 1
        goto 3
        export test
        quit

        """)
    #expect(result.error == "")
    #expect(result.status == 0)
    #expect(
      result.output == """
        Ledger loaded. Type 'help' for commands, Tab to complete.
        note: Ledger.State is not Equatable: the shell compares states by their dump
        Ledger 0.000s> send .deposit(5)
        \u{2007} Ledger.State(
        −   balance: 0,
        +   balance: 5,
        −   memo: Memo(text: "opening"),
        +   memo: Memo(text: "deposit 5"),
        \u{2007}   holder: #1 Holder(name: "Blob")
        \u{2007} )
        Ledger 0.000s> send .delayedDeposit
          (no state change)
          started #1: sleeping on the clock until 1.000s
        Ledger 0.000s> advance 1s
          1.000s  received .deposit(1) from #1
        \u{2007} Ledger.State(
        −   balance: 5,
        +   balance: 6,
        −   memo: Memo(text: "deposit 5"),
        +   memo: Memo(text: "deposit 1"),
        \u{2007}   holder: #1 Holder(name: "Blob")
        \u{2007} )
          finished #1
        Ledger 1.000s> undo 1
          at step 2 of 3, 0.000s; 'goto 3' comes back, a new step drops the 1 after this
            one
        \u{2007} Ledger.State(
        −   balance: 6,
        +   balance: 5,
        −   memo: Memo(text: "deposit 1"),
        +   memo: Memo(text: "deposit 5"),
        \u{2007}   holder: #1 Holder(name: "Blob")
        \u{2007} )
          #1  (no id)  from step 2 .delayedDeposit at 0.000s  clock until 1.000s (in
              1.000s)
        Ledger 0.000s> goto 3
          at step 3 of 3, 1.000s
        \u{2007} Ledger.State(
        −   balance: 5,
        +   balance: 6,
        −   memo: Memo(text: "deposit 5"),
        +   memo: Memo(text: "deposit 1"),
        \u{2007}   holder: #1 Holder(name: "Blob")
        \u{2007} )
        Ledger 1.000s> export test
          // swift-format-ignore-file
          // A session of Ledger in store-repl, exported as a test.
          // TCA's TestStore needs State: Equatable: add Equatable to Ledger.State to
          // run this test.
          import ComposableArchitecture
          import Testing

          @Test func ledgerSession() async {
            let clock = TestClock()
            let store = TestStore(
              initialState: Ledger.State()
            ) {
              Ledger()
            } withDependencies: {
              $0.continuousClock = clock
              $0.context = .preview
            }

            await store.send(.deposit(5)) {
              $0.balance = 5
              $0.memo.text = "deposit 5"
            }

            await store.send(.delayedDeposit)

            await clock.advance(by: .seconds(1))
            await store.receive(\\.deposit) {
              $0.balance = 6
              $0.memo.text = "deposit 1"
            }
          }

          note: TCA's TestStore needs State: Equatable: add Equatable to Ledger.State to
            run the test
          note: the test imports no module of Ledger: put it in the test target of the
            code it tests, with that module's '@testable import'
        Ledger 1.000s> quit

        """)
  }

  @Test func ofSeveralFeaturesNoneStartsUnlessNamed() throws {
    let unnamed = try runStoreREPL(["TwoFeatures.swift"], input: "")
    #expect(unnamed.status == 2)
    #expect(unnamed.output == "")
    #expect(
      unnamed.error == """
        error: TwoFeatures.swift has 2 features; name the one to start:
          store-repl TwoFeatures.swift <feature>
        with <feature> one of:
          Stepper  TwoFeatures.swift, line 5
          Toggle   TwoFeatures.swift, line 24

        """)
    let misspelt = try runStoreREPL(["TwoFeatures.swift", "Toggel"], input: "")
    #expect(misspelt.status == 2)
    #expect(
      misspelt.error == """
        error: unknown feature 'Toggel'; did you mean 'Toggle'?
        Features:
           Stepper  TwoFeatures.swift, line 5
           Toggle   TwoFeatures.swift, line 24

        """)
    let named = try runStoreREPL(["Toggle", "TwoFeatures.swift"], input: "send .toggled\n")
    #expect(named.status == 0)
    #expect(
      named.output == """
        Toggle loaded. Type 'help' for commands, Tab to complete.
        Toggle 0.000s> send .toggled
        − Toggle.State(isOn: false)
        + Toggle.State(isOn: true)

        """)
  }

  @Test func aSavedScriptReplaysWithItsFiles() throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-repl-toggle-\(UUID().uuidString).script").path
    defer { try? FileManager.default.removeItem(atPath: script) }
    let saving = try runStoreREPL(
      // NB: Wide enough that the line naming the script's long path is not folded.
      ["TwoFeatures.swift", "Toggle", "--width", "1000"], input: "send .toggled\nsave \(script)\n")
    #expect(saving.status == 0)
    #expect(
      saving.output.hasSuffix(
        "  wrote 1 step to \(script); replay with 'store-repl TwoFeatures.swift --script \(script)'\n"
      ))
    let replaying = try runStoreREPL(["TwoFeatures.swift", "--script", script], input: "state\n")
    #expect(replaying.status == 0)
    #expect(
      replaying.output == """
        Toggle loaded. Type 'help' for commands, Tab to complete.
        Toggle 0.000s> send .toggled
        − Toggle.State(isOn: false)
        + Toggle.State(isOn: true)
        Toggle 0.000s> state
          Toggle.State(isOn: true)

        """)
  }

  @Test func aFileThatDeclaresItsFeaturesGetsThoseFeatures() throws {
    let result = try runStoreREPL(
      ["DeclaredFeatures.swift", "Comeback"], input: "features\nsend .scored\ndeps\n")
    #expect(result.status == 0)
    #expect(
      result.output == """
        Comeback loaded. Type 'help' for commands, Tab to complete.
        Comeback 0.000s> features
           Score     a score that starts at 10
         * Comeback  the same score, from behind
        Comeback 0.000s> send .scored
        − Score.State(points: -3)
        + Score.State(points: -2)
        Comeback 0.000s> deps
          scenario preview: each dependency's previewValue, on the virtual clock
          other scenarios:
            test: each dependency's testValue: an unimplemented endpoint is a failure
          clock: virtual, at 0.000s

        """)
  }

  @Test func writingAFeatureQuotesThisFileWhole() throws {
    let root = featureFiles.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let doc = try String(
      contentsOf: root.appendingPathComponent("Docs/WritingAFeature.md"), encoding: .utf8)
    let file = try String(
      contentsOf: featureFiles.appendingPathComponent("DeclaredFeatures.swift"), encoding: .utf8)
    // NB: The file's first line is a comment the docs leave out.
    let code = file.drop { $0 != "\n" }.dropFirst()
    #expect(doc.contains("<!-- excerpt -->\n```swift\n" + code + "```\n"))
  }

  @Test func aFileThatDoesNotCompileShowsTheCompilersErrorsAndStartsNothing() throws {
    let result = try runStoreREPL(["Broken.swift"], input: "state\n")
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.error
        == [
          "Broken.swift:15:11: error: value of type 'Broken.State' has no member 'total'",
          "13 | ",
          "14 |   func reduce(into state: inout State, action: Action) -> Effect<Action> {",
          "15 |     state.total += 1",
          "   |           `- error: value of type 'Broken.State' has no member 'total'",
          "16 |     return .none",
          "17 |   }",
          "error: Broken.swift did not compile (swiftc exited with status 1); nothing was started",
          "",
        ].joined(separator: "\n"))
  }

  @Test func aFileWithoutAFeatureSaysWhatAFeatureIs() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-repl-no-feature-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    import ComposableArchitecture

    @Reducer
    struct Form {
      struct State: Equatable {
        var name: String
        private init(name: String) { self.name = name }
      }
      enum Action {}
    }
    """.write(to: folder.appendingPathComponent("Form.swift"), atomically: true, encoding: .utf8)
    let result = try runStoreREPL(
      ["Form.swift"], environment: ["STORE_REPL_CACHE_DIR": sharedCache], in: folder)
    #expect(result.status == 2)
    #expect(
      result.error == """
        error: no feature in Form.swift: a feature is a '@Reducer struct' (or a 'struct …: Reducer') \
        that a preview's 'Store(initialState:)' builds, or whose State the shell can make ('State()', \
        or an initializer given sample values), or a top-level 'let replFeatures: [REPLFeature]'
          Form.swift:4: Form: its State can't be made with 'State()' and its initializers are private \
        or failable; build its store in a '#Preview' to start it there

        """)
  }

  @Test func theSecondStartLoadsTheCachedLibraryWithoutCompiling() throws {
    // NB: A file of its own, whose path no earlier run compiled, in the shared cache whose clang
    // module cache is already built.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-repl-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: featureFiles.appendingPathComponent("Tally.swift"),
      to: folder.appendingPathComponent("Tally.swift"))
    func entries() throws -> Set<String> {
      guard FileManager.default.fileExists(atPath: sharedCache) else { return [] }
      return Set(try FileManager.default.contentsOfDirectory(atPath: sharedCache))
    }
    let existing = try entries()
    let run = {
      try runStoreREPL(
        ["Tally.swift"], input: "send .tapped\n",
        environment: ["STORE_REPL_CACHE_DIR": sharedCache], in: folder)
    }
    let first = try run()
    let added = try entries().subtracting(existing).filter { $0.count == 32 }
    #expect(added.count == 1)
    let entry = "\(sharedCache)/\(added.first ?? "")"
    defer { try? FileManager.default.removeItem(atPath: entry) }
    let libraries = try FileManager.default.contentsOfDirectory(atPath: entry)
      .filter { $0.hasPrefix("libTally_") && $0.hasSuffix(".so") }
    #expect(libraries.count == 1)
    let library = "\(entry)/\(libraries.first ?? "")"
    let before = try FileManager.default.attributesOfItem(atPath: library)
    let second = try run()
    let after = try FileManager.default.attributesOfItem(atPath: library)
    // NB: A compile writes a new file and renames it over the entry's: a new inode.
    #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
    #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
    #expect(try entries().subtracting(existing) == Set(added))
    #expect(first.status == 0)
    #expect(second.status == 0)
    #expect(second.output == first.output)
    #expect(
      second.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
        Tally 0.000s> send .tapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)

        """)
  }

  @Test func aCacheThatIsNotAFolderIsAnError() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-repl-not-a-folder-\(UUID().uuidString)")
    try Data().write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try runStoreREPL(
      ["Tally.swift"], environment: ["STORE_REPL_CACHE_DIR": file.path], in: featureFiles)
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.error == "error: can't create the cache folder \(file.path): it is not a folder\n")
  }

  @Test func withoutTheEngineFilesNextToItTheShellSaysWhatToBuild() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-repl-alone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("store-repl")
    try FileManager.default.copyItem(at: storeREPLExecutable, to: copy)
    let result = try runStoreREPL(
      ["Tally.swift"], environment: ["STORE_REPL_CACHE_DIR": sharedCache], in: featureFiles,
      executable: copy)
    let path = folder.resolvingSymlinksInPath().path
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.error == """
        error: store-repl compiles a feature file against the engine's module files and macro \
        plugin, which it looks for next to itself, and these are missing:
          \(path)/Modules/*.swiftmodule (all 19 module files)
          \(path)/ComposableMacros-tool
          \(path)/CComposableHooks.build/module.modulemap
          \(path)/CWorkerFaults.build/module.modulemap
        Build them with 'swift build --product store-repl' (add '-c release' for a release \
        store-repl), or install store-repl with 'scripts/install'.

        """)
  }
}
