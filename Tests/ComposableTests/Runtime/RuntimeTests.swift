import Composable
import Testing

@Suite struct RuntimeTests {
  @Test func anEffectThatSendsForeverIsStoppedByTheStepBudgetAndEnds() async {
    let store = TestStore(initialState: Harness.State(), reducer: { Harness() }, stepBudget: 1000)
    store.exhaustivity = .off
    store.isRecordingEvents = true
    await withKnownIssue {
      await store.send(
        .start { send in
          while true { await send(.log("again")) }
        })
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        An effect returned for ".start((Function))" was stopped after running 1000 steps without \
        settling.

        Effect #1, created at "ComposableTests/EffectHarness.swift:14", sent 500 actions without \
        suspending on the clock. An effect that loops should sleep on a clock between \
        iterations, or be cancellable.
        """
      ]
    }
    // NB: Stopped, it is no longer in flight: the store has forgotten it.
    #expect(store.inFlightEffects.isEmpty)
    let effectEvents = store.takeEvents().compactMap { event -> EffectEvent? in
      guard case let .effect(effectEvent, _) = event else { return nil }
      return effectEvent
    }
    #expect(effectEvents == [.started(1, ids: []), .stopped(1)])
    #expect(store.currentState.log == Array(repeating: "again", count: 500))
  }

  @Test func inFlightEffectsSayWhatTheyWaitOn() async {
    let clock = TestClock()
    let store = TestStore.harness()
    await store.send(.start { _ in try await clock.sleep(for: .seconds(2)) })
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    await store.send(.start { _ in for await _ in stream {} })
    #expect(
      store.inFlightEffects.map(\.wait) == [.clock(until: .seconds(2)), .outside])
    continuation.finish()
    store.runEffects()
    #expect(store.inFlightEffects.map(\.number) == [1])
    await clock.advance(by: .seconds(2))
    #expect(store.inFlightEffects.isEmpty)
  }
}
