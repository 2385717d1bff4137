import ComposableArchitecture
import ExampleFeatures
import Testing

@MainActor
struct SharedLogicTests {
  @Test
  func sharingThroughAnActionNeedsAReceiveAfterEverySend() async {
    let store = TestStore(initialState: SharedLogicWithActions.State()) {
      SharedLogicWithActions()
    }

    await store.send(.buttonTapped) {
      $0.count = 1
    }
    await store.receive(\.sharedComputation) {
      $0.summary = "count 1, off, 0 characters"
    }
    await store.send(.toggleChanged) {
      $0.isEnabled = true
    }
    await store.receive(\.sharedComputation) {
      $0.summary = "count 1, on, 0 characters"
    }
    await store.send(.textFieldChanged("Hello")) {
      $0.description = "Hello"
    }
    await store.receive(\.sharedComputation) {
      $0.summary = "count 1, on, 5 characters"
    }
  }

  @Test
  func sharingThroughAMethodReadsAsAScript() async {
    let store = TestStore(initialState: SharedLogicWithMethods.State()) {
      SharedLogicWithMethods()
    }

    await store.send(.buttonTapped) {
      $0.count = 1
      $0.summary = "count 1, off, 0 characters"
    }
    await store.send(.toggleChanged) {
      $0.isEnabled = true
      $0.summary = "count 1, on, 0 characters"
    }
    await store.send(.textFieldChanged("Hello")) {
      $0.description = "Hello"
      $0.summary = "count 1, on, 5 characters"
    }
  }
}
