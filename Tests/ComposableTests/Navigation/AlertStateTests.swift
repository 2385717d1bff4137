import Composable
import Testing
import ValueDump

@Suite struct AlertStateTests {
  @Test func alertsAreComparableData() {
    let alert = AlertState<Presenter.Action.Alert>.deletion
    #expect(alert.title == "Delete?")
    #expect(alert.message == TextState("This cannot be undone."))
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.confirmDeletion, nil])
    var other = alert
    other.buttons.removeLast()
    #expect(alert != other)
    #expect(alert.map { _ in 1 }.buttons.map(\.action.action) == [1, nil])
  }

  @Test func alertsDumpReadably() {
    #expect(
      customDump(AlertState<Presenter.Action.Alert>.deletion) == """
        AlertState(
          title: "Delete?",
          message: "This cannot be undone.",
          buttons: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(.confirmDeletion),
              label: "Delete"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            )
          ]
        )
        """)
  }

  @Test func confirmationDialogsAreDataToo() {
    let dialog = ConfirmationDialogState<Presenter.Action.Alert>(titleVisibility: .visible) {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    }
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.message == nil)
    #expect(
      customDumpInline(dialog)
        == #"ConfirmationDialogState(titleVisibility: .visible, title: "Delete?", message: nil, "#
        + #"buttons: [ButtonState(role: .destructive, action: .send(.confirmDeletion), "#
        + #"label: "Delete")])"#)
  }
}
