import ComposableArchitecture
import Testing

@MainActor
struct ViewActionsTests {
  @Test
  func aViewActionIsSentThroughItsCase() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(.view(.onAppear)) { $0.hasAppeared = true }
    await store.send(viewAction(.onAppear))
  }

  @Test
  func bindingReducerAppliesTheBindingsInsideTheViewCase() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(.view(.set(\.name, "Blob"))) {
      $0.name = "Blob"
      $0.log = ["name: Blob"]
    }
    await store.send(.view(.binding(.set(\.isPublic, true)))) { $0.isPublic = true }
    await store.send(\.view.binding.name, "Blob Jr.") {
      $0.name = "Blob Jr."
      $0.log = ["name: Blob", "name: Blob Jr."]
    }
    await store.send(.saved)
  }

  @Test
  func anActionBothBindableAndAViewAction() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.set(\.name, "Blob")) { $0.name = "Blob" }
    await store.send(.binding(.set(\.name, "Blob Sr."))) { $0.name = "Blob Sr." }
    await store.send(.view(.onAppear)) { $0.hasAppeared = true }
    #expect(Settings.Action.set(\.name, "x") == .binding(.set(\.name, "x")))
  }
}
