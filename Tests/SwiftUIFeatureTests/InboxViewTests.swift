import ComposableArchitecture
import SwiftUI
import Testing

@MainActor
@Suite struct InboxViewTests {
  @Test func linksPushScreensThatSwitchOverTheStoresCase() {
    let store = Store(initialState: Inbox.State()) { Inbox() }
    let tree = ViewTree()
    let view = InboxView(store: store)

    tree.evaluate(view).control(titled: "Lunch?")?.tap()
    #expect(store.state.path.count == 1)
    tree.evaluate(view).control(titled: "Settings")?.tap()
    #expect(store.state.path.ids == [0, 1])

    let stack = tree.evaluate(view)
    #expect(
      stack.description == """
        NavigationStack
          List .navigationTitle("Inbox") .navigationDestination(for: Component.self)
            NavigationLink "Hello" {tap}
            NavigationLink "Lunch?" {tap}
            NavigationLink {tap}
              label:
                Label "Settings"
                  Image "gear" .systemName()
          attached:
            navigationDestination {presented}
              VStack
                Text "Lunch?" .font(.headline)
                Button "Mark as read" .disabled(false) {tap}
            navigationDestination {presented}
              Form
                Toggle "Notifications" = true {toggle}
        """)

    stack.attached[0].control(titled: "Mark as read")?.tap()
    guard case .toggle(let notifications)? = stack.attached[1].children[0].children[0].control
    else {
      Issue.record("no toggle")
      return
    }
    notifications.wrappedValue = false
    #expect(
      Array(store.state.path) == [
        .message(Message.State(subject: "Lunch?", isRead: true)),
        .settings(Settings.State(notificationsEnabled: false)),
      ])

    if case .presentation(_, let pop)? = tree.evaluate(view).attached[0].control { pop() }
    #expect(store.state.path.isEmpty)
  }
}
