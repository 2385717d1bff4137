import ComposableArchitecture
import Testing

@testable import ExampleFeatures

/// The seed's EffectsBasics, bug included: these tests pin the bug.
@MainActor
struct EffectsBasicsAsWrittenTests {
  @Test
  func incrementDoesNotCancelTheDelay() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasicsAsWritten.State()) {
      EffectsBasicsAsWritten()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 0
    }
    // The bug: `.cancel(id: CancelID.delay)` found nothing to cancel.
    #expect(store.inFlightEffects.map(\.cancelIDs) == [[]])
    await clock.advance(by: .seconds(1))
    await store.receive(\.decrementDelayResponse)
  }

  @Test
  func staleDelayUndoesTheNextDecrementEarly() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasicsAsWritten.State()) {
      EffectsBasicsAsWritten()
    } withDependencies: {
      $0.continuousClock = clock
    }

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
    await store.receive(\.decrementDelayResponse) {
      $0.count = 0
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.decrementDelayResponse)
  }
}
