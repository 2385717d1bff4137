import Composable
import TestHelpers
import Testing

@testable import Composable

@Suite struct TestClockTests {
  @Test func sleepersDueAtTheSameInstantWakeInTheOrderTheySlept() async {
    let clock = TestClock()
    let store = TestStore.harness()
    for name in ["a", "b", "c"] {
      await store.send(
        .start { send in
          try await clock.sleep(for: .seconds(1))
          await send(.log(name))
        })
    }
    await clock.advance(by: .seconds(1))
    #expect(await store.drainLog() == ["a", "b", "c"])
  }

  @Test func wakesInDeadlineOrderLettingEachSleepAgain() async {
    let clock = TestClock()
    let store = TestStore.harness()
    await store.send(
      .start { send in
        for index in 1...5 {
          try await clock.sleep(for: .seconds(1))
          await send(.log("chained \(index) at \(clock.now.offset.formattedSeconds)"))
        }
      })
    await store.send(
      .start { send in
        try await clock.sleep(for: .milliseconds(2500))
        await send(.log("single at \(clock.now.offset.formattedSeconds)"))
      })
    await clock.advance(by: .seconds(5))
    #expect(
      await store.drainLog() == [
        "chained 1 at 1.000s", "chained 2 at 2.000s", "single at 2.500s", "chained 3 at 3.000s",
        "chained 4 at 4.000s", "chained 5 at 5.000s",
      ])
    #expect(clock.now.offset == .seconds(5))
  }

  @Test func aDeadlineInThePastReturnsAtOnceAndNowWaitsForAnAdvance() async {
    let clock = TestClock(now: .init(offset: .seconds(10)))
    let store = TestStore.harness()
    await store.send(
      .start { send in
        try await clock.sleep(until: .init(offset: .seconds(9)))
        await send(.log("past"))
        try await clock.sleep(until: .init(offset: .seconds(10)))
        await send(.log("now"))
      })
    #expect(await store.drainLog() == ["past"])
    await clock.advance(by: .zero)
    #expect(await store.drainLog() == ["now"])
  }

  @Test func runAdvancesUntilNoSleeperIsLeft() async throws {
    let clock = TestClock()
    let store = TestStore.harness()
    await store.send(
      .start { send in
        try await clock.sleep(for: .seconds(3))
        try await clock.sleep(for: .seconds(4))
        await send(.log("done"))
      })
    await #expect(throws: TestClock.SuspensionError(sleeperCount: 1)) {
      try await clock.checkSuspension()
    }
    await clock.run()
    #expect(clock.now.offset == .seconds(7))
    #expect(await store.drainLog() == ["done"])
    try await clock.checkSuspension()
  }

  @Test(.timeLimit(.hang))
  func runStopsAfterItsTimeoutAndNamesWhatStillSleeps() async {
    let clock = TestClock()
    let store = TestStore.harness()
    store.exhaustivity = .off
    let anyClock: any Clock<Duration> = clock
    await store.send(
      .start { send in
        for await _ in anyClock.timer(interval: .seconds(1)) { await send(.log("tick")) }
      })
    let line = #line + 2
    await withKnownIssue {
      await clock.run(timeout: .milliseconds(50))
    } matching: { issue in
      issue.hasMessage(
        """
        Expected all sleeps to finish, but some were still sleeping after running the test clock \
        for 0.050s:

          #1, started by .start((Function))

        To fix, end what keeps sleeping (cancel a timer's effect, for one) before running the \
        clock, advance the clock by a duration instead, or give "run" a longer timeout.
        """, at: line)
    }
    #expect(clock.sleeperCount == 1)
    #expect(store.inFlightEffects.map(\.number) == [1])
    await store.skipInFlightEffects()
  }

  @Test func runWithATimeoutOfZeroWakesNothingAndNamesEverySleeper() async {
    let clock = TestClock()
    let store = TestStore.harness()
    await store.send(.start { _ in try await clock.sleep(for: .seconds(2)) })
    await store.send(.start { _ in try await clock.sleep(for: .seconds(1)) })
    // NB: Tasks outside a test store, on an executor the test drains, so that both sleep before
    // the clock runs.
    let outside = EffectExecutor()
    for _ in 0..<2 {
      Task(executorPreference: outside) { try? await clock.sleep(for: .seconds(3)) }
    }
    while outside.runNext() {}
    let line = #line + 2
    await withKnownIssue {
      await clock.run(timeout: .zero)
    } matching: { issue in
      issue.hasMessage(
        """
        Expected all sleeps to finish, but some were still sleeping after running the test clock \
        for 0.000s:

          #1, started by .start((Function))
          #2, started by .start((Function))
          2 tasks outside a test store

        To fix, end what keeps sleeping (cancel a timer's effect, for one) before running the \
        clock, advance the clock by a duration instead, or give "run" a longer timeout.
        """, at: line)
    }
    #expect(clock.now.offset == .zero)
    #expect(clock.sleeperCount == 4)
    await clock.advance(by: .seconds(3))
    while outside.runNext() {}
    #expect(clock.sleeperCount == 0)
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test(.timeLimit(.hang))
  func runStopsWhenItsTaskIsCancelled() async {
    let clock = TestClock()
    let store = TestStore.harness()
    let anyClock: any Clock<Duration> = clock
    let runner = LockIsolated<Task<Void, Never>?>(nil)
    await store.send(
      .start { send in
        var ticks = 0
        for await _ in anyClock.timer(interval: .seconds(1)) {
          ticks += 1
          await send(.log("tick \(ticks)"))
          if ticks == 3 { runner.value?.cancel() }
        }
      })
    // NB: The task waits for its own handle to be stored before it runs the clock, so that the
    // third tick can cancel it.
    let (stored, storing) = AsyncStream<Void>.makeStream()
    let task = Task {
      for await _ in stored { break }
      await clock.run(timeout: .seconds(3600))
    }
    runner.setValue(task)
    storing.yield()
    await task.value
    #expect(clock.now.offset == .seconds(3))
    #expect(await store.drainLog() == ["tick 1", "tick 2", "tick 3"])
    await store.skipInFlightEffects()
  }

  @Test func advancingToThePastIsAFailure() async {
    let clock = TestClock(now: .init(offset: .seconds(2)))
    await withKnownIssue {
      await clock.advance(to: .init(offset: .seconds(1)))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Can't advance the test clock to 1.000s, which is before its current time, 2.000s."
      ]
    }
    #expect(clock.now.offset == .seconds(2))
  }

  @Test func cancellingASleeperEndsItsSleep() async {
    let clock = TestClock()
    let store = TestStore.harness()
    let task = await store.send(
      .start { send in
        do {
          try await clock.sleep(for: .seconds(1))
        } catch {
          await send(.log("unreachable: send drops actions after cancellation"))
          throw error
        }
      })
    #expect(clock.sleeperCount == 1)
    await task.cancel()
    #expect(clock.sleeperCount == 0)
    #expect(task.isCancelled)
  }

  @Test func timerTicksAtFixedIntervalsAndEndsWhenCancelled() async {
    let clock = TestClock()
    let store = TestStore.harness()
    let anyClock: any Clock<Duration> = clock
    let task = await store.send(
      .start { send in
        for await tick in anyClock.timer(interval: .seconds(1)) {
          let instant = tick as? TestClock.Instant
          await send(.log("tick \(instant?.offset.formattedSeconds ?? "?")"))
        }
      })
    await clock.advance(by: .milliseconds(3500))
    #expect(await store.drainLog() == ["tick 1.000s", "tick 2.000s", "tick 3.000s"])
    await task.cancel()
    await clock.advance(by: .seconds(5))
    #expect(await store.drainLog() == [])
  }

  @Test func immediateClockSleepsReturnAtOnce() async {
    let clock = ImmediateClock()
    let store = TestStore.harness()
    await store.send(
      .start { send in
        try await clock.sleep(for: .seconds(3))
        await send(.log("after \(clock.now.offset.formattedSeconds)"))
      })
    #expect(await store.drainLog() == ["after 3.000s"])
  }

  @Test func sleepOneSecondAndAdvanceInHalvesTenThousandTimes() async {
    var failures = 0
    for _ in 0..<10_000 {
      let clock = TestClock()
      let store = TestStore.harness()
      await store.send(
        .start { send in
          try await clock.sleep(for: .seconds(1))
          await send(.log("woke"))
        })
      await clock.advance(by: .milliseconds(500))
      if clock.sleeperCount != 1 || !store.state.log.isEmpty { failures += 1 }
      await clock.advance(by: .milliseconds(500))
      if clock.sleeperCount != 0 { failures += 1 }
      await store.receive({ if case .log("woke") = $0 { true } else { false } }) {
        $0.log = ["woke"]
      }
    }
    #expect(failures == 0)
  }
}
