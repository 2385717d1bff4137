import Composable
import Dispatch
import TestHelpers
import Testing

@testable import Composable

/// Taps whose responses are throttled on the main queue to one a second.
private struct ThrottledTaps: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case tap(Int)
    case throttledResponse(Int)
  }

  enum CancelID { case tap }

  let latest: Bool
  @Dependency(\.mainQueue) var mainQueue

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .tap(value):
      return .send(.throttledResponse(value))
        .throttle(id: CancelID.tap, for: .seconds(1), scheduler: mainQueue, latest: latest)
    case let .throttledResponse(value):
      state.count = value
      return .none
    }
  }
}

extension TestStore where State == ThrottledTaps.State, Action == ThrottledTaps.Action {
  fileprivate static func throttledTaps(
    latest: Bool, mainQueue: TestSchedulerOf<DispatchQueue>
  ) -> TestStore {
    TestStore(initialState: ThrottledTaps.State()) {
      ThrottledTaps(latest: latest)
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
  }

}

@Suite struct EffectThrottleTests {
  @Test(arguments: [(true, 5), (false, 2)])
  func theFirstTapGoesThroughOnTheSchedulerAndOneMoreAtTheEndOfTheInterval(
    latest: Bool, goesThrough: Int
  ) async {
    let mainQueue = DispatchQueue.test
    let store = TestStore.throttledTaps(latest: latest, mainQueue: mainQueue)
    await store.send(.tap(1))
    #expect(store.receivedActions.map(\.action) == [])
    await mainQueue.advance()
    await store.receive(.throttledResponse(1)) { $0.count = 1 }

    for value in 2...4 {
      await store.send(.tap(value))
      await mainQueue.advance(by: 0.25)
      #expect(store.receivedActions.map(\.action) == [])
    }
    await store.send(.tap(5))
    #expect(store.inFlightEffects.map(\.wait) == [.clock(until: .milliseconds(750))])
    await mainQueue.advance(by: 0.25)
    await store.receive(.throttledResponse(goesThrough)) { $0.count = goesThrough }
  }

  @Test func aTapAFullIntervalAfterTheLastGoesThroughAtOnce() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore.throttledTaps(latest: true, mainQueue: mainQueue)
    await store.send(.tap(1))
    await mainQueue.advance()
    await store.receive(.throttledResponse(1)) { $0.count = 1 }
    await mainQueue.advance(by: 1)
    await store.send(.tap(2))
    await mainQueue.advance()
    await store.receive(.throttledResponse(2)) { $0.count = 2 }
    await store.send(.tap(3))
    await mainQueue.advance(by: 0.5)
    #expect(store.receivedActions.map(\.action) == [])
    await mainQueue.advance(by: 0.5)
    await store.receive(.throttledResponse(3)) { $0.count = 3 }
  }

  @Test func eachStoreThrottlesOnItsOwn() async {
    let mainQueue = DispatchQueue.test
    let first = TestStore.throttledTaps(latest: true, mainQueue: mainQueue)
    let second = TestStore.throttledTaps(latest: true, mainQueue: mainQueue)
    await first.send(.tap(1))
    await mainQueue.advance()
    await first.receive(.throttledResponse(1)) { $0.count = 1 }
    await second.send(.tap(7))
    await mainQueue.advance()
    await second.receive(.throttledResponse(7)) { $0.count = 7 }
  }

  @Test func theActionsOfOneEffectGoThroughOnePerInterval() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: [Int]()) {
      Reduce<[Int], Int> { state, action in
        guard action != 0 else {
          return .run { send in
            for value in 1...3 { await send(value) }
          }
          .throttle(id: "values", for: 1, scheduler: mainQueue, latest: true)
        }
        state.append(action)
        return .none
      }
    }
    await store.send(0)
    await mainQueue.advance()
    await store.receive(1) { $0 = [1] }
    await mainQueue.advance(by: 1)
    await store.receive(2) { $0 = [1, 2] }
    await mainQueue.advance(by: 1)
    await store.receive(3) { $0 = [1, 2, 3] }
  }

  @Test func throttlingNothingIsNothing() {
    #expect(
      Effect<Int>.none.throttle(
        id: "id", for: 1, scheduler: DispatchQueue.immediate, latest: true
      ).isNone)
  }
}
