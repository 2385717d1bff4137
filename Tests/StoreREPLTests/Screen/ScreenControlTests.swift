import ExampleFeatures
import Testing

@testable import StoreREPL

/// Steppers tapped by their halves, what a screen runs as it appears and as it is pulled down,
/// a row's swipe actions and deletion as controls beside it, a menu's items, and a slider shown
/// but not driven.
@Suite struct ScreenControlTests {
  @Test func aStepperIsItsLabelAndTwoHalvesTheOneAtABoundDisabled() async {
    #expect(
      await lastOnScreen(["screen"], feature: "Tally") == """
        ╭─ Tally ──────────────────────────────────────────────────────────────────────╮
        │ Count: 0  1[ − ]  2[ + ]                                                     │
        │ Volume: 5  3[ − ]  4[ + ]                                                    │
        │ Taps: 0  5[ − ]  6[ + ]                                                      │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
    #expect(
      await lastOnScreen(["tap Volume +", "screen"], feature: "Tally") == """
        ╭─ Tally ──────────────────────────────────────────────────────────────────────╮
        │ Count: 0  1[ − ]  2[ + ]                                                     │
        │ Volume: 10  3[ − ]  4[ + ] (disabled)                                        │
        │ Taps: 0  5[ − ]  6[ + ]                                                      │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
    #expect(
      await lastOnScreen(["tap Volume +", "tap Volume +"], feature: "Tally") == """
        error: 'Volume: 10 +' is disabled
         --> input:1:5
        1 | tap Volume +
          |     ^
        """)
  }

  @Test func aBoundStepperSendsItsBindingActionByItsStep() async {
    #expect(
      await lastOnScreen(["tap Count +"], feature: "Tally") == """
          send .binding(.set(\\.count, 1))
          Tally.State(
        −   count: 0,
        +   count: 1,
            taps: 0,
            volume: 5
          )
        """)
    #expect(
      await lastOnScreen(["tap volume -"], feature: "Tally") == """
          send .binding(.set(\\.volume, 0))
          Tally.State(
            count: 0,
            taps: 0,
        −   volume: 5
        +   volume: 0
          )
        """)
  }

  @Test func aStepperOfActionsSendsThemAndItsHalvesGoByNumber() async {
    #expect(
      await lastOnScreen(["tap Taps -", "tap 6", "log"], feature: "Tally") == """
          1  0.000s  sent      .decrementButtonTapped
          2  0.000s  sent      .incrementButtonTapped
        """)
    #expect(
      await lastOnScreen(["tap Count"], feature: "Tally") == """
        error: 'Count' names controls 1 and 2; use the number
         --> input:1:5
        1 | tap Count
          |     ^
        """)
  }

  @Test func theScreenSaysWhatAppearingRunsAndAppearRunsIt() async {
    #expect(
      await lastOnScreen(["screen"], feature: "Feed") == """
        ╭─ Feed ───────────────────────────────────────────────────────────────────────╮
        │ 'appear' runs its .onAppear and .task; 'refresh' its .refreshable            │
        │ Level 0.5                                                                    │
        │ Sort ▾  1[ A to Z ]                                                          │
        │ 2[ About ]                                                                   │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
    #expect(
      await lastOnScreen(["appear"], feature: "Feed") == """
          send .onAppear
          Feed.State(
        −   appearances: 0,
        +   appearances: 1,
            isShowingAbout: false,
            items: [],
            level: 0.5
          )
          send .task
          Feed.State(
            appearances: 1,
            isShowingAbout: false,
            items: [
        +     [0]: "Breakfast",
        +     [1]: "Lunch"
            ],
            level: 0.5
          )
        """)
    #expect(
      await lastOnScreen(["appear", "refresh", "undo", "log"], feature: "Feed") == """
          1  0.000s  sent      .onAppear
          2  0.000s  sent      .task
          (1 later step undone; 'goto 3' comes back)
        """)
  }

  @Test func aRowHasItsSwipeActionsAndItsDeletionBesideIt() async {
    #expect(
      await lastOnScreen(["appear", "screen"], feature: "Feed") == """
        ╭─ Feed ───────────────────────────────────────────────────────────────────────╮
        │ 'appear' runs its .onAppear and .task; 'refresh' its .refreshable            │
        │ Breakfast  1[ Pin ]  2[ Delete ]                                             │
        │ Lunch  3[ Pin ]  4[ Delete ]                                                 │
        │ Level 0.5                                                                    │
        │ Sort ▾  5[ A to Z ]                                                          │
        │ 6[ About ]                                                                   │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
    #expect(
      await lastOnScreen(["appear", "tap 4"], feature: "Feed") == """
          send .delete(IndexSet([1]))
          Feed.State(
            appearances: 1,
            isShowingAbout: false,
            items: [
              [0]: "Breakfast",
        −     [1]: "Lunch"
            ],
            level: 0.5
          )
        """)
    #expect(
      await lastOnScreen(["appear", "tap 3"], feature: "Feed") == """
          send .pinButtonTapped("Lunch")
          Feed.State(
            appearances: 1,
            isShowingAbout: false,
            items: [
        −     [0]: "Breakfast",
              [0]: "Lunch",
        +     [1]: "Breakfast"
            ],
            level: 0.5
          )
        """)
    #expect(
      await lastOnScreen(["appear", "tap A to Z"], feature: "Feed") == """
          send .sortButtonTapped
          (no state change)
        """)
  }

  @Test func aSyncUpIsDeletedFromItsRow() async {
    #expect(
      await lastOutput(of: ["screen"], feature: "SyncUpsList", features: catalog) == """
        ╭─ Daily Sync-ups ─────────────────────────────────────────────────────────────╮
        │ 1[ plus ]                                                                    │
        │ 2[ Design ]  3[ Delete ]                                                     │
        │ 4[ Engineering ]  5[ Delete ]                                                │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
    #expect(
      await lastOutput(of: ["tap 5", "log"], feature: "SyncUpsList", features: catalog) == """
          1  0.000s  sent      .onDelete(IndexSet([1]))
        """)
  }

  @Test func whatIsDismissedRunsItsOnDisappearAfterTheDismissal() async {
    #expect(
      await lastOnScreen(["tap About", "dismiss", "log"], feature: "Feed") == """
          1  0.000s  sent      .aboutButtonTapped
          2  0.000s  sent      .aboutDismissed
          3  0.000s  sent      .aboutDisappeared
        """)
  }

  @Test func completionKnowsTheNewCommandsAndTheStepperHalves() {
    let shell = Shell(features: screenFeatures, reader: ScriptedLineReader([]), write: { _ in })
    shell.load("Tally")
    #expect(shell.completions(for: "ap") == ["appear"])
    #expect(shell.completions(for: "refr") == ["refresh"])
    #expect(shell.completions(for: "tap Vol") == ["Volume: 5 −", "Volume: 5 +"])
  }

  /// A view's `.task` closure isolated to the main actor runs there while `appear` waits for
  /// it, the shell's session driven from the main actor itself.
  @MainActor
  @Test func appearRunsAMainActorTaskFromTheMainActor() async {
    #expect(
      await lastOnScreen(["appear", "log"], feature: "Feed") == """
          1  0.000s  sent      .onAppear
          2  0.000s  sent      .task
        """)
  }

  @Test(arguments: [
    (
      "appear", "Tally",
      """
      error: nothing on the screen runs as it appears: it has no .onAppear and no
        .task
      """
    ),
    ("refresh", "Tally", "error: nothing on the screen is refreshable: it has no .refreshable"),
    (
      "type Level \"1\"", "Feed",
      """
      error: 'Level' is a slider, which the screen shows but cannot drive; 'set'
        changes the state it shows
       --> input:1:6
      1 | type Level "1"
        |      ^
      """
    ),
    (
      "pick level 1", "Feed",
      """
      error: 'Level' is a slider, which the screen shows but cannot drive; 'set'
        changes the state it shows
       --> input:1:6
      1 | pick level 1
        |      ^
      """
    ),
  ])
  func whatTheScreenCannotRunIsAnError(_ line: String, _ feature: String, _ message: String) async {
    #expect(await lastOnScreen([line], feature: feature) == message)
  }
}
