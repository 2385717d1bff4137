import Composable
import Testing

/// What `store.state` reads while a `send` or `receive` closure runs: the state before the
/// action, as the closure's argument starts out.
@Suite struct TestStoreAssertionStateTests {
  @Test func inASendClosureTheStoresStateIsTheStateBeforeTheAction() async {
    let store = TestStore.effectsCounter(EffectsCounter.State(count: 1, numberFact: "old"))
    await store.send(.incrementButtonTapped) {
      #expect(store.state == EffectsCounter.State(count: 1, numberFact: "old"))
      #expect($0 == store.state)
      $0.count = 2
      $0.numberFact = nil
      #expect(store.state == EffectsCounter.State(count: 1, numberFact: "old"))
    }
    #expect(store.state == EffectsCounter.State(count: 2))
  }

  @Test func inAReceiveClosureTheStoresStateIsTheStateBeforeTheAction() async {
    let store = TestStore.effectsCounter(EffectsCounter.State(count: 1))
    await store.send(.numberFactButtonTapped)
    await store.receive(.numberFactResponse("1 is a good number.")) {
      #expect(store.state == EffectsCounter.State(count: 1))
      $0.numberFact = "1 is a good number."
      #expect(store.state == EffectsCounter.State(count: 1))
    }
    #expect(store.state == EffectsCounter.State(count: 1, numberFact: "1 is a good number."))
  }

  @Test func eachReceivedActionsClosureSeesTheStateBeforeThatAction() async {
    let store = TestStore.effectsCounter()
    await store.send(.sequenceButtonTapped)
    await store.receive(.incrementButtonTapped) {
      #expect(store.state == EffectsCounter.State(count: 0))
      $0.count = 1
    }
    await store.receive(.numberFactResponse("done")) {
      #expect(store.state == EffectsCounter.State(count: 1))
      $0.numberFact = "done"
    }
  }

  @Test func inANonExhaustiveSendClosureTheStoresStateIsTheStateBeforeTheAction() async {
    let store = TestStore.effectsCounter(EffectsCounter.State(count: 1))
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped) {
      // NB: A non-exhaustive closure starts from the actual state, as in TCA.
      #expect($0 == EffectsCounter.State(count: 2))
      #expect(store.state == EffectsCounter.State(count: 1))
      $0.count = 2
    }
    #expect(store.state == EffectsCounter.State(count: 2))
  }

  @Test func aMismatchedSendClosureAlsoSeesTheStateBeforeTheAction() async {
    let store = TestStore.effectsCounter()
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        #expect(store.state == EffectsCounter.State(count: 0))
        $0.count = 5
      }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} EffectsCounter.State(
            −   count: 5,
            +   count: 1,
            \u{2007}   numberFact: nil
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
    #expect(store.state == EffectsCounter.State(count: 1))
  }
}
