import ComposableArchitecture
import SwiftUI
import Testing

@MainActor
@Suite struct ContactsViewTests {
  func makeStore(_ names: [String] = []) -> StoreOf<Contacts> {
    var state = Contacts.State()
    for name in names {
      state.contacts.append(ContactRow.State(id: state.nextID, name: name))
      state.nextID += 1
    }
    return Store(initialState: state) { Contacts() }
  }

  @Test func forEachOverAScopedStoreMakesARowPerElement() {
    let store = makeStore(["Blob", "Blob Jr."])
    let tree = ViewTree()
    let view = ContactsView(store: store)
    let list = tree.evaluate(view).first { $0.kind == .list }

    #expect(
      list?.description == """
        List .navigationTitle("Contacts")
          HStack .buttonStyle(.borderless)
            Text "Blob"
            Spacer
            Button {tap}
              label:
                Image "star" .systemName()
            Button "Delete" .role(.destructive) {tap}
          HStack .buttonStyle(.borderless)
            Text "Blob Jr."
            Spacer
            Button {tap}
              label:
                Image "star" .systemName()
            Button "Delete" .role(.destructive) {tap}
        """)
    list?.children[1].control(titled: "star")?.tap()
    #expect(store.state.contacts.map(\.isFavourite) == [false, true])
    #expect(
      tree.evaluate(view).first { $0.kind == .list }?.children[1].children[2].label[0].text
        == "star.fill")
  }

  @Test func theSheetShowsItsContentOnlyWhilePresented() {
    let store = makeStore()
    let tree = ViewTree()
    let view = ContactsView(store: store)
    let closed = tree.evaluate(view)

    #expect(
      closed.description == """
        alert "" {not presented}
          sheet {not presented}
            NavigationStack
              toolbar
                List .navigationTitle("Contacts")
                attached:
                  ToolbarItem
                    Button {tap}
                      label:
                        Image "plus" .systemName()
        """)
    closed.control(titled: "plus")?.tap()
    #expect(
      tree.evaluate(view).children[0].attached.first?.description == """
        NavigationStack
          toolbar
            Form
              TextField "Name" = "" {text}
              Button "Save" .disabled(true) {tap} (disabled)
            attached:
              ToolbarItem .placement(.cancellationAction)
                Button "Cancel" {tap}
        """)
  }

  @Test func aTextFieldBoundToTheStoreSendsBindingActions() async {
    let store = makeStore()
    store.send(.addButtonTapped)
    let tree = ViewTree()
    let view = ContactsView(store: store)
    guard
      case .text(let name)? = tree.evaluate(view).first(where: { $0.kind == .textField })?.control
    else {
      Issue.record("no text field")
      return
    }
    name.wrappedValue = "Blob"

    #expect(store.state.destination == .addContact(AddContact.State(name: "Blob")))
    let form = tree.evaluate(view).first { $0.kind == .form }
    #expect(
      form?.description == """
        Form
          TextField "Name" = "Blob" {text}
          Button "Save" .disabled(false) {tap}
        """)
  }

  @Test func dismissingTheSheetSendsDismiss() {
    let store = makeStore()
    store.send(.addButtonTapped)
    let sheet = ViewTree.evaluate(ContactsView(store: store)).children[0]
    guard case .presentation(true, let dismiss)? = sheet.control else {
      Issue.record("the sheet is not presented")
      return
    }
    dismiss()

    #expect(store.state.destination == nil)
  }

  @Test func theAlertShowsItsStateAndItsButtonsSendTheirActions() {
    let store = makeStore(["Blob", "Blob Jr."])
    let tree = ViewTree()
    let view = ContactsView(store: store)
    tree.evaluate(view).control(titled: "Delete")?.tap()
    let alert = tree.evaluate(view)

    #expect(alert.kind == .alert)
    #expect(
      ViewNode(.group, children: alert.attached).description == """
        Group
          Text "This cannot be undone."
          Button "Delete" .role(.destructive) {tap}
          Button "Cancel" .role(.cancel) {tap}
        """)
    #expect(alert.text == "Delete Blob?")
    alert.attached[1].tap()

    #expect(store.state.contacts.map(\.name) == ["Blob Jr."])
    #expect(store.state.destination == nil)
  }
}
