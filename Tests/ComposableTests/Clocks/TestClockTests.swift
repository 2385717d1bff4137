import ComposableTesting
import Testing

/// Runs arbitrary effect bodies on a test store, logging what they send.
struct Harness: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action {
    case start(@Sendable (Send<Action>) async throws -> Void)
    case log(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(operation):
      return .run { send in try await operation(send) }
    case let .log(line):
      state.log.append(line)
      return .none
    }
  }
}

extension TestStore where State == Harness.State, Action == Harness.Action {
  static func harness() -> TestStore { TestStore(initialState: Harness.State()) { Harness() } }

  /// Receives every queued `.log` action without asserting state, returning their lines.
  func drainLog() async -> [String] {
    let before = state.log
    await skipReceivedActionsQuietly()
    return Array(state.log.dropFirst(before.count))
  }

  func skipReceivedActionsQuietly() async {
    await withExhaustivity(.off) { await skipReceivedActions(strict: false) }
  }
}

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
