import Composable
import TestHelpers
import Testing

private struct Oops: Error {}

@Suite struct TestStoreReceiveTests {
  @Test func aReceivedStateChangeThatDoesNotMatchIsADiffAtTheReceive() async {
    let store = TestStore.effectsCounter()
    await store.send(.numberFactButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(.numberFactResponse("0 is a good number.")) { $0.numberFact = "0" }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} EffectsCounter.State(
            \u{2007}   count: 0,
            −   numberFact: "0"
            +   numberFact: "0 is a good number."
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
    #expect(store.state.numberFact == "0 is a good number.")
  }

  @Test func aWrongEquatableActionIsADiff() async {
    let store = TestStore.effectsCounter()
    await store.send(.numberFactButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(.numberFactResponse("1 is a good number.")) {
        $0.numberFact = "0 is a good number."
      }
    } matching: { issue in
      issue.hasMessage(
        """
        Received unexpected action:

            − EffectsCounter.Action.numberFactResponse("1 is a good number.")
            + EffectsCounter.Action.numberFactResponse("0 is a good number.")

        (Expected: −, Received: +)
        """, at: line)
    }
  }

  @Test func anActionOfAnotherCaseThanTheCasePathIsADump() async {
    let store = TestStore.effectsCounter()
    await store.send(.numberFactButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(/EffectsCounter.Action.streamed) {
        $0.numberFact = "0 is a good number."
      }
    } matching: { issue in
      issue.hasMessage(
        """
        Received unexpected action:

          EffectsCounter.Action.numberFactResponse("0 is a good number.")
        """, at: line)
    }
  }

  @Test func anActionThePredicateRejectsIsADump() async {
    let store = TestStore.effectsCounter()
    await store.send(.sequenceButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive({ $0 == .decrementButtonTapped }) { $0.count = 1 }
    } matching: { issue in
      issue.hasMessage(
        """
        Received unexpected action:

          EffectsCounter.Action.incrementButtonTapped
        """, at: line)
    }
    await store.receive({ $0 == .numberFactResponse("done") }) { $0.numberFact = "done" }
  }

  @Test func anUnexpectedActionIsTheOnlyFailureThoughTheStateDiffersToo() async {
    let store = TestStore.effectsCounter()
    await store.send(.numberFactButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(.decrementDelayResponse) { $0.count = 5 }
    } matching: { issue in
      issue.hasMessage(
        """
        Received unexpected action:

            − EffectsCounter.Action.decrementDelayResponse
            + EffectsCounter.Action.numberFactResponse("0 is a good number.")

        (Expected: −, Received: +)
        """, at: line)
    }
    #expect(store.state == EffectsCounter.State(numberFact: "0 is a good number."))
  }

  @Test func anActionOfAnotherCaseIsTheOnlyFailureThoughTheStateDiffersToo() async {
    let store = TestStore.effectsCounter()
    await store.send(.numberFactButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(/EffectsCounter.Action.streamed) { $0.count = 5 }
    } matching: { issue in
      issue.hasMessage(
        """
        Received unexpected action:

          EffectsCounter.Action.numberFactResponse("0 is a good number.")
        """, at: line)
    }
    #expect(store.state == EffectsCounter.State(numberFact: "0 is a good number."))
  }

  @Test func composedCasePathsReceiveChildActions() async {
    let clock = TestClock()
    let store = TestStore.effectsCounter(clock: clock)
    await store.send(.child(.tapped))
    await clock.advance(by: .milliseconds(250))
    await store.receive(/EffectsCounter.Action.child .. /EffectsCounter.Action.Child.response) {
      $0.count = 42
    }
  }

  @Test func nothingToReceiveAndNoEffectInFlight() async {
    let store = TestStore.effectsCounter()
    let line = #line + 2
    await withKnownIssue {
      await store.receive(.decrementDelayResponse)
    } matching: { issue in
      issue.hasMessage(
        """
        Expected to receive the following action, but didn't:

          EffectsCounter.Action.decrementDelayResponse

        There are no in-flight effects that could deliver this action. Could the effect you \
        expected to deliver this action have been cancelled?
        """, at: line)
    }
  }

  @Test func nothingMatchingTheCasePathToReceive() async {
    let store = TestStore.effectsCounter()
    let line = #line + 2
    await withKnownIssue {
      await store.receive(/EffectsCounter.Action.streamed)
    } matching: { issue in
      issue.hasMessage(
        """
        Expected to receive an action matching case path, but didn't get one.

        There are no in-flight effects that could deliver this action. Could the effect you \
        expected to deliver this action have been cancelled?
        """, at: line)
    }
  }

  @Test func nothingToReceiveListsWhatEachInFlightEffectWaitsOn() async {
    let clock = TestClock()
    let (numbers, continuation) = AsyncStream<Int>.makeStream()
    let store = TestStore.effectsCounter(clock: clock, numbers: numbers)
    store.timeout = .zero
    await store.send(.decrementButtonTapped) { $0.count = -1 }
    await store.send(.listenButtonTapped)
    await clock.advance(by: .milliseconds(400))
    let line = #line + 2
    await withKnownIssue {
      await store.receive(.decrementDelayResponse) { $0.count = 0 }
    } matching: { issue in
      issue.hasMessage(
        """
        Expected to receive the following action, but didn't:

          EffectsCounter.Action.decrementDelayResponse

        Every in-flight effect is waiting, so none can deliver an action until what it waits on \
        happens:

          #1 CancelID.delay, started by .decrementButtonTapped, sleeping on the clock until \
        1.000s; advance the clock by 600ms
          #2, started by .listenButtonTapped, suspended outside the clock (a stream, a \
        continuation or real work)

        To fix, advance the test clock (or use an immediate clock) before receiving, or check \
        that the effect you expected was not cancelled.
        """, at: line)
    }
    await clock.advance(by: .milliseconds(600))
    await store.receive(.decrementDelayResponse) { $0.count = 0 }
    continuation.finish()
    await store.finish()
  }

  @Test func offNothingMatchingToReceiveAmongOtherActions() async {
    let clock = TestClock()
    let store = TestStore.effectsCounter(clock: clock)
    store.exhaustivity = .off
    await store.send(.sequenceButtonTapped)
    await store.send(.child(.tapped))
    let line = #line + 2
    await withKnownIssue {
      await store.receive(/EffectsCounter.Action.streamed)
    } matching: { issue in
      issue.hasMessage(
        """
        Expected to receive an action matching case path, but didn't get one.

        Every in-flight effect is waiting, so none can deliver an action until what it waits on \
        happens:

          #1, started by .child(.tapped), sleeping on the clock until 0.250s; advance the clock \
        by 250ms

        To fix, advance the test clock (or use an immediate clock) before receiving, or check \
        that the effect you expected was not cancelled.
        """, at: line)
    }
  }

  @Test func aClockThatIsNotTheStoresCannotSayHowFarToAdvance() async {
    let clock = TestClock()
    let store = TestStore.harness()
    store.timeout = .zero
    await store.send(.start { _ in try await clock.sleep(for: .seconds(1)) })
    let line = #line + 2
    await withKnownIssue {
      await store.receive({ _ in true })
    } matching: { issue in
      issue.hasMessage(
        """
        Expected to receive an action matching predicate, but didn't get one.

        Every in-flight effect is waiting, so none can deliver an action until what it waits on \
        happens:

          #1, started by .start((Function)), sleeping on the clock until 1.000s

        To fix, advance the test clock (or use an immediate clock) before receiving, or check \
        that the effect you expected was not cancelled.
        """, at: line)
    }
    await clock.advance(by: .seconds(1))
  }

  @Test func theInFlightEffectOfTheExampleSaysHowFarToAdvance() async {
    let store = TestStore.effectsCounter()
    await store.send(.decrementButtonTapped) { $0.count = -1 }
    #expect(
      store.inFlightEffects.map { $0.summary(now: .zero) } == [
        "#1 CancelID.delay, started by .decrementButtonTapped, sleeping on the clock until 1.000s; "
          + "advance the clock by 1s"
      ])
    await store.send(.incrementButtonTapped) { $0.count = 0 }
  }

  @Test func anActionFromOutsideTheClockIsWaitedFor() async {
    let (numbers, continuation) = AsyncStream<Int>.makeStream()
    let store = TestStore.effectsCounter(numbers: numbers)
    await store.send(.listenButtonTapped)
    continuation.yield(7)
    await store.receive(.streamed(7)) { $0.count = 7 }
    continuation.finish()
    await store.finish()
  }

  @Test func anErrorThrownFromTheClosureIsReported() async {
    let store = TestStore.effectsCounter()
    await store.send(.numberFactButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.receive(.numberFactResponse("0 is a good number.")) { _ in throw Oops() }
    } matching: { issue in
      issue.hasMessage("Threw error: Oops()", at: line)
    }
  }
}
