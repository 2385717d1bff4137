import Composable
import TestHelpers
import Testing

@Suite struct TestStoreEndTests {
  @Test func actionsNotReceivedByTheEndAreReportedAtTheLastStep() async {
    let line = #line + 3
    await withKnownIssue {
      let store = TestStore.effectsCounter()
      await store.send(.sequenceButtonTapped)
    } matching: { issue in
      issue.hasMessage(
        receivedUnexpectedly(
          "2 unexpected actions", [".incrementButtonTapped", ".numberFactResponse"]), at: line)
    }
  }

  @Test func oneActionNotReceivedIsSingular() async {
    let line = #line + 4
    await withKnownIssue {
      let store = TestStore.effectsCounter()
      await store.send(.incrementButtonTapped) { $0.count = 1 }
      await store.send(.numberFactButtonTapped)
    } matching: { issue in
      issue.hasMessage(
        receivedUnexpectedly("1 unexpected action", [".numberFactResponse"]), at: line)
    }
  }

  @Test func finishReportsActionsNotReceivedAndKeepsThem() async {
    let store = TestStore.effectsCounter()
    await store.send(.numberFactButtonTapped)
    let line = #line + 2
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.hasMessage(
        receivedUnexpectedly("1 unexpected action", [".numberFactResponse"]), at: line)
    }
    await store.receive(.numberFactResponse("0 is a good number.")) {
      $0.numberFact = "0 is a good number."
    }
  }

  /// The failure for an effect still running at the end of a test, whose summary is `summary`:
  /// TCA's text, then the summary.
  func stillRunning(_ summary: String) -> String {
    """
    An effect returned for this action is still running. It must complete before the end of \
    the test.

    To fix, inspect any effects the reducer returns for this action and ensure that all of \
    them complete by the end of the test. There are a few reasons why an effect may not have \
    completed:

    If using async/await in your effect, it may need a little bit of time to properly \
    finish. To fix you can simply perform "await store.finish()" at the end of your test.

    If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
    make sure that you wait enough time for it to perform the effect. If you are using a test \
    clock/scheduler, advance it so that the effects may complete, or consider using an \
    immediate clock/scheduler to immediately perform the effect instead.

    If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
    make sure those effects are torn down by marking the effect ".cancellable" and returning a \
    corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
    effect is driven by a Combine subject, send it a completion.

    If you do not wish to assert on these effects, perform "await \
    store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
    "store.exhaustivity = .off".

    Still running:
      \(summary)
    """
  }

  @Test func anEffectStillRunningIsReportedAtTheSendThatStartedIt() async {
    let line = #line + 3
    await withKnownIssue {
      let store = TestStore.effectsCounter()
      await store.send(.decrementButtonTapped) { $0.count = -1 }
      await store.send(.numberFactButtonTapped)
      await store.receive(.numberFactResponse("-1 is a good number.")) {
        $0.numberFact = "-1 is a good number."
      }
    } matching: { issue in
      issue.hasMessage(
        stillRunning(
          "#1 CancelID.delay, started by .decrementButtonTapped, sleeping on the clock until "
            + "1.000s; advance the clock by 1s"),
        at: line)
    }
  }

  @Test func everyEffectStillRunningIsReportedOnceAtItsOwnSend() async {
    let (numbers, _) = AsyncStream<Int>.makeStream()
    let first = #line + 3
    let failures = await Failures.collect {
      let store = TestStore.effectsCounter(numbers: numbers)
      await store.send(.decrementButtonTapped) { $0.count = -1 }
      await store.send(.listenButtonTapped)
    }
    #expect(
      failures == [
        TestFailure(
          message: stillRunning(
            "#1 CancelID.delay, started by .decrementButtonTapped, sleeping on the clock until "
              + "1.000s; advance the clock by 1s"),
          compactMessage: failures.first?.compactMessage,
          location: failures.first?.location ?? .here()),
        TestFailure(
          message: stillRunning(
            "#2, started by .listenButtonTapped, suspended outside the clock (a stream, a "
              + "continuation or real work)"),
          compactMessage: failures.last?.compactMessage,
          location: failures.last?.location ?? .here()),
      ])
    #expect(failures.map(\.location.line) == [UInt(first), UInt(first + 1)])
    // NB: The compact message, what TCA's tests compare, is TCA's text alone.
    #expect(
      failures.map(\.compactMessage)
        == failures.map { $0.message.components(separatedBy: "\n\nStill running:")[0] })
    #expect(failures.map(\.location.fileID) == [#fileID, #fileID])
  }

  @Test func finishReportsWhatIsStillInFlight() async {
    let clock = TestClock()
    let store = TestStore.effectsCounter(clock: clock)
    await store.send(.decrementButtonTapped) { $0.count = -1 }
    await store.send(.child(.tapped))
    let line = #line + 2
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.hasMessage(
        effectsStillInFlight(
          """
            #1 CancelID.delay, started by .decrementButtonTapped, sleeping on the clock until \
          1.000s; advance the clock by 1s
            #2, started by .child(.tapped), sleeping on the clock until 0.250s; advance the \
          clock by 250ms
          """), at: line)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.response(42))) { $0.count = 42 }
    await store.receive(.decrementDelayResponse)
    await store.finish()
  }

  @Test func aTaskFinishReportsOnlyItsOwnEffects() async {
    let clock = TestClock()
    let store = TestStore.effectsCounter(clock: clock)
    await store.send(.decrementButtonTapped) { $0.count = -1 }
    let task = await store.send(.child(.tapped))
    let line = #line + 2
    await withKnownIssue {
      await task.finish()
    } matching: { issue in
      issue.hasMessage(
        """
        Expected task to finish, but it is still in-flight.

          #2, started by .child(.tapped), sleeping on the clock until 0.250s; advance the clock \
        by 250ms

        To fix, advance the test clock so that sleeping effects may complete, or cancel \
        long-living effects (an action returning "Effect.cancel", or \
        "await store.skipInFlightEffects()").
        """, at: line)
    }
    await clock.advance(by: .milliseconds(250))
    await task.finish()
    #expect(task.isCancelled)
    await store.receive(.child(.response(42))) { $0.count = 42 }
    await store.send(.incrementButtonTapped) { $0.count = 43 }
  }

  @Test func finishWaitsForWorkOutsideTheClock() async {
    let (numbers, continuation) = AsyncStream<Int>.makeStream()
    let store = TestStore.effectsCounter(numbers: numbers)
    await store.send(.listenButtonTapped)
    continuation.yield(3)
    continuation.finish()
    await store.finish()
    #expect(store.inFlightEffects.isEmpty)
    await store.receive(.streamed(3)) { $0.count = 3 }
  }

  @Test func cancellingATaskEndsItsEffects() async {
    let clock = TestClock()
    let store = TestStore.effectsCounter(clock: clock)
    let task = await store.send(.decrementButtonTapped) { $0.count = -1 }
    #expect(!task.isCancelled)
    await task.cancel()
    #expect(task.isCancelled)
    #expect(clock.sleeperCount == 0)
    #expect(store.inFlightEffects.isEmpty)
    await clock.advance(by: .seconds(1))
    #expect(store.receivedActions.isEmpty)
  }
}
