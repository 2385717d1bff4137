import Composable
import Synchronization
import TestHelpers
import Testing

/// A feature that exercises every effect API, driven by a test clock.
struct EffectLab: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable {
    case sendTwice
    case first
    case second
    case merge
    case concatenate
    case tick(String)
    case sleepThenTick(String, seconds: Int)
    case cancellableSleep(String, cancelInFlight: Bool)
    case cancelSleeps
    case cancelFromEffect
    case mapped(Child)
    case throwUnhandled
    case throwCaught
    case caught(String)
    case sendAfterCancellation
    case cancellableThenPlain
    case plainThenMergeWithCancellable
    case cancellableInFlightThenPlain

    enum Child: Equatable { case ping }
  }

  enum CancelID { case sleep }
  struct Boom: Error {}

  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sendTwice:
      state.log.append("sendTwice")
      return .merge(.send(.first), .send(.second))
    case .first:
      state.log.append("first")
      return .none
    case .second:
      state.log.append("second")
      return .none
    case .merge:
      return .merge(
        sleepThenTick("slow", seconds: 2),
        sleepThenTick("fast", seconds: 1))
    case .concatenate:
      return .concatenate(
        sleepThenTick("slow", seconds: 2),
        sleepThenTick("fast", seconds: 1))
    case let .tick(name):
      state.log.append(name)
      return .none
    case let .sleepThenTick(name, seconds):
      return sleepThenTick(name, seconds: seconds)
    case let .cancellableSleep(name, cancelInFlight):
      return sleepThenTick(name, seconds: 1)
        .cancellable(id: CancelID.sleep, cancelInFlight: cancelInFlight)
    case .cancelSleeps:
      return .cancel(id: CancelID.sleep)
    case .cancelFromEffect:
      return .run { _ in
        Task.cancel(id: CancelID.sleep)
      }
    case let .mapped(child):
      return Effect<Action.Child>.send(child).map { _ in .tick("mapped") }
    case .throwUnhandled:
      return .run { _ in throw Boom() }
    case .throwCaught:
      return .run { _ in
        throw Boom()
      } catch: { error, send in
        await send(.caught("\(error)"))
      }
    case let .caught(message):
      state.log.append(message)
      return .none
    case .sendAfterCancellation:
      return .run { send in
        withUnsafeCurrentTask { $0?.cancel() }
        await send(.tick("should not arrive"))
      }
    case .cancellableThenPlain:
      return .concatenate(
        sleepThenTick("cancellable", seconds: 1).cancellable(id: CancelID.sleep),
        sleepThenTick("plain", seconds: 2))
    case .plainThenMergeWithCancellable:
      return .concatenate(
        sleepThenTick("first", seconds: 1),
        .merge(
          sleepThenTick("cancellable", seconds: 1).cancellable(id: CancelID.sleep),
          sleepThenTick("plain", seconds: 2)))
    case .cancellableInFlightThenPlain:
      return .concatenate(
        sleepThenTick("cancellable", seconds: 1)
          .cancellable(id: CancelID.sleep, cancelInFlight: true),
        sleepThenTick("plain", seconds: 1))
    }
  }

  func sleepThenTick(_ name: String, seconds: Int) -> Effect<Action> {
    .run { [clock] send in
      try await clock.sleep(for: .seconds(seconds))
      await send(.tick(name))
    }
  }
}

@Suite struct EffectTests {
  let clock = TestClock()

  func makeStore() -> TestStore<EffectLab.State, EffectLab.Action> {
    TestStore(initialState: EffectLab.State()) { EffectLab(clock: clock) }
  }

  @Test func sendIsDeliveredSynchronouslyInOrder() async {
    let store = makeStore()
    await store.send(.sendTwice) { $0.log = ["sendTwice"] }
    await store.receive(.first) { $0.log = ["sendTwice", "first"] }
    await store.receive(.second) { $0.log = ["sendTwice", "first", "second"] }
  }

  @Test func mergeRunsConcurrently() async {
    let store = makeStore()
    await store.send(.merge)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick("fast")) { $0.log = ["fast"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick("slow")) { $0.log = ["fast", "slow"] }
  }

  @Test func concatenateRunsOneAfterAnother() async {
    let store = makeStore()
    await store.send(.concatenate)
    await clock.advance(by: .seconds(2))
    await store.receive(.tick("slow")) { $0.log = ["slow"] }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick("fast")) { $0.log = ["slow", "fast"] }
  }

  @Test func cancelByIDWhileSleeping() async {
    let store = makeStore()
    await store.send(.cancellableSleep("a", cancelInFlight: false))
    await store.send(.cancelSleeps)
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(5))
  }

  @Test func cancelInFlightKeepsOnlyTheLatest() async {
    let store = makeStore()
    await store.send(.cancellableSleep("a", cancelInFlight: true))
    await clock.advance(by: .milliseconds(500))
    await store.send(.cancellableSleep("b", cancelInFlight: true))
    await clock.advance(by: .seconds(1))
    await store.receive(.tick("b")) { $0.log = ["b"] }
  }

  @Test func withoutCancelInFlightBothRun() async {
    let store = makeStore()
    await store.send(.cancellableSleep("a", cancelInFlight: false))
    await store.send(.cancellableSleep("b", cancelInFlight: false))
    await clock.advance(by: .seconds(1))
    await store.receive(.tick("a")) { $0.log = ["a"] }
    await store.receive(.tick("b")) { $0.log = ["a", "b"] }
  }

  @Test func cancellingFromAnotherEffect() async {
    let store = makeStore()
    await store.send(.cancellableSleep("a", cancelInFlight: false))
    await store.send(.cancelFromEffect)
    await clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 0)
  }

  @Test func aCancellableInAConcatenationCoversOnlyTheEffectItWraps() async {
    let store = makeStore()
    await store.send(.cancellableThenPlain)
    #expect(store.inFlightEffects.map(\.cancelIDs) == [[CancelID(EffectLab.CancelID.sleep)]])
    await clock.advance(by: .seconds(1))
    await store.receive(.tick("cancellable")) { $0.log = ["cancellable"] }
    // NB: The cancellable effect has finished: its id names nothing in flight any more.
    #expect(store.inFlightEffects.map(\.cancelIDs) == [[]])
    await store.send(.cancelSleeps)
    await clock.advance(by: .seconds(2))
    await store.receive(.tick("plain")) { $0.log = ["cancellable", "plain"] }
  }

  @Test func cancellingTheCancellableOfAConcatenationGoesOnWithTheRest() async {
    let store = makeStore()
    await store.send(.cancellableThenPlain)
    await clock.advance(by: .milliseconds(500))
    await store.send(.cancelSleeps)
    #expect(store.inFlightEffects.map(\.cancelIDs) == [[]])
    #expect(store.inFlightEffects.map(\.isCancelled) == [false])
    await clock.advance(by: .seconds(2))
    await store.receive(.tick("plain")) { $0.log = ["plain"] }
  }

  @Test func aCancellableInAMergeOfAConcatenationCoversOnlyItsBranch() async {
    let store = makeStore()
    await store.send(.plainThenMergeWithCancellable)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick("first")) { $0.log = ["first"] }
    #expect(store.inFlightEffects.map(\.cancelIDs) == [[CancelID(EffectLab.CancelID.sleep)]])
    await clock.advance(by: .milliseconds(500))
    await store.send(.cancelSleeps)
    await clock.advance(by: .seconds(2))
    await store.receive(.tick("plain")) { $0.log = ["first", "plain"] }
  }

  @Test func cancelInFlightInAConcatenationCancelsTheOthersUnderTheID() async {
    let store = makeStore()
    await store.send(.cancellableSleep("alone", cancelInFlight: false))
    await store.send(.cancellableInFlightThenPlain)
    #expect(store.inFlightEffects.map(\.number) == [2])
    await clock.advance(by: .seconds(1))
    await store.receive(.tick("cancellable")) { $0.log = ["cancellable"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick("plain")) { $0.log = ["cancellable", "plain"] }
  }

  @Test func mapTransformsActions() async {
    let store = makeStore()
    await store.send(.mapped(.ping))
    await store.receive(.tick("mapped")) { $0.log = ["mapped"] }
  }

  @Test func unhandledErrorIsReportedWhereTheEffectWasCreated() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.throwUnhandled)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        An "Effect.run" returned from "ComposableTests/EffectTests.swift:76" threw an unhandled \
        error.

            EffectLab.Boom()

        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """
      ]
    }
  }

  @Test func catchHandlesErrors() async {
    let store = makeStore()
    await store.send(.throwCaught)
    await store.receive(.caught("Boom()")) { $0.log = ["Boom()"] }
  }

  @Test func sendDropsActionsOnceCancelled() async {
    let store = makeStore()
    await store.send(.sendAfterCancellation)
  }

  @Test func aMappedRunSendsThroughTheMapFromItsOperationAndFromItsHandler() async {
    let store = TestStore(initialState: MappedRunParent.State()) { MappedRunParent() }
    await store.send(.start)
    await store.receive(.child(.sent("operation"))) { $0.log = ["operation"] }
    await store.receive(.child(.sent("handler"))) { $0.log = ["operation", "handler"] }
  }

  @Test func aSendMadeWithAClosureHandsItActionsUntilItsTaskIsCancelled() async {
    let received = Mutex<[Int]>([])
    let send = Send<Int> { action in received.withLock { $0.append(action) } }
    await send(1)
    await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      await send(2)
    }.value
    await send(3)
    #expect(received.withLock { $0 } == [1, 3])
  }
}

/// A parent whose child's `.run` sends from its operation, then throws to a handler that sends.
private struct MappedRunParent: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable {
    case start
    case child(Child)

    enum Child: Equatable { case sent(String) }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return Effect<Action.Child>.run { send in
        await send(.sent("operation"))
        throw EffectLab.Boom()
      } catch: { _, send in
        await send(.sent("handler"))
      }
      .map(Action.child)
    case let .child(.sent(name)):
      state.log.append(name)
      return .none
    }
  }
}
