import ComposableArchitecture
import ExampleFeatures
import Testing

@MainActor
struct EffectsCompositionTests {
  private func makeStore() -> (TestStoreOf<EffectsComposition>, TestClock) {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsComposition.State()) {
      EffectsComposition()
    } withDependencies: {
      $0.continuousClock = clock
    }
    return (store, clock)
  }

  @Test
  func mergeRunsBothAtOnce() async {
    let (store, clock) = makeStore()

    await store.send(.mergeButtonTapped)
    #expect(store.inFlightEffects.count == 2)
    await clock.advance(by: .seconds(1))
    await store.receive(\.finished, "fast") {
      $0.arrivals = ["fast"]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.finished, "slow") {
      $0.arrivals = ["fast", "slow"]
    }
  }

  @Test
  func concatenateRunsOneAfterTheOther() async {
    let (store, clock) = makeStore()

    await store.send(.concatenateButtonTapped)
    await clock.advance(by: .seconds(2))
    await store.receive(\.finished, "slow") {
      $0.arrivals = ["slow"]
    }
    await clock.advance(by: .milliseconds(999))
    #expect(store.receivedActions.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.finished, "fast") {
      $0.arrivals = ["slow", "fast"]
    }
  }

  @Test
  func theWinnerCancelsTheRace() async {
    let (store, clock) = makeStore()

    await store.send(.raceButtonTapped)
    #expect(store.inFlightEffects.count == 2)
    await clock.advance(by: .seconds(1))
    await store.receive(\.finished, "hare") {
      $0.arrivals = ["hare"]
    }
    #expect(store.inFlightEffects.isEmpty)
    await clock.run()
  }

  @Test
  func mergeOnAnImmediateClockArrivesInStartOrder() async {
    let store = TestStore(initialState: EffectsComposition.State()) {
      EffectsComposition()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.mergeButtonTapped)
    await store.receive(\.finished, "slow") {
      $0.arrivals = ["slow"]
    }
    await store.receive(\.finished, "fast") {
      $0.arrivals = ["slow", "fast"]
    }
  }

  @Test
  func aOneLevelKeyPathReceiveWithAnotherPayloadFailsAtItsLine() async {
    let (store, clock) = makeStore()

    await store.send(.mergeButtonTapped)
    await clock.advance(by: .seconds(1))
    let line = #line + 2
    await withKnownIssue {
      await store.receive(\.finished, "slow") {
        $0.arrivals = ["fast"]
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Received unexpected action:

          − EffectsComposition.Action.finished("slow")
          + EffectsComposition.Action.finished("fast")

        (Expected: −, Actual: +)
        """
      ] && issue.sourceLocation?.line == line
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.finished) {
      $0.arrivals = ["fast", "slow"]
    }
  }

  @Test
  func oneLevelKeyPathSendsWithAndWithoutPayload() async {
    let (store, clock) = makeStore()
    await store.send(\.mergeButtonTapped)
    await clock.advance(by: .seconds(2))
    await store.receive(\.finished, "fast") { $0.arrivals = ["fast"] }
    await store.receive(\.finished, "slow") { $0.arrivals = ["fast", "slow"] }
    let line = #line + 2
    await withKnownIssue {
      await store.send(\.finished, "late") { $0.arrivals = [] }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        A state change does not match expectation.

            \u{2007} EffectsComposition.State(
            \u{2007}   arrivals: [
            +     [0]: "fast",
            +     [1]: "slow",
            +     [2]: "late"
            \u{2007}   ]
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ] && issue.sourceLocation?.line == line
    }
  }
}
