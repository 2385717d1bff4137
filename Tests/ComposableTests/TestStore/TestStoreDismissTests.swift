import Composable
import TestHelpers
import Testing

/// A feature that closes itself: it says it will, dismisses itself, then says it did (which it
/// never gets to once dismissed).
private struct Closing: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case closeTapped
    case willClose
    case didClose
    case incremented
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .closeTapped:
      return .run { send in
        await send(.willClose)
        await dismiss()
        await send(.didClose)
      }
    case .willClose, .didClose:
      return .none
    case .incremented:
      state.count += 1
      return .none
    }
  }
}

@Suite struct TestStoreDismissTests {
  @Test func aFeatureThatDismissesItselfDismissesTheStore() async {
    let store = TestStore(initialState: Closing.State()) { Closing() }
    #expect(!store.isDismissed)
    await store.send(.closeTapped)
    await store.receive(.willClose)
    #expect(store.isDismissed)
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func theDismissalCancelsEveryEffect() async {
    let clock = TestClock()
    let store = TestStore(initialState: Child.State()) {
      Child()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.timerStarted)
    await clock.advance(by: .seconds(1))
    await store.receive(.ticked) { $0.count = 1 }
    await store.send(.closeTapped)
    #expect(store.isDismissed)
    #expect(store.inFlightEffects.isEmpty)
    await clock.advance(by: .seconds(1))
    #expect(store.receivedActions.isEmpty)
  }

  @Test func anActionSentAfterTheDismissalIsRefused() async {
    let store = TestStore(initialState: Closing.State()) { Closing() }
    await store.send(.closeTapped)
    await store.receive(.willClose)
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incremented) { $0.count = 1 }
    } matching: { issue in
      issue.hasMessage(
        """
        Can't send action to dismissed test store.

          Action:
            Closing.Action.incremented

        An effect called "dismiss" while no parent in this store presented the feature, which \
        dismissed the store: its effects were cancelled and it takes no more actions.
        """, at: line)
    }
    #expect(store.state == Closing.State())
    #expect(store.currentState == Closing.State())
  }

  @Test func aDismissEffectTheTestSetsRunsBeforeTheStoreIsDismissed() async {
    let calls = Collected()
    let store = TestStore(initialState: Closing.State()) {
      Closing()
    } withDependencies: {
      $0.dismiss = DismissEffect { calls.append("dismiss") }
    }
    await store.send(.closeTapped)
    await store.receive(.willClose)
    #expect(calls.messages == ["dismiss"])
    #expect(store.isDismissed)
  }

  @Test func aDismissEffectSetLaterAlsoDismissesTheStore() async {
    let calls = Collected()
    let store = TestStore(initialState: Closing.State()) { Closing() }
    store.dependencies.dismiss = DismissEffect { calls.append("dismiss") }
    await store.send(.closeTapped)
    await store.receive(.willClose)
    #expect(calls.messages == ["dismiss"])
    #expect(store.isDismissed)
  }

  @Test func aPresentedFeatureDismissesOnlyItself() async {
    let store = TestStore(initialState: Presenter.State()) { Presenter() }
    await store.send(.presentTapped) { $0.sheet = Child.State() }
    await store.send(.sheet(.presented(.closeTapped)))
    await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
    #expect(!store.isDismissed)
    await store.send(.deleteTapped) { $0.alert = .deletion }
  }

  @Test func aPushedFeatureDismissesOnlyItself() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.pushTapped) { $0.path.append(Child.State()) }
    await store.send(.path(.element(id: 0, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 0))) { $0.path = [] }
    #expect(!store.isDismissed)
  }
}
