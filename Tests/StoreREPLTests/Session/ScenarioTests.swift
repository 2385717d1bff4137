import Composable
import Foundation
import StoreREPL
import Testing

/// `scenario <name>`: every switch starts from the shell's own dependencies.
@Suite struct ScenarioTests {
  static let feature = REPLFeature(
    "Greeting", summary: "greets with the greeting dependency",
    initialState: Greeting.State(), reducer: { Greeting() },
    scenarios: [
      .default,
      REPLScenario(
        "mock", summary: "a mock greeting", swift: "$0.greeting = \"mock\""
      ) { $0.greeting = "mock" },
      REPLScenario("unwritten", summary: "a greeting with no Swift form") {
        $0.greeting = "unwritten"
      },
    ])

  /// What the session printed from its `export` command on.
  static func fromExport(_ output: String) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("Greeting 0.000s> export") }
      .joined(separator: "\n")
  }

  func run(_ commands: [String]) async -> String {
    await Shell.replay(
      Transcript(feature: "Greeting", commands: commands, output: ""), features: [Self.feature]
    ).output
  }

  /// `deps` of a feature with one scenario prints no heading for others.
  @Test func depsOfAFeatureWithOneScenarioListsNoOthers() async {
    let output = await Shell.replay(
      Transcript(feature: "Counter", commands: ["deps"], output: ""),
      features: [
        REPLFeature(
          "Counter", summary: "one scenario", initialState: Greeting.State(),
          reducer: { Greeting() })
      ]
    ).output
    #expect(
      output == """
        Counter loaded. Type 'help' for commands, Tab to complete.
        Counter 0.000s> deps
          scenario default: live dependencies on the virtual clock
          clock: virtual, at 0.000s

        """)
  }

  @Test func switchingBackToTheDefaultDropsTheMocksOverrides() async {
    let output = await run([
      "scenario mock", "send .greet", "scenario default", "send .greet", "undo 2", "goto 4",
      "state",
    ])
    #expect(
      output == """
        Greeting loaded. Type 'help' for commands, Tab to complete.
        Greeting 0.000s> scenario mock
          scenario mock: a mock greeting
        Greeting 0.000s> send .greet
        − Greeting.State(text: "")
        + Greeting.State(text: "mock")
        Greeting 0.000s> scenario default
          scenario default: live dependencies on the virtual clock
        Greeting 0.000s> send .greet
        − Greeting.State(text: "mock")
        + Greeting.State(text: "live")
        Greeting 0.000s> undo 2
          at step 2 of 4, 0.000s; 'goto 4' comes back, a new step drops the 2 after this
            one
        − Greeting.State(text: "live")
        + Greeting.State(text: "mock")
        Greeting 0.000s> goto 4
          at step 4 of 4, 0.000s
        − Greeting.State(text: "mock")
        + Greeting.State(text: "live")
        Greeting 0.000s> state
          Greeting.State(text: "live")

        """)
  }

  /// The scenario chosen before the first action is the store's own; a later switch starts from
  /// the test's dependencies before it.
  @Test func anExportedSwitchStartsFromTheTestsOwnDependencies() async {
    let output = await run(["scenario mock", "send .greet", "scenario default", "export test"])
    #expect(
      ScenarioTests.fromExport(output) == """
        Greeting 0.000s> export test
          // swift-format-ignore-file
          // A session of Greeting in store-repl, exported as a test.
          import ComposableArchitecture
          import StoreREPLTests
          import Testing

          @Test func greetingSession() async {
            let clock = TestClock()
            var defaultDependencies = DependencyValues()
            var initialState = Greeting.State()
            initialState.text = ""
            let store = TestStore(
              initialState: initialState
            ) {
              Greeting()
            } withDependencies: {
              $0.continuousClock = clock
              defaultDependencies = $0
              $0.greeting = "mock"
            }

            await store.send(.greet) {
              $0.text = "mock"
            }

            store.dependencies = defaultDependencies
          }


        """)
  }
}

@Suite struct ExportWarningTests {
  @Test func aScenarioWithoutASwiftFormIsLeftOutOfTheTestWithAWarning() async {
    let output = await ScenarioTests().run([
      "scenario unwritten", "send .greet", "scenario unwritten", "export test",
    ])
    #expect(
      ScenarioTests.fromExport(output) == """
        Greeting 0.000s> export test
          // swift-format-ignore-file
          // A session of Greeting in store-repl, exported as a test.
          import ComposableArchitecture
          import StoreREPLTests
          import Testing

          @Test func greetingSession() async {
            let clock = TestClock()
            var defaultDependencies = DependencyValues()
            var initialState = Greeting.State()
            initialState.text = ""
            let store = TestStore(
              initialState: initialState
            ) {
              Greeting()
            } withDependencies: {
              $0.continuousClock = clock
              defaultDependencies = $0
            }

            await store.send(.greet) {
              $0.text = "unwritten"
            }

            store.dependencies = defaultDependencies
          }

          warning: the scenario 'unwritten' has no Swift form, so the test does not set
            its dependencies and may test something else; give its REPLScenario a
            'swift:' form

        """)
  }

  @Test(arguments: [
    ("my-session.swift", "mySession"),
    ("Tests/FeatureTests/SessionTests.swift", "sessionTests"),
    ("session_tests.swift", "sessionTests"),
    ("HTTPTests.swift", "httpTests"),
    ("URL.swift", "url"),
    ("2024-lesson.swift", "test2024Lesson"),
    ("class.swift", "classTest"),
    ("été.swift", "été"),
    ("notes", "notes"),
    ("---.swift", "greetingSession"),
  ])
  func theTestIsNamedAfterTheFileInLowerCamelCase(file: String, name: String) async throws {
    let shell = Shell(
      features: [ScenarioTests.feature], reader: ScriptedLineReader(lines: []), write: { _ in })
    shell.load("Greeting", quietly: true)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("name-\(UUID())")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Tests/FeatureTests"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(file).path
    #expect(
      await shell.perform("export test \(path)") == ("  wrote the test \(name)() to \(path)", false)
    )
  }
}

/// Sets its text to the `greeting` dependency.
struct Greeting: Reducer {
  struct State: Equatable, Sendable {
    var text = ""
  }

  enum Action { case greet }

  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.text = greeting
    return .none
  }
}

private enum GreetingKey: DependencyKey {
  static let liveValue = "live"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}
