import ExampleFeatures
import Foundation
import StoreREPL
import Testing

/// Every transcript — the lessons in Docs/Lessons and the golden sessions here — replayed and
/// compared whole. `RECORD_TRANSCRIPTS=1 swift test` writes the actual output back instead.
@Suite struct TranscriptTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var transcripts: [String] {
    let folders = ["Docs/Lessons", "Tests/StoreREPLTests/Transcripts"]
    return folders.flatMap { folder in
      let url = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.filter { $0.hasSuffix(".transcript") }.sorted().map { "\(folder)/\($0)" }
        // NB: A lesson on feature files (`# files:`) runs in a worker process of the built
        // `store-repl`: the end-to-end tests check it.
        .filter { path in
          let text = try? String(
            contentsOf: root.appendingPathComponent(path), encoding: .utf8)
          return text?.contains("\n# files: ") != true
        }
    }
  }

  /// A transcript's commands are read from its prompt lines, the prompt of a session stopped
  /// at a breakpoint included; output that only looks like a prompt is not a command.
  @Test func commandsAreReadFromPromptsStoppedOrNot() throws {
    let transcript = try Transcript(
      parsing: """
        # store-repl transcript 1
        # feature: EffectsBasics
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
        EffectsBasics 0.000s> advance 1s
          stopped at 1.000s (breakpoint 1); 'continue' goes on
        EffectsBasics 1.000s (stopped)> step
          send .x("s> ")
        EffectsBasics 1.000s (stopped)> continue
        Effects Basics 1.000s> not a prompt

        """)
    #expect(transcript.commands == ["advance 1s", "step", "continue"])
  }

  @Test func thereAreTranscripts() {
    #expect(Self.transcripts.count >= 2)
  }

  @Test(arguments: transcripts)
  func replaysExactly(_ path: String) async throws {
    let url = Self.root.appendingPathComponent(path)
    let transcript = try Transcript(parsing: String(contentsOf: url, encoding: .utf8))
    let (output, _) = await Shell.replay(transcript, features: catalog)
    if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1" {
      var recorded = transcript
      recorded.output = output
      try recorded.text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(transcript.differences(from: output) == nil, "\(path) differs")
    #expect(output == transcript.output)
    #expect(await Shell.check(transcript, features: catalog) == .matches)
  }

  @Test func aCommandRecordedAsRunningThatNoLongerDecodesIsReportedAndNothingRuns() async throws {
    let transcript = try Transcript(
      parsing: """
        # store-repl transcript 1
        # feature: EffectsBasics
        EffectsBasics loaded. Type 'help' for commands, Tab to complete.
        EffectsBasics 0.000s> # The reset button was renamed since.
        EffectsBasics 0.000s> send .resetButtonTapped
          (no state change)
        EffectsBasics 0.000s> send .resetButtonTaped
        error: 'resetButtonTaped' is not a case of EffectsBasics.Action
         --> input:1:7
        1 | send .resetButtonTaped
          |       ^

        """)
    let outcome = await Shell.check(transcript, features: catalog)
    #expect(
      outcome
        == .noLongerFits(
          """
          command 2:
            error: 'resetButtonTapped' is not a case of EffectsBasics.Action; did you mean 'decrementButtonTapped'?
             --> input:1:7
            1 | send .resetButtonTapped
              |       ^
          """))
  }
}

/// Sessions exported as tests must be the committed files in `Tests/ExampleFeaturesTests/`,
/// which the suite compiles and runs against `ExampleFeatures`, a module of its own: the
/// EffectsBasics lesson, a weather session that switches scenarios on a registration without
/// the initial state's Swift form, sessions on shared state, an alert, a navigation stack, a
/// `set` and overridden dependencies. `RECORD_TRANSCRIPTS=1 swift test` writes them anew.
@Suite struct ExportTests {
  @Test func theExportOfTheEffectsBasicsLessonIsTheCommittedTest() async throws {
    let lesson = try Transcript(
      parsing: String(
        contentsOf: TranscriptTests.root.appendingPathComponent(
          "Docs/Lessons/EffectsBasics.transcript"),
        encoding: .utf8))
    try await Self.expectExport(
      of: lesson.feature, lesson.commands, toBe: "ExportedEffectsBasicsLesson.swift",
      named: "exportedEffectsBasicsLesson")
  }

  @Test func theExportOfAWeatherSessionIsTheCommittedTest() async throws {
    // NB: Without `initialStateSwift`, the test builds the state with `init()` and assignments.
    let weather = REPLFeature(
      "Root", summary: "the weather app", initialState: ExampleFeatures.Root.State(),
      reducer: { ExampleFeatures.Root() }, scenarios: catalog.first { $0.name == "Root" }!.scenarios
    )
    try await Self.expectExport(
      of: "Root",
      [
        "scenario failure", "send .splash(.fetchCurrentWeather)", "advance 1s",
        "scenario default", "send .splash(.fetchCurrentWeather)", "advance 1s",
      ],
      toBe: "ExportedWeatherSession.swift", named: "exportedWeatherSession", features: [weather])
  }

  /// A SyncUps session whose shared sync-up is edited in the detail and seen by the list: the
  /// committed test compiles and passes in ExampleFeaturesTests, its shared changes asserted with
  /// `withLock` and its shared values built with `Shared(value:)`.
  @Test func aSessionOnSharedStateIsExportedAsATestThatPasses() async throws {
    try await Self.expectExport(
      of: "SyncUps",
      [
        "send .syncUpsList(.syncUpTapped(id: SyncUp.ID(UUID(5A9B2C1E-0000-4000-8000-0000000E1161))))",
        "send .path(.element(id: 0, action: .detail(.editButtonTapped)))",
        #"send .path(.element(id: 0, action: .detail(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Eng daily"))))))))"#,
        "send .path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))",
        "send .path(.element(id: 0, action: .detail(.startMeetingButtonTapped)))",
      ],
      toBe: "ExportedSyncUpsSession.swift", named: "exportedSyncUpsSession")
  }

  @Test func anAlertIsExportedAsItsBuilderWritesIt() async throws {
    // NB: The committed test compiles and passes in ExampleFeaturesTests: the alert's public
    // initializer takes closures, not the fields the dump shows.
    try await Self.expectExport(
      of: "Todos",
      [
        "send .addTodoButtonTapped",
        #"send .deleteButtonTapped(id: UUID("00000000-0000-0000-0000-000000000000"))"#,
        #"send .alert(.presented(.confirmDeletion(id: UUID("00000000-0000-0000-0000-000000000000"))))"#,
      ],
      toBe: "ExportedTodosAlert.swift", named: "exportedTodosAlert")
  }

  /// A `set` before the first action is the test's initial state; a later one goes on with a
  /// new store from the state it made; the scenario chosen before the first action is the
  /// store's dependencies.
  @Test func aSessionThatSetsTheStateIsExportedAsATestThatPasses() async throws {
    try await Self.expectExport(
      of: "EffectsBasics",
      [
        "scenario instant", "set count = 5", "send .numberFactButtonTapped", "set count = 0",
        "send .decrementButtonTapped", "advance 1s",
      ],
      toBe: "ExportedSetSession.swift", named: "exportedSetSession")
  }

  /// A `set` through shared state, before the first action and after it: the shared value is
  /// written with `withLock`, in the initial state and in the state of the new store.
  @Test func aSessionThatSetsSharedStateIsExportedAsATestThatPasses() async throws {
    try await Self.expectExport(
      of: "SyncUps",
      [
        #"set syncUpsList.syncUps[1].title = "Design""#,
        "send .syncUpsList(.syncUpTapped(id: SyncUp.ID(UUID(5A9B2C1E-0000-4000-8000-0000000E1161))))",
        #"set syncUpsList.syncUps[1].title = "Eng""#,
        "send .path(.element(id: 0, action: .detail(.editButtonTapped)))",
      ],
      toBe: "ExportedSharedSetSession.swift", named: "exportedSharedSetSession")
  }

  /// Screens pushed on a stack and changed there: asserted by id through the screens' cases
  /// (`$0.path[id: 1]?.timer?.secondsElapsed = 1`), their actions received by the key path to
  /// the case (`\.path[id: 1].timer.timerTicked`).
  @Test func aNavigationStackSessionIsExportedWithDeepPaths() async throws {
    try await Self.expectExport(
      of: "NavigationStackDemo",
      [
        "send .goToCounterButtonTapped",
        "send .path(.element(id: 0, action: .counter(.incrementButtonTapped)))",
        "send .goToTimerButtonTapped",
        "send .path(.element(id: 1, action: .timer(.startButtonTapped)))",
        "advance 2s",
        "send .path(.element(id: 0, action: .counter(.backButtonTapped)))",
      ],
      toBe: "ExportedNavigationStack.swift", named: "exportedNavigationStack")
  }

  /// A sheet: its state changed through the presentation (`$0.stopwatch?.secondsElapsed = 1`,
  /// `state.stopwatch?.secondsElapsed = 10` for a new store), its actions received without
  /// `.presented` (`\.stopwatch.timerTicked`).
  @Test func aSheetSessionIsExportedThroughThePresentedState() async throws {
    try await Self.expectExport(
      of: "SheetDemo",
      [
        "send .presentStopwatchButtonTapped", "set stopwatch.secondsElapsed = 10",
        "send .stopwatch(.presented(.startButtonTapped))", "advance 2s",
        "send .stopwatch(.presented(.doneButtonTapped))",
      ],
      toBe: "ExportedSheetSession.swift", named: "exportedSheetSession")
  }

  /// A scenario whose override is a closure, chosen before the first action, and another chosen
  /// later: the test overrides the same dependencies with the same values.
  @Test func aSessionOnOverriddenDependenciesOverridesThemInTheTest() async throws {
    try await Self.expectExport(
      of: "DebouncedSearch",
      [
        "scenario instant", #"send .searchQueryChanged("Se")"#, "advance 300ms",
        "scenario failure", #"send .searchQueryChanged("Sea")"#, "advance 600ms",
      ],
      toBe: "ExportedScenarioSession.swift", named: "exportedScenarioSession")
  }

  /// Runs `commands` on `feature`, exports the session to a file named `file` and expects it to
  /// be the committed `Tests/ExampleFeaturesTests/<file>`, its test function named `name`.
  static func expectExport(
    of feature: String, _ commands: [String], toBe file: String, named name: String,
    features: [REPLFeature] = catalog
  ) async throws {
    let shell = Shell(features: features, reader: ScriptedLineReader(lines: []), write: { _ in })
    shell.load(feature, quietly: true)
    for command in commands { _ = await shell.perform(command) }
    let committed = TranscriptTests.root.appendingPathComponent(
      "Tests/ExampleFeaturesTests/" + file)
    if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1" {
      _ = await shell.perform("export test \(committed.path)")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let exported = folder.appendingPathComponent(file)
    let (output, failed) = await shell.perform("export test \(exported.path)")
    #expect(!failed)
    #expect(output == "  wrote the test \(name)() to \(exported.path)")
    #expect(
      try String(contentsOf: exported, encoding: .utf8)
        == String(contentsOf: committed, encoding: .utf8))
  }
}
