import ComposableArchitecture
import ExampleFeatures
import Testing

@MainActor
struct EffectsBasicsTests {
  @Test
  func countDown() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.receive(\.decrementDelayResponse) {
      $0.count = 0
    }
  }

  @Test
  func decrement() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.decrementDelayResponse) {
      $0.count = 0
    }
  }

  @Test
  func decrementCancellation() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 0
    }
  }

  @Test
  func numberFact() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    await store.receive(\.numberFactResponse.success) {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is a good number Brent"
    }
  }

  @Test
  func numberFactFailure() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactClientError(reason: "offline") }
    }

    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    await store.receive(\.numberFactResponse.failure) {
      $0.isNumberFactRequestInFlight = false
    }
  }

  /// The fact client's test value is unimplemented: a test that forgets to override it fails,
  /// and the failure names the endpoint.
  @Test
  func numberFactWithoutOverridingTheFactClient() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    }

    await withKnownIssue {
      await store.send(.numberFactButtonTapped) {
        $0.isNumberFactRequestInFlight = true
      }
      await store.receive(\.numberFactResponse.failure) {
        $0.isNumberFactRequestInFlight = false
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Unimplemented: 'FactClient.fetch'

        The endpoint was called without an implementation. To fix, give it one where the \
        dependency is set: withDependencies: { $0.<dependency>.fetch = { … } }
        """
      ]
    }
  }

  @Test
  func decrementCycleTenThousandTimes() async {
    for _ in 0..<10_000 {
      let clock = TestClock()
      let store = TestStore(initialState: EffectsBasics.State()) {
        EffectsBasics()
      } withDependencies: {
        $0.continuousClock = clock
      }

      await store.send(.decrementButtonTapped) {
        $0.count = -1
      }
      await clock.advance(by: .milliseconds(999))
      #expect(store.receivedActions.isEmpty)
      await clock.advance(by: .milliseconds(1))
      await store.receive(\.decrementDelayResponse) {
        $0.count = 0
      }
    }
  }
}
