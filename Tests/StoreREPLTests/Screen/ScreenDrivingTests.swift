import ExampleFeatures
import Testing

@testable import StoreREPL

/// An alert and a confirmation dialog drawn over the screen and answered, a toggle and a
/// picker driven through the store, and a tap that sends several actions, each its own step.
@Suite struct ScreenDrivingTests {
  /// The alert a todo's deletion presents, as a state literal: what leaves the state when the
  /// alert is answered.
  private static let deletionAlert = ##"""
    −   alert: AlertState(
    −     title: #"Delete "Buy milk"?"#,
    −     message: "This cannot be undone.",
    −     buttons: [
    −       [0]: ButtonState(
    −         role: .destructive,
    −         action: .send(
    −           .confirmDeletion(id: UUID(00000000-0000-0000-0000-000000000000))
    −         ),
    −         label: "Delete"
    −       ),
    −       [1]: ButtonState(
    −         role: .cancel,
    −         action: .send(nil),
    −         label: "Cancel"
    −       )
    −     ]
    −   ),
    +   alert: nil,
    """##

  private static let deleting = ["tap Add todo", #"type Untitled "Buy milk""#, "tap Delete"]

  @Test func anAlertIsDrawnOverTheScreenWithItsMessageAndButtons() async {
    #expect(
      await lastOnScreen(Self.deleting + ["screen"], feature: "Todos") == """
        ╭─ Todos ──────────────────────────────────────────────────────────────────────╮
        │ ╭─ alert: Delete "Buy milk"? ──────────────────────────────────────────────╮ │
        │ │ This cannot be undone.                                                   │ │
        │ │ 1[ Delete ]  2[ Cancel ]                                                 │ │
        │ ╰──────────────────────────────────────────────────────────────────────────╯ │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
  }

  @Test func anAlertsButtonSendsItsActionAloneAndTheIfLetDismissesIt() async {
    #expect(
      await lastOnScreen(Self.deleting + ["tap Delete"], feature: "Todos") == """
          send .alert(.presented(.confirmDeletion(id:
            UUID(00000000-0000-0000-0000-000000000000))))
          Todos.State(
        \(Self.deletionAlert)
            filter: .all,
            todos: [
        −     [id: UUID(00000000-0000-0000-0000-000000000000)]: Todo.State(
        −       description: "Buy milk",
        −       id: UUID(00000000-0000-0000-0000-000000000000),
        −       isComplete: false
        −     )
            ]
          )
        """)
    #expect(
      await lastOnScreen(Self.deleting + ["tap Cancel"], feature: "Todos") == """
          send .alert(.dismiss)
          Todos.State(
        \(Self.deletionAlert)
            filter: .all,
            todos: […]
          )
        """)
  }

  @Test func aConfirmationDialogIsDrawnAndAnswered() async {
    #expect(
      await lastOnScreen(["tap Archive all", "screen"], feature: "Mailbox") == """
        ╭─ Mailbox ────────────────────────────────────────────────────────────────────╮
        │ ╭─ dialog: Archive every message? ─────────────────────────────────────────╮ │
        │ │ 1[ Archive all ]  2[ Cancel ]                                            │ │
        │ ╰──────────────────────────────────────────────────────────────────────────╯ │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
    #expect(
      await lastOnScreen(["tap Archive all", "tap Archive all", "screen"], feature: "Mailbox")
        == """
        ╭─ Mailbox ────────────────────────────────────────────────────────────────────╮
        │ 0 unread, 3 archived                                                         │
        │ 1[ Archive all ]                                                             │
        │ 2[ Read and archive ]                                                        │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
    #expect(
      await lastOnScreen(["tap Archive all", "tap Cancel", "log"], feature: "Mailbox") == """
          1  0.000s  sent      .archiveAllButtonTapped
          2  0.000s  sent      .confirmationDialog(.dismiss)
        """)
  }

  @Test func aToggleSendsThroughTheStoreAndIsDrawnOn() async {
    #expect(
      await lastOnScreen(["tap Add todo", "toggle Done"], feature: "Todos") == """
          send .todos(.element(id: UUID(00000000-0000-0000-0000-000000000000), action:
            .checkBoxToggled))
          Todos.State(
            alert: nil,
            filter: .all,
            todos: [
              [id: UUID(00000000-0000-0000-0000-000000000000)]: Todo.State(
                description: "",
                id: UUID(00000000-0000-0000-0000-000000000000),
        −       isComplete: false
        +       isComplete: true
              )
            ]
          )
          started #1 [CancelID.todoCompletion]: sleeping on the clock until 1.000s
        """)
    #expect(
      await lastOnScreen(["tap Add todo", "toggle 4", "screen"], feature: "Todos") == """
        ╭─ Todos ──────────────────────────────────────────────────────────────────────╮
        │ 1[ Clear completed ]  2[ Add todo ]                                          │
        │ 3 Filter: All ▾                                                              │
        │ 4[x] Done  5 Untitled todo: ____________  6[ Delete ]                        │
        ╰──────────────────────────────────────────────────────────────────────────────╯
        """)
  }

  @Test func aPickerSendsTheOptionPickedThroughTheStore() async {
    #expect(
      await lastOnScreen(["tap Add todo", "toggle Done", "pick Filter Active"], feature: "Todos")
        == """
          send .filterPicked(.active)
          Todos.State(
            alert: nil,
        −   filter: .all,
        +   filter: .active,
            todos: […]
          )
        """)
    #expect(
      await lastOnScreen(
        ["tap Add todo", "toggle Done", "pick Filter active", "screen"], feature: "Todos")
          == """
          ╭─ Todos ──────────────────────────────────────────────────────────────────────╮
          │ 1[ Clear completed ]  2[ Add todo ]                                          │
          │ 3 Filter: Active ▾                                                           │
          ╰──────────────────────────────────────────────────────────────────────────────╯
          """)
  }

  @Test func aTapThatSendsTwoActionsIsTwoStepsThatUndoOneByOne() async {
    #expect(
      await lastOnScreen(["tap Read and archive"], feature: "Mailbox") == """
          send .markAllReadButtonTapped
          Mailbox.State(
            archived: 0,
            confirmationDialog: nil,
        −   unread: 3
        +   unread: 0
          )
          send .archiveAllButtonTapped
          Mailbox.State(
            archived: 0,
        −   confirmationDialog: nil,
        +   confirmationDialog: ConfirmationDialogState(
        +     titleVisibility: .visible,
        +     title: "Archive every message?",
        +     message: nil,
        +     buttons: [
        +       [0]: ButtonState(
        +         role: .destructive,
        +         action: .send(.archiveAllConfirmed),
        +         label: "Archive all"
        +       ),
        +       [1]: ButtonState(
        +         role: .cancel,
        +         action: .send(nil),
        +         label: "Cancel"
        +       )
        +     ]
        +   ),
            unread: 0
          )
        """)
    #expect(
      await lastOnScreen(["tap Read and archive", "undo", "log"], feature: "Mailbox") == """
          1  0.000s  sent      .markAllReadButtonTapped
          (1 later step undone; 'goto 2' comes back)
        """)
  }
}
