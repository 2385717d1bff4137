import Composable
import TestHelpers
import Testing

@Suite struct TestStoreExhaustivityTests {
  @Test func offTheSendClosureGetsTheStateAfterTheAction() async {
    let store = TestStore.effectsCounter(EffectsCounter.State(count: 5, numberFact: "old"))
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped) { #expect($0.count == 6) }
    #expect(store.state == EffectsCounter.State(count: 6, numberFact: nil))
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 8 }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} EffectsCounter.State(
            −   count: 8,
            +   count: 7,
            \u{2007}   numberFact: nil
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
  }

  @Test func offReceiveSkipsActionsThatDoNotMatch() async {
    let store = TestStore.effectsCounter()
    store.exhaustivity = .off
    await store.send(.sequenceButtonTapped)
    await store.receive(.numberFactResponse("done")) { $0.numberFact = "done" }
    #expect(store.state == EffectsCounter.State(count: 1, numberFact: "done"))
    #expect(store.receivedActions.isEmpty)
  }

  @Test func offUnreceivedActionsAndRunningEffectsAreNoFailures() async {
    let failures = await Failures.collect {
      let store = TestStore.effectsCounter()
      store.exhaustivity = .off
      await store.send(.decrementButtonTapped)
      await store.send(.child(.tapped))
      await store.send(.numberFactButtonTapped) { $0.count = -1 }
      #expect(store.receivedActions.count == 1)
      #expect(store.inFlightEffects.count == 2)
    }
    #expect(failures == [])
  }

  @Test func showingSkippedAssertionsReportsThemAsExpectedFailures() async {
    let receive = #line + 5
    let failures = await Failures.collect {
      let store = TestStore.effectsCounter()
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.sequenceButtonTapped)
      await store.receive(.numberFactResponse("done")) { $0.numberFact = "done" }
      await store.send(.decrementButtonTapped) { $0.numberFact = nil }
      await store.send(.numberFactButtonTapped)
    }
    #expect(
      failures.map { "\($0.location.line) \($0.isExpected): \($0.message)" } == [
        """
        \(receive) true: 1 received action was skipped.

        EffectsCounter.Action.incrementButtonTapped
        """,
        """
        \(receive + 1) true: A state change does not match expectation.

            \u{2007} EffectsCounter.State(
            −   count: 1,
            +   count: 0,
            \u{2007}   numberFact: nil
            \u{2007} )

        (Expected: −, Actual: +)
        """,
        "\(receive + 2) true: "
          + receivedUnexpectedly("1 unexpected action", [".numberFactResponse"]),
      ])
  }

  @Test func withExhaustivityRestoresTheStrictness() async {
    let store = TestStore.effectsCounter()
    await store.withExhaustivity(.off) {
      #expect(store.exhaustivity == .off)
      await store.send(.sequenceButtonTapped)
      await store.receive(.numberFactResponse("done"))
    }
    #expect(store.exhaustivity == .on)
    await store.send(.incrementButtonTapped) {
      $0.count = 2
      $0.numberFact = nil
    }
  }

  @Test func skipReceivedActionsTakesTheLastStateAndReportsThemAsExpected() async {
    let line = #line + 4
    let failures = await Failures.collect {
      let store = TestStore.effectsCounter()
      await store.send(.sequenceButtonTapped)
      await store.skipReceivedActions()
      #expect(store.state == EffectsCounter.State(count: 1, numberFact: "done"))
      await store.skipReceivedActions()
    }
    #expect(
      failures.map { "\($0.location.line) \($0.isExpected): \($0.message)" } == [
        """
        \(line) true: 2 received actions were skipped.

        [
          [0]: .incrementButtonTapped,
          [1]: .numberFactResponse("done")
        ]
        """,
        "\(line + 2) false: There were no received actions to skip.",
      ])
  }

  @Test func skippedEffectsRunOnAndWhatTheySendIsReceived() async {
    let clock = TestClock()
    let line = #line + 5
    let failures = await Failures.collect {
      let store = TestStore.effectsCounter(clock: clock)
      await store.send(.decrementButtonTapped) { $0.count = -1 }
      await store.send(.stubbornButtonTapped)
      await store.skipInFlightEffects()
      #expect(store.inFlightEffects.isEmpty)
      #expect(clock.sleeperCount == 2)
      await clock.advance(by: .seconds(1))
      await store.receive(.decrementDelayResponse) { $0.count = 0 }
      await store.receive(.decrementDelayResponse)
      await store.skipInFlightEffects()
      await store.skipInFlightEffects(strict: false)
    }
    #expect(
      failures.map { "\($0.location.line) \($0.isExpected): \($0.message)" } == [
        """
        \(line) true: 2 in-flight effects were cancelled, originating from:

        [
          [0]: .decrementButtonTapped,
          [1]: .stubbornButtonTapped
        ]
        """,
        "\(line + 6) false: There were no in-flight effects to skip.",
      ])
  }

  @Test func skippingOneEffectIsSingular() async {
    let failures = await Failures.collect {
      let store = TestStore.effectsCounter()
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.decrementButtonTapped)
      await store.skipInFlightEffects()
    }
    #expect(
      failures.map { "\($0.isExpected): \($0.message)" } == [
        """
        true: State was not expected to change, but a change occurred.

            \u{2007} EffectsCounter.State(
            −   count: 0,
            +   count: -1,
            \u{2007}   numberFact: nil
            \u{2007} )

        (Expected: −, Actual: +)
        """,
        """
        true: 1 in-flight effect was cancelled, originating from:

        EffectsCounter.Action.decrementButtonTapped
        """,
      ])
  }

  @Test func offSkipsQuietly() async {
    let failures = await Failures.collect {
      let store = TestStore.effectsCounter()
      store.exhaustivity = .off
      await store.send(.child(.tapped))
      await store.send(.sequenceButtonTapped)
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
    }
    #expect(failures == [])
  }
}
