import ComposableTesting
import ExampleFeatures
import Testing

/// The seed's EffectsBasics, bug included: these tests pin the bug.
@Suite struct EffectsBasicsAsWrittenTests {
  func makeStore(
    clock: TestClock
  ) -> TestStore<EffectsBasicsAsWritten.State, EffectsBasicsAsWritten.Action> {
    TestStore(initialState: EffectsBasicsAsWritten.State()) {
      EffectsBasicsAsWritten()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func incrementDoesNotCancelTheDelay() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 0
    }
    // The bug: `.cancel(id: CancelID.delay)` found nothing to cancel.
    #expect(store.inFlightEffects.map(\.cancelIDs) == [[]])
    await clock.advance(by: .seconds(1))
    await store.receive({ if case .decrementDelayResponse = $0 { true } else { false } })
  }

  @Test func staleDelayUndoesTheNextDecrementEarly() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 0
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    // Only half a second after the second decrement, the first one's delay undoes it.
    await clock.advance(by: .milliseconds(500))
    await store.receive({ if case .decrementDelayResponse = $0 { true } else { false } }) {
      $0.count = 0
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive({ if case .decrementDelayResponse = $0 { true } else { false } })
  }
}
