import ExampleFeatures
import Testing

@testable import StoreREPL

/// What the class reads: filtered logs, compact and ASCII diffs, folded runs, examples drawn
/// from the loaded feature.
@Suite struct ScreenTests {
  /// A session of EffectsBasics with six steps, two of which change the count.
  static let steps = [
    "send .decrementButtonTapped", "advance 500ms", "advance 500ms", "scenario failure",
    "send .numberFactButtonTapped", "cancel #2",
  ]

  static func shell(
    _ feature: String = "EffectsBasics", look: ShellStyle.Look = .init()
  ) async
    -> Shell
  {
    let shell = Shell(
      features: catalog, reader: ScriptedLineReader(lines: []),
      style: ShellStyle(usesColor: false, look: look), write: { _ in })
    #expect(shell.load(feature, quietly: true))
    return shell
  }

  @Test(arguments: [
    (
      "log 2-4",
      Outcome.ok(
        """
          2  0.500s  advance 500ms
          3  1.000s  received  .decrementDelayResponse  from #1  (advance 500ms)
          4  1.000s  scenario failure
        """)
    ),
    ("log 5", .ok("  5  1.000s  sent      .numberFactButtonTapped")),
    (
      "log received",
      .ok("  3  1.000s  received  .decrementDelayResponse  from #1  (advance 500ms)")
    ),
    (
      "log sent",
      .ok(
        """
          1  0.000s  sent      .decrementButtonTapped
          5  1.000s  sent      .numberFactButtonTapped
        """)
    ),
    (
      "log \\.count",
      .ok(
        """
          1  0.000s  sent      .decrementButtonTapped
          3  1.000s  received  .decrementDelayResponse  from #1  (advance 500ms)
        """)
    ),
    ("log isNumberFactRequestInFlight", .ok("  5  1.000s  sent      .numberFactButtonTapped")),
    ("log \\.numberFact", .ok("  no step changed numberFact")),
    (
      "log 7-9",
      .failure(
        """
        error: the log has steps 1 to 6
         --> input:1:5
        1 | log 7-9
          |     ^
        """)
    ),
    (
      "log \\.cont",
      .failure(
        """
        error: the state has no property 'cont'; did you mean 'count'?
         --> input:1:7
        1 | log \\.cont
          |       ^
        """)
    ),
  ])
  func logKeepsWhatItsFilterNames(line: String, expected: Outcome) async {
    let shell = await Self.shell()
    for step in Self.steps { _ = await shell.perform(step) }
    #expect(await shell.outcome(line) == expected)
  }

  @Test func theLogOfAPathCountsChangesInsideAndAroundIt() {
    typealias Session = StoreSession<Todos>
    #expect(Session.assignedPath("$0.count = -1") == "count")
    #expect(
      Session.assignedPath("$0.rows[id: UUID(3)]?.isDone = true") == "rows[id: UUID(3)].isDone")
    #expect(Session.assignedPath("$0.$count.withLock { $0 = 1 }") == "count")
    #expect(Session.assignedPath("$0.main?.weather.city = \"Seoul\"") == "main.weather.city")
    #expect(Session.touches("rows[id: UUID(3)].isDone", "rows"))
    #expect(Session.touches("destination", "destination.alert"))
    #expect(Session.touches("count", "count"))
    #expect(!Session.touches("counter", "count"))
    #expect(!Session.touches("count", "numberFact"))
  }

  /// `diff compact` shows one line per changed path, until `diff full`; `diff` says which.
  @Test func diffSwitchesTheLayout() async {
    let shell = await Self.shell("Todos")
    #expect(
      await shell.outcome("diff")
        == .ok("  diffs are full; 'diff compact' shows them one line per changed path"))
    #expect(await shell.outcome("diff compact") == .ok("  diffs show one line per changed path"))
    #expect(
      await shell.outcome("send .addTodoButtonTapped")
        == .ok("  todos: [] → [1 element]"))
    #expect(
      await shell.outcome("send .todos(.element(id: UUID(0), action: .checkBoxToggled))")
        == .ok(
          """
            todos[id: UUID(0)].isComplete: false → true
            started #1 [CancelID.todoCompletion]: sleeping on the clock until 1.000s
          """))
    #expect(
      await shell.outcome("diff wide")
        == .failure(
          """
          error: expected 'full' or 'compact'
           --> input:1:6
          1 | diff wide
            |      ^
          """))
    #expect(
      await shell.outcome("diff full")
        == .ok("  diffs show the whole state, the changed lines marked"))
    #expect(
      await shell.outcome("send .addTodoButtonTapped").output.hasPrefix("\u{2007} Todos.State("))
  }

  /// `--ascii`: diffs and a failed assertion's diff mark lines with ` `, `-` and `+`.
  @Test func asciiDiffsPasteIntoAMarkdownBlock() async {
    let shell = await Self.shell(look: .init(ascii: true))
    #expect(
      await shell.outcome("send .decrementButtonTapped { count = 5 }")
        == .failure(
          """
            EffectsBasics.State(
          -   count: 0,
          +   count: -1,
              isNumberFactRequestInFlight: false,
              numberFact: nil
            )
            started #1 [CancelID.delay]: sleeping on the clock until 1.000s
            A state change does not match expectation.

                  EffectsBasics.State(
                -   count: 5,
                +   count: -1,
                    isNumberFactRequestInFlight: false,
                    numberFact: nil
                  )

            (Expected: −, Actual: +)
          """))
  }

  /// A one-second timer advanced a day prints a dozen lines: the first and last three ticks,
  /// a line for the rest, and the diff of them all; `log` keeps every tick.
  @Test func aDayOfATimerIsFolded() async {
    let shell = await Self.shell("Timers")
    _ = await shell.perform("send .toggleTimerButtonTapped")
    let output = await shell.perform("advance 1000s").output
    #expect(
      output == """
          1.000s  received .timerTicked from #1 · secondsElapsed: 0 → 1
          2.000s  received .timerTicked from #1 · secondsElapsed: 1 → 2
          3.000s  received .timerTicked from #1 · secondsElapsed: 2 → 3
          … 994 more received actions from #1 ('log received' lists them)
          998.000s  received .timerTicked from #1 · secondsElapsed: 997 → 998
          999.000s  received .timerTicked from #1 · secondsElapsed: 998 → 999
          1000.000s  received .timerTicked from #1 · secondsElapsed: 999 → 1000
          together the 1000 received actions changed the state:
        \u{2007} Timers.State(
        \u{2007}   isTimerActive: true,
        \u{2212}   secondsElapsed: 0
        +   secondsElapsed: 1000
        \u{2007} )
        """)
    let log = await shell.perform("log received").output.split(separator: "\n")
    #expect(log.count == 1000)
    #expect(log.last == "     1000.000s  received  .timerTicked  from #1")
  }

  /// A session whose steps failed exports a test that says so first.
  @Test func anExportOfASessionWithFailuresSaysSoAtTheTop() async {
    let shell = await Self.shell()
    _ = await shell.perform("send .decrementButtonTapped { count = 5 }")
    _ = await shell.perform("advance 1s")
    _ = await shell.perform("send .incrementButtonTapped { count = 3 }")
    let test = await shell.perform("export test").output.split(separator: "\n").prefix(4)
    #expect(
      Array(test) == [
        "  // swift-format-ignore-file",
        "  // A session of EffectsBasics in store-repl, exported as a test.",
        "  // The session recorded failures, at steps 1 'send .decrementButtonTapped { count = 5 }'"
          + " and 3 'send .incrementButtonTapped { count = 3 }'; this test asserts the states the"
          + " session reached.",
        "  import ComposableArchitecture",
      ])
    let clean = await Self.shell()
    _ = await clean.perform("send .decrementButtonTapped { count = -1 }")
    let lines = await clean.perform("export test").output.split(separator: "\n")
    #expect(lines[2] == "  import ComposableArchitecture")
  }

  /// `help send`, `state` and `expect` show the loaded feature's own actions and state.
  @Test(arguments: [
    (
      "EffectsBasics", "help expect",
      """
        expect <path> == <value> | <condition>
          asserts part of the state, or a condition ('help break')
        Examples on EffectsBasics:
          expect count == 0
          expect isNumberFactRequestInFlight == false
          expect numberFact == nil
      """
    ),
    (
      "Root", "help state",
      """
        state [<path>]
          prints the state, or a part of it
        Examples on Root:
          state
          state splash
          state splash.isSplashCompleted
      """
    ),
    (
      "Todos", "help send",
      """
        send <action> [{ <assignments> }]
          sends an action; prints the state diff, the effects started and what they fed back
        Examples on Todos:
          send .addTodoButtonTapped
          send .alert(.dismiss)
          send .addTodoButtonTapped { alert = nil }
      """
    ),
    (
      "Todos", "help cancel",
      """
        cancel <cancel-id> | #<n>
          cancels in-flight effects by cancellation id or by number
        Examples:
          cancel delay
          cancel CancelID.delay
          cancel #1
      """
    ),
  ])
  func helpShowsTheLoadedFeaturesExamples(feature: String, line: String, expected: String) async {
    let shell = await Self.shell(feature)
    let outcome = await shell.outcome(line)
    #expect(outcome == .ok(expected), "\(outcome.output.debugDescription)")
  }
}
