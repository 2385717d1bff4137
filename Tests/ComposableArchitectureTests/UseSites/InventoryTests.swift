import ComposableArchitecture
import TestHelpers
import Testing

@MainActor
struct InventoryTests {
  @Test
  func addAnItemThroughTheForm() async {
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State())
    }
    await store.send(\.destination.addItem.binding.name, " Bolts ") {
      $0.destination?.modify(\.addItem) { $0.name = "Bolts" }
    }
    await store.send(\.destination.addItem.binding.quantity, 12) {
      $0.destination?.modify(\.addItem) { $0.quantity = 12 }
    }
    await store.send(\.destination.addItem.saveButtonTapped)
    await store.receive(\.destination.addItem.delegate.save) {
      $0.items = [Item(id: UUID(0), name: "Bolts", quantity: 12)]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test
  func cancelTheForm() async {
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State())
    }
    await store.send(\.destination.addItem.cancelButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test
  func deleteAfterTheAlert() async {
    let bolts = Item(id: UUID(7), name: "Bolts", quantity: 12)
    let store = TestStore(initialState: Inventory.State(items: [bolts])) {
      Inventory()
    }
    await store.send(.deleteButtonTapped(id: bolts.id)) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete Bolts?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(id: bolts.id)) {
            TextState("Delete")
          }
        })
    }
    await store.send(\.destination.alert.confirmDeletion, bolts.id) {
      $0.items = []
      $0.destination = nil
    }
  }

  @Test
  func casePathsOfTheGeneratedState() {
    var destination = Inventory.Destination.State.addItem(ItemForm.State(name: "Nuts"))
    #expect(destination.is(\.addItem))
    #expect(!destination.is(\.alert))
    #expect(destination.addItem == ItemForm.State(name: "Nuts"))
    #expect(destination.alert == nil)
    #expect(destination[case: \.addItem]?.name == "Nuts")

    destination.modify(\.addItem) { $0.quantity = 3 }
    #expect(destination == .addItem(ItemForm.State(name: "Nuts", quantity: 3)))
    withKnownIssue {
      destination.modify(\.alert) { $0 = AlertState { TextState("Never") } }
    } matching: { issue in
      issue.message == """
        Can't modify 'addItem(ComposableArchitectureTests.ItemForm.State(name: "Nuts", \
        quantity: 3))' via 'CaseKeyPath<State, AlertState<Alert>>'
        """
    }
    #expect(destination == .addItem(ItemForm.State(name: "Nuts", quantity: 3)))
    destination[case: \.alert] = AlertState { TextState("Now") }
    #expect(destination.is(\.alert))
    #expect(destination[case: \.addItem] == nil)
  }

  @Test
  func subscriptsThroughOneLevelAndThroughTwo() {
    var action = Inventory.Action.addButtonTapped
    #expect(action[case: \.destination] == nil)
    #expect(action[case: \.destination.presented] == nil)
    action[case: \.destination] = .dismiss
    #expect(action.is(\.destination.dismiss))
    #expect(action[case: \.destination.presented] == nil)
    action[case: \.destination.presented] = .alert(.confirmDeletion(id: UUID(0)))
    #expect(action.is(\.destination.presented.alert))
    #expect(action[case: \.addButtonTapped] == nil)
  }

  @Test
  func caseKeyPathsEmbedAndExtract() {
    let save = \Inventory.Action.Cases.destination.addItem.delegate.save
    let action = save((name: "Washers", quantity: 2))
    guard case .destination(.presented(.addItem(.delegate(.save("Washers", 2))))) = action else {
      Issue.record("embedded \(action)")
      return
    }
    #expect(AnyCasePath(save).extract(from: action)?.name == "Washers")
    #expect(AnyCasePath(save).extract(from: .addButtonTapped) == nil)
    guard case .addButtonTapped = (\Inventory.Action.Cases.addButtonTapped)() else {
      Issue.record("a key path to a case without payload embedded another case")
      return
    }
    #expect(
      AnyCasePath(\Inventory.Action.Cases.destination.presented.addItem.saveButtonTapped)
        .extract(from: .destination(.presented(.addItem(.saveButtonTapped)))) != nil)
  }
}
