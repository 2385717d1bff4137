import Composable
import Dispatch
import TestHelpers
import Testing

@testable import Composable

@Suite struct TestSchedulerTests {
  @Test func anEffectSleepsOnTheMainQueueUntilTheTestAdvancesIt() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore.mainQueueCounter(mainQueue)
    await store.send(.delayedIncrementTapped)
    #expect(store.inFlightEffects.map(\.wait) == [.clock(until: .seconds(1))])
    await mainQueue.advance(by: .milliseconds(500))
    #expect(store.receivedActions.map(\.action) == [])
    await mainQueue.advance(by: .milliseconds(500))
    await store.receive(.delayedIncrement) { $0.count = 1 }
    #expect(mainQueue.now == .testTime(after: .seconds(1)))
  }

  @Test func aTimerTicksOncePerIntervalOfOneAdvance() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore.mainQueueCounter(mainQueue)
    await store.send(.timerStarted)
    await mainQueue.advance(by: 3)
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.tick) { $0.ticks = 2 }
    await store.receive(.tick) { $0.ticks = 3 }
    await mainQueue.advance(by: 0.5)
    await store.send(.timerStopped)
    #expect(mainQueue.now == .testTime(after: .milliseconds(3_500)))
  }

  @Test func advanceToAndRunMoveToTheirTimes() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore.harness()
    await store.send(
      .start { send in
        try await mainQueue.sleep(for: .seconds(2))
        await send(.log("two"))
        try await mainQueue.sleep(until: mainQueue.now.advanced(by: .seconds(3)))
        await send(.log("five"))
      })
    await mainQueue.advance(to: .testTime(after: .seconds(2)))
    #expect(await store.drainLog() == ["two"])
    await mainQueue.run()
    #expect(await store.drainLog() == ["five"])
    #expect(mainQueue.now == .testTime(after: .seconds(5)))
  }

  @Test func aSleepUntilNowWaitsForTheNextAdvance() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore.harness()
    await store.send(
      .start { send in
        try await mainQueue.sleep(until: mainQueue.now.advanced(by: -1))
        await send(.log("past"))
        try await mainQueue.sleep(for: .zero)
        await send(.log("now"))
      })
    #expect(await store.drainLog() == ["past"])
    await mainQueue.advance()
    #expect(await store.drainLog() == ["now"])
  }

  @Test func finishSaysHowFarToAdvanceTheMainQueue() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore.mainQueueCounter(mainQueue)
    await store.send(.delayedIncrementTapped)
    await mainQueue.advance(by: .milliseconds(250))
    let line = #line + 2
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.hasMessage(
        effectsStillInFlight(
          """
            #1, started by .delayedIncrementTapped, sleeping on the clock until 1.000s; advance \
          the clock by 750ms
          """), at: line)
    }
    await mainQueue.advance(by: .milliseconds(750))
    await store.receive(.delayedIncrement) { $0.count = 1 }
  }

  @Test func aClockAndTheMainQueueCanShareTheirTime() async {
    let clock = TestClock()
    let mainQueue = DispatchQueue.test(clock: clock)
    let store = TestStore.harness()
    await store.send(
      .start { send in
        try await mainQueue.sleep(for: .seconds(1))
        await send(.log("main queue at \(clock.now.offset.formattedSeconds)"))
      })
    await store.send(
      .start { send in
        try await clock.sleep(for: .milliseconds(1_500))
        await send(.log("clock at \(clock.now.offset.formattedSeconds)"))
      })
    await clock.advance(by: .seconds(2))
    #expect(await store.drainLog() == ["main queue at 1.000s", "clock at 1.500s"])
    #expect(mainQueue.now == .testTime(after: .seconds(2)))
  }

  @Test func aSchedulerOnAClockThatHasRunStartsWhereTheClockIs() {
    let clock = TestClock(now: .init(offset: .seconds(5)))
    #expect(DispatchQueue.test(clock: clock).now == .testTime(after: .seconds(5)))
    #expect(
      TestSchedulerOf<DispatchQueue>(now: .testTime(after: .zero), clock: clock).now
        == .testTime(after: .zero))
  }

  @Test func advancingIntoThePastIsAFailure() async {
    let mainQueue = DispatchQueue.test
    await mainQueue.advance(by: 1)
    let line = #line + 2
    let failures = await Failures.collect {
      await mainQueue.advance(to: .testTime(after: .zero))
    }
    #expect(
      failures.map(\.message) == [
        "Can't advance the test clock to 0.000s, which is before its current time, 1.000s."
      ])
    #expect(failures.map(\.location.line) == [UInt(line)])
    #expect(mainQueue.now == .testTime(after: .seconds(1)))
  }
}
