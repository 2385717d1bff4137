import ExampleFeatures
import Testing

@testable import StoreREPL

/// The screen as a user drives it: what `screen` draws for each kind of view, and what `tap`,
/// `type`, `back` and `dismiss` send to the store, run as the `send` steps they make.
@Suite struct FeatureScreenTests {
  /// The output of the last of `commands` run on a fresh shell of `feature`.
  private func last(_ commands: [String], feature: String) async -> String {
    await lastOutput(of: commands, feature: feature, features: catalog)
  }

  @Test func theSeedsScreenShowsTheCounterItsButtonsAndThenTheFact() async {
    #expect(
      await last(["screen"], feature: "EffectsBasics") == """
        ╭─ Effects ────────────────────────────────────────────────────────────────────╮
        │ 1[ minus ]  0  2[ plus ]                                                     │
        │ 3[ Number fact ]                                                             │
        │                                                                              │
        │ 4[ Number facts provided by numbersapi.com ]                                 │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
    #expect(
      await last(["tap minus"], feature: "EffectsBasics") == """
          send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          started #1 [CancelID.delay]: sleeping on the clock until 1.000s
        """)
    #expect(
      await last(["tap Number fact", "screen"], feature: "EffectsBasics") == """
        ╭─ Effects ────────────────────────────────────────────────────────────────────╮
        │ 1[ minus ]  0  2[ plus ]                                                     │
        │ 3[ Number fact ]                                                             │
        │ ⟳                                                                            │
        │                                                                              │
        │ 4[ Number facts provided by numbersapi.com ]                                 │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
    #expect(
      await last(["tap 3", "advance 1s", "screen"], feature: "EffectsBasics") == """
        ╭─ Effects ────────────────────────────────────────────────────────────────────╮
        │ 1[ minus ]  0  2[ plus ]                                                     │
        │ 3[ Number fact ]                                                             │
        │ 0 is a good number.                                                          │
        │                                                                              │
        │ 4[ Number facts provided by numbersapi.com ]                                 │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
  }

  @Test func aTapIsTheSendItMadeForTheLogAndTheScriptAndUndo() async {
    #expect(
      await last(["tap plus", "tap minus", "undo", "log"], feature: "EffectsBasics") == """
          1  0.000s  sent      .incrementButtonTapped
          (1 later step undone; 'goto 2' comes back)
        """)
    let (output, _) = await transcript(
      ["screen on", "tap plus", "undo"], feature: "EffectsBasics")
    #expect(
      output.hasSuffix(
        """
        EffectsBasics 0.000s> undo
          at step 0 of 1, 0.000s; 'goto 1' comes back, a new step drops the 1 after this
            one
          EffectsBasics.State(
        −   count: 1,
        +   count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
        ╭─ Effects ────────────────────────────────────────────────────────────────────╮
        │ 1[ minus ]  0  2[ plus ]                                                     │
        │ 3[ Number fact ]                                                             │
        │                                                                              │
        │ 4[ Number facts provided by numbersapi.com ]                                 │
        ╰──────────────────────────────────────────────────────────────────────────────╯

        """))
  }

  @Test func aSheetIsDrawnOverTheScreenAndDismissedThroughTheStore() async {
    #expect(
      await last(["tap Start a stopwatch", "screen"], feature: "SheetDemo") == """
        ╭─ Sheets ─────────────────────────────────────────────────────────────────────╮
        │ ╭─ sheet: Stopwatch ───────────────────────────────────────────────────────╮ │
        │ │ 1[ Done ]                                                                │ │
        │ │ 0s                                                                       │ │
        │ │ 2[ Start ]                                                               │ │
        │ ╰──────────────────────────────────────────────────────────────────────────╯ │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
    #expect(
      await last(["tap Start a stopwatch", "dismiss"], feature: "SheetDemo") == """
          send .stopwatch(.dismiss)
          SheetDemo.State(
            laps: [
        +     [0]: 0
            ],
        −   stopwatch: Stopwatch.State(
        −     isRunning: false,
        −     secondsElapsed: 0
        −   )
        +   stopwatch: nil
          )
        """)
  }

  @Test func aLinkPushesAScreenThatBackPops() async {
    #expect(
      await last(["tap Go to counter", "tap +", "screen"], feature: "NavigationStackDemo") == """
        ╭─ Counter ────────────────────────────────────────────────────────────────────╮
        │ ‹ Navigation stack                                                           │
        │ 1[ − ]  1  2[ + ]                                                            │
        │ 3[ Dismiss ]                                                                 │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
    #expect(
      await last(["tap Go to counter", "back"], feature: "NavigationStackDemo") == """
          send .path(.popFrom(id: #0))
          NavigationStackDemo.State(
            path: [
        −     #0: .counter(
        −       CounterScreen.State(count: 0)
        −     )
            ]
          )
        """)
  }

  @Test func aFieldIsTypedIntoThroughItsBindableAction() async {
    #expect(
      await last(
        ["tap plus", "type Title \"Standup\"", "screen"], feature: "SyncUpsList") == """
          ╭─ Daily Sync-ups ─────────────────────────────────────────────────────────────╮
          │ ╭─ sheet: New sync-up ─────────────────────────────────────────────────────╮ │
          │ │ 1[ Discard ]  2[ Add ]                                                   │ │
          │ │ SYNC-UP INFO                                                             │ │
          │ │ 3 Title: Standup_____                                                    │ │
          │ │                                                                          │ │
          │ │ ATTENDEES                                                                │ │
          │ │ 4 Name: ____________                                                     │ │
          │ │ 5[ New attendee ]                                                        │ │
          │ ╰──────────────────────────────────────────────────────────────────────────╯ │
          ╰──────────────────────────────────────────────────────────────────────────────╯
          """)
    let (output, _) = await transcript(
      ["tap plus", "type Title \"Standup\"", "log"], feature: "SyncUpsList")
    #expect(output.contains("sent      .destination(.presented(.add(.binding(.set(\\.syncUp,"))
  }

  @Test(arguments: [
    (
      "tap 9",
      """
      error: no control '9' on the screen; it has 'minus', 'plus', 'Number fact',
        'Number facts provided by numbersapi.com'
       --> input:1:5
      1 | tap 9
        |     ^
      """
    ),
    (
      "type 1 \"x\"",
      """
      error: 'minus' is no control 'type' drives; use 'tap'
       --> input:1:6
      1 | type 1 "x"
        |      ^
      """
    ),
    (
      "back",
      """
      error: no screen is pushed: 'back' pops the top of a navigation stack
      """
    ),
  ])
  func whatCannotBeDrivenIsAnError(_ line: String, _ message: String) async {
    #expect(await last([line], feature: "EffectsBasics") == message)
  }

  @Test func aDisabledControlIsNotTapped() async {
    #expect(
      await last(
        ["tap Start a stopwatch", "tap Start", "tap Start"], feature: "SheetDemo") == """
          error: 'Start' is disabled
           --> input:1:5
          1 | tap Start
            |     ^
          """)
  }

  @Test func screenOnOrOffAgainSaysItWasAlready() async {
    #expect(
      await last(["screen off"], feature: "EffectsBasics")
        == "  the screen was not drawn after every step: 'screen on' draws it after each")
    #expect(
      await last(["screen on", "screen on"], feature: "EffectsBasics")
        == "  the screen was already drawn after every step\n"
        + (await last(["screen"], feature: "EffectsBasics")))
  }

  @Test func aFeatureWithoutAViewSaysSo() async {
    #expect(
      await last(["screen"], feature: "Counter") == """
        error: Counter has no view to draw: its registration gives none, or the loader
          set it aside
        """)
  }
}
