import ComposableTesting
import Testing

struct Delayer: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case tap, response, cancel }
  enum CancelID { case delay }
  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      state.count -= 1
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.response)
      }
      .cancellable(id: CancelID.delay)
    case .response:
      state.count += 1
      return .none
    case .cancel:
      return .cancel(id: CancelID.delay)
    }
  }
}

@Suite struct SmokeTests {
  @Test func delayedResponse() async {
    let clock = TestClock()
    let store = TestStore(initialState: Delayer.State()) { Delayer(clock: clock) }
    await store.send(.tap) { $0.count = -1 }
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.response) { $0.count = 0 }
  }

  @Test func cancellation() async {
    let clock = TestClock()
    let store = TestStore(initialState: Delayer.State()) { Delayer(clock: clock) }
    await store.send(.tap) { $0.count = -1 }
    await store.send(.cancel)
    await clock.advance(by: .seconds(2))
  }

  @Test func receiveTooEarlyExplains() async {
    let clock = TestClock()
    let store = TestStore(initialState: Delayer.State()) { Delayer(clock: clock) }
    await store.send(.tap) { $0.count = -1 }
    await withKnownIssue {
      await store.receive(.response) { $0.count = 0 }
    } matching: { issue in
      print(issue.comments.map(\.rawValue).joined())
      return true
    }
    await store.skipInFlightEffects()
  }
}
