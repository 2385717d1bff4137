import Composable
import Testing
import ValueDump

@Suite struct EditModeTests {
  @Test func isEditingUnlessInactive() {
    #expect(!EditMode.inactive.isEditing)
    #expect(EditMode.transient.isEditing)
    #expect(EditMode.active.isEditing)
  }

  @Test func aTodosEditModeIsSetThroughABinding() async {
    let store = TestStore(initialState: Todos.State()) { Todos() }
    await store.send(.editModeChanged(.active)) { $0.editMode = .active }
    #expect(customDumpInline(store.state) == "Todos.State(editMode: .active, filter: .all)")
  }

  @Test func aLocalizedStringKeyIsARawValue() {
    #expect(Filter(rawValue: "Active") == .active)
    #expect(Filter.completed.rawValue == "Completed")
    #expect(Filter.allCases.map(\.rawValue.description) == ["All", "Active", "Completed"])
  }
}

/// The filter of TCA's Todos example, whose raw values are localised keys.
private enum Filter: LocalizedStringKey, CaseIterable, Hashable {
  case all = "All"
  case active = "Active"
  case completed = "Completed"
}

/// The edit mode and filter of TCA's Todos example.
private struct Todos: Reducer {
  struct State: Equatable {
    var editMode: EditMode = .inactive
    var filter: Filter = .all
  }
  enum Action: Equatable {
    case editModeChanged(EditMode)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .editModeChanged(let editMode):
      state.editMode = editMode
      return .none
    }
  }
}
