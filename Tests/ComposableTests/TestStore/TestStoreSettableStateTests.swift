import Composable
import TestHelpers
import Testing

/// Setting `state` between steps: what a test sets up, the next action starts from.
@Suite struct TestStoreSettableStateTests {
  @Test func theNextActionIsReducedAndAssertedFromTheStateSet() async {
    let store = TestStore.effectsCounter()
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    store.state.count = 5
    #expect(store.state == EffectsCounter.State(count: 5))
    #expect(store.currentState == store.state)
    await store.send(.incrementButtonTapped) {
      #expect($0.count == 5)
      $0.count = 6
    }
  }

  @Test func effectsInFlightFeedBackIntoTheStateSet() async {
    let clock = TestClock()
    let store = TestStore.effectsCounter(clock: clock)
    await store.send(.decrementButtonTapped) { $0.count = -1 }
    store.state.count = -5
    await clock.advance(by: .seconds(1))
    await store.receive(.decrementDelayResponse) { $0.count = -4 }
  }

  @Test func settingTheStateWithReceivedActionsUnhandledIsReportedAndDropsThem() async {
    let store = TestStore.effectsCounter()
    let line = #line + 1
    await store.send(.numberFactButtonTapped)
    withKnownIssue {
      store.state.count = 3
    } matching: { issue in
      issue.hasMessage(
        """
        Must handle 1 received action before setting the state.

        Unhandled actions: [
          [0]: .numberFactResponse("0 is a good number.")
        ]
        """, at: line)
    }
    #expect(store.receivedActions.isEmpty)
    #expect(store.state == EffectsCounter.State(count: 3))
  }
}
