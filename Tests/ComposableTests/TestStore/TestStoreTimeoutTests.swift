import Composable
import TestHelpers
import Testing

/// Answers after real work that the virtual clock does not control.
private struct Lookup: Reducer {
  struct State: Equatable { var answer: String? }
  enum Action: Equatable {
    case lookUpTapped
    case answered(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .lookUpTapped:
      return .run { send in
        try await Task.sleep(for: .milliseconds(30))
        await send(.answered("42"))
      }
    case .answered(let answer):
      state.answer = answer
      return .none
    }
  }
}

@Suite struct TestStoreTimeoutTests {
  @Test func aReceiveTimeoutBoundsTheWaitForWorkOutsideTheClock() async {
    let store = TestStore(initialState: Lookup.State()) { Lookup() }
    store.timeout = .zero
    await store.send(.lookUpTapped)
    await store.receive(.answered("42"), timeout: .seconds(10)) { $0.answer = "42" }
  }

  @Test func aReceiveTimeoutWorksWithCasePathsAndPredicates() async {
    let store = TestStore(initialState: Lookup.State()) { Lookup() }
    store.timeout = .zero
    await store.send(.lookUpTapped)
    await store.receive(/Lookup.Action.answered, timeout: .seconds(10)) { $0.answer = "42" }
    await store.send(.lookUpTapped)
    await store.receive({ $0 == .answered("42") }, timeout: .seconds(10))
  }

  @Test func aTimeoutOfNilIsTheStores() async {
    let store = TestStore(initialState: Lookup.State()) { Lookup() }
    store.timeout = .seconds(10)
    await store.send(.lookUpTapped)
    await store.receive(.answered("42"), timeout: nil) { $0.answer = "42" }
  }

  @Test func aShortReceiveTimeoutFailsAndTheStoreWaitsLater() async {
    let store = TestStore(initialState: Lookup.State()) { Lookup() }
    store.timeout = .seconds(10)
    await store.send(.lookUpTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(.answered("42"), timeout: .zero) { $0.answer = "42" }
    } matching: { issue in
      issue.message.hasPrefix("Expected to receive the following action, but didn't:")
        && issue.sourceLocation?.line == line
    }
    await store.finish(timeout: .seconds(10))
    await store.receive(.answered("42")) { $0.answer = "42" }
  }

  @Test func finishWithATimeoutWaitsForTheTaskOfASend() async {
    let store = TestStore(initialState: Lookup.State()) { Lookup() }
    store.timeout = .zero
    let task = await store.send(.lookUpTapped)
    await task.finish(timeout: .seconds(10))
    await store.receive(.answered("42")) { $0.answer = "42" }
  }

  @Test func aShortFinishTimeoutReportsTheEffectStillRunning() async {
    let store = TestStore(initialState: Lookup.State()) { Lookup() }
    store.timeout = .seconds(10)
    await store.send(.lookUpTapped)
    await withKnownIssue {
      await store.finish(timeout: .zero)
    }
    store.exhaustivity = .off
  }
}
