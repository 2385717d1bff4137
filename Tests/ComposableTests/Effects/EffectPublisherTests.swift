import Composable
import Dispatch
import TestHelpers
import Testing

@testable import Composable

/// A feature whose effects come from Combine publishers: a subject the test drives, a value a
/// second later on the main queue, and values at once.
private struct Relay: Reducer {
  struct State: Equatable {
    var values: [Int] = []
  }

  enum Action: Equatable {
    case listen
    case stop
    case delayed
    case burst
    case received(Int)
  }

  enum CancelID { case subject }

  let subject: PassthroughSubject<Int, Never>
  let mainQueue: TestSchedulerOf<DispatchQueue>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .listen:
      return .publisher { subject.map(Action.received) }.cancellable(id: CancelID.subject)
    case .stop:
      return .cancel(id: CancelID.subject)
    case .delayed:
      return .publisher { Just(.received(42)).delay(for: 1, scheduler: mainQueue) }
    case .burst:
      return .publisher { [1, 2, 3].publisher.map(Action.received) }
    case let .received(value):
      state.values.append(value)
      return .none
    }
  }
}

@Suite struct EffectPublisherTests {
  private func makeStore(
    _ subject: PassthroughSubject<Int, Never> = PassthroughSubject(),
    _ mainQueue: TestSchedulerOf<DispatchQueue> = DispatchQueue.test
  ) -> TestStore<Relay.State, Relay.Action> {
    TestStore(initialState: Relay.State()) { Relay(subject: subject, mainQueue: mainQueue) }
  }

  @Test func eachValueOfTheSubjectIsReceivedInOrderUntilCancelled() async {
    let subject = PassthroughSubject<Int, Never>()
    let store = makeStore(subject)
    await store.send(.listen)
    subject.send(1)
    subject.send(2)
    await store.receive(.received(1)) { $0.values = [1] }
    await store.receive(.received(2)) { $0.values = [1, 2] }
    await store.send(.stop)
    subject.send(3)
    await store.finish()
    #expect(store.state.values == [1, 2])
  }

  @Test func aPublisherThatFinishesEndsItsEffect() async {
    let subject = PassthroughSubject<Int, Never>()
    let store = makeStore(subject)
    await store.send(.listen)
    subject.send(5)
    subject.send(completion: .finished)
    await store.receive(.received(5)) { $0.values = [5] }
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func valuesAtOnceAreReceivedInOrder() async {
    let store = makeStore()
    await store.send(.burst)
    await store.receive(.received(1)) { $0.values = [1] }
    await store.receive(.received(2)) { $0.values = [1, 2] }
    await store.receive(.received(3)) { $0.values = [1, 2, 3] }
  }

  @Test func aDelayOnTheMainQueueWaitsForTheTestToAdvanceIt() async {
    let mainQueue = DispatchQueue.test
    let store = makeStore(PassthroughSubject(), mainQueue)
    await store.send(.delayed)
    #expect(store.inFlightEffects.map(\.wait) == [.clock(until: .seconds(1))])
    await mainQueue.advance(by: .milliseconds(999))
    #expect(store.receivedActions.isEmpty)
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.received(42)) { $0.values = [42] }
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func aPublisherStillSubscribedAtTheEndIsReported() async {
    let line = #line + 4
    let failures = await Failures.collect {
      let subject = PassthroughSubject<Int, Never>()
      let store = makeStore(subject)
      await store.send(.listen)
      _ = subject
    }
    #expect(failures.map(\.location.line) == [UInt(line)])
    #expect(
      failures.first?.message.hasSuffix(
        """
        Still running:
          #1 CancelID.subject, started by .listen, suspended outside the clock (a stream, a \
        continuation or real work)
        """) == true)
  }
}
