import SwiftUI
import Testing

@MainActor
@Suite struct PresentationTests {
  struct Item: Identifiable {
    let id: Int
  }

  @Test func aSheetShowsItsContentOnlyWhilePresented() {
    let model = Model()
    let isPresented = Binding(get: { model.isOn }, set: { model.isOn = $0 })
    let view = Text("Behind")
      .sheet(isPresented: isPresented, onDismiss: { model.log.append("dismissed") }) {
        DismissingView()
      }

    #expect(
      ViewTree.evaluate(view).description == """
        sheet {not presented}
          Text "Behind"
        """)
    model.isOn = true
    let presented = ViewTree.evaluate(view)
    #expect(
      presented.description == """
        sheet {presented}
          Text "Behind"
          attached:
            Button "Done" {tap}
        """)
    presented.attached[0].tap()
    #expect(!model.isOn)
    #expect(model.log == ["dismissed"])
  }

  struct DismissingView: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
      Button("Done") { dismiss() }
    }
  }

  @Test func aSheetOfAnItemShowsTheItem() {
    var item: Item? = Item(id: 7)
    let binding = Binding(get: { item }, set: { item = $0 })
    let view = Color.clear.sheet(item: binding) { item in Text("Item \(item.id)") }
    let tree = ViewTree.evaluate(view)

    #expect(
      tree.description == """
        sheet {presented}
          Color "Color.clear"
          attached:
            Text "Item 7"
        """)
    if case .presentation(_, let dismiss)? = tree.control { dismiss() }
    #expect(item == nil)
  }

  @Test func anAlertShowsItsMessageAndActionsAndDismissesAfterOne() {
    let model = Model()
    model.isOn = true
    let view = Text("Screen")
      .alert("Delete?", isPresented: Binding(get: { model.isOn }, set: { model.isOn = $0 })) {
        Button("Delete", role: .destructive) { model.log.append("deleted") }
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("This cannot be undone.")
      }
    let tree = ViewTree.evaluate(view)

    #expect(
      tree.description == """
        alert "Delete?" {presented}
          Text "Screen"
          attached:
            Text "This cannot be undone."
            Button "Delete" .role(.destructive) {tap}
            Button "Cancel" .role(.cancel) {tap}
        """)
    tree.control(titled: "Delete")?.tap()
    #expect(model.log == ["deleted"])
    #expect(!model.isOn)
  }

  @Test func anAlertWithoutActionsHasAnOKButton() {
    let view = Text("Screen").alert("Saved", isPresented: .constant(true)) {}

    #expect(
      ViewTree.evaluate(view).description == """
        alert "Saved" {presented}
          Text "Screen"
          attached:
            Button "OK" {tap}
        """)
  }

  @Test func confirmationDialogsToolbarsAndSwipeActionsAreInTheTree() {
    let view = List {
      Text("Row")
        .swipeActions { Button("Archive") {} }
        .contextMenu { Button("Copy") {} }
    }
    .toolbar {
      ToolbarItem(placement: .primaryAction) { Button("Add") {} }
    }
    .navigationTitle("Rows")
    .confirmationDialog("Share", isPresented: .constant(false), titleVisibility: .visible) {
      Button("Share") {}
    }
    .searchable(text: .constant("ro"), prompt: "Search")

    #expect(
      ViewTree.evaluate(view).description == """
        searchable = "ro" .prompt("Search") {text}
          confirmationDialog "Share" .titleVisibility(.visible) {not presented}
            toolbar .navigationTitle("Rows")
              List
                contextMenu
                  swipeActions
                    Text "Row"
                    attached:
                      Button "Archive" {tap}
                  attached:
                    Button "Copy" {tap}
              attached:
                ToolbarItem .placement(.primaryAction)
                  Button "Add" {tap}
        """)
  }

  @Test func lifecycleModifiersAreHandlers() async {
    let model = Model()
    let view = Text("Screen")
      .onAppear { model.log.append("appeared") }
      .task { await model.record("task") }
      .refreshable { await model.record("refreshed") }
    let tree = ViewTree.evaluate(view)

    #expect(tree.description == #"Text "Screen" [onAppear] [task] [refreshable]"#)
    for handler in tree.handlers {
      switch handler {
      case .appear(let action): action()
      case .task(let action), .refresh(let action): await action()
      default: break
      }
    }
    #expect(model.log == ["appeared", "task", "refreshed"])
  }
}

extension Model {
  func record(_ event: String) {
    log.append(event)
  }
}
