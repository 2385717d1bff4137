import Composable
import Foundation
import Synchronization
import Testing

@testable import Composable

/// A sleeper, and an effect whose action cancels it.
private struct Canceller: Reducer {
  let clock: TestClock
  struct State: Equatable { var log: [String] = [] }
  enum Action {
    case startSleeper
    case startCanceller(thenLogs: Bool)
    case cancelSleeper
    case log(String)
  }
  enum CancelID { case sleeper }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startSleeper:
      return .run { _ in try await clock.sleep(for: .seconds(10)) }
        .cancellable(id: CancelID.sleeper)
    case let .startCanceller(thenLogs):
      return .run { send in
        await send(.cancelSleeper)
        if thenLogs { await send(.log("after the cancel")) }
      }
    case .cancelSleeper:
      state.log.append("cancel")
      return .cancel(id: CancelID.sleeper)
    case let .log(line):
      state.log.append(line)
      return .none
    }
  }
}

@Suite struct SendOrderTests {
  @Test func anActionSentWithNothingElseWaitingIsReducedBeforeTheEffectGoesOn() async {
    let store = TestStore.harness()
    await store.send(
      .start { send in
        await send(.log("first"))
        await send(.log("second"))
      })
    await store.receive({ if case .log("first") = $0 { true } else { false } }) {
      $0.log = ["first"]
    }
    await store.receive({ if case .log("second") = $0 { true } else { false } }) {
      $0.log = ["first", "second"]
    }
  }

  @Test(arguments: [false, true])
  func theSendingEffectRunsToItsNextSuspensionBeforeTheEffectItsActionCancelled(
    thenLogs: Bool
  ) async {
    let clock = TestClock()
    let store = TestStore(initialState: Canceller.State()) { Canceller(clock: clock) }
    store.exhaustivity = .off
    store.isRecordingEvents = true
    await store.send(.startSleeper)
    await store.send(.startCanceller(thenLogs: thenLogs))
    let effectEvents = store.takeEvents().compactMap { event -> EffectEvent? in
      guard case let .effect(effectEvent, _) = event else { return nil }
      return effectEvent
    }
    // NB: Its first send is reduced at once and it goes on; its second suspends, and the
    // cancelled sleeper ends first.
    #expect(
      effectEvents == [
        .started(1, ids: [CancelID(Canceller.CancelID.sleeper)]), .started(2, ids: []),
        .cancelled(1),
      ] + (thenLogs ? [.finished(1), .finished(2)] : [.finished(2), .finished(1)]))
    #expect(store.currentState.log == (thenLogs ? ["cancel", "after the cancel"] : ["cancel"]))
  }
}

@Suite struct ThreadScopedTests {
  private static let scope = ThreadScoped<String>()

  @Test func aValueIsSeenInsideItsScopeOnItsThreadOnly() async {
    #expect(Self.scope.current == nil)
    Self.scope.withValue("outer") {
      #expect(Self.scope.current == "outer")
      Self.scope.withValue("inner") { #expect(Self.scope.current == "inner") }
      #expect(Self.scope.current == "outer")
      #expect(readOnAnotherThread { Self.scope.current } == nil)
    }
    #expect(Self.scope.current == nil)
  }

  @Test func aThrowingOperationUnbindsItsValue() {
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      try Self.scope.withValue("thrown") { throw Failure() }
    }
    #expect(Self.scope.current == nil)
  }
}

/// What `read` returns on a thread of its own.
private func readOnAnotherThread<T: Sendable>(_ read: @escaping @Sendable () -> T) -> T {
  let result = Mutex<T?>(nil)
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    let value = read()
    result.withLock { $0 = value }
    done.signal()
  }
  thread.start()
  done.wait()
  return result.withLock { $0! }
}
