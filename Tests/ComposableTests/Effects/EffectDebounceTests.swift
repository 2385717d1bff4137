import Composable
import Dispatch
import TestHelpers
import Testing

@testable import Composable

/// A search whose query is debounced on the main queue, as TCA's debounced search did.
private struct DebouncedSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  enum Action: Equatable {
    case queryChanged(String)
    case searched(String, [String])
  }

  enum CancelID { case search }

  let searches: LockIsolated<[String]>
  @Dependency(\.mainQueue) var mainQueue

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .queryChanged(query):
      state.query = query
      return .run { [searches] send in
        searches.withValue { $0.append(query) }
        await send(.searched(query, [query.uppercased()]))
      }
      .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)
    case let .searched(_, results):
      state.results = results
      return .none
    }
  }
}

@Suite struct EffectDebounceTests {
  @Test func eachQueryCancelsTheOneWaitingAndOnlyTheLastRuns() async {
    let mainQueue = DispatchQueue.test
    let searches = LockIsolated<[String]>([])
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch(searches: searches)
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.queryChanged("B")) { $0.query = "B" }
    await mainQueue.advance(by: .milliseconds(200))
    await store.send(.queryChanged("Bl")) { $0.query = "Bl" }
    await mainQueue.advance(by: .milliseconds(200))
    await store.send(.queryChanged("Blo")) { $0.query = "Blo" }
    await mainQueue.advance(by: .milliseconds(299))
    #expect(searches.value == [])
    #expect(store.inFlightEffects.map(\.wait) == [.clock(until: .milliseconds(700))])
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.searched("Blo", ["BLO"])) { $0.results = ["BLO"] }
    #expect(searches.value == ["Blo"])
    await mainQueue.run()
    #expect(searches.value == ["Blo"])
  }

  @Test func anImmediateSchedulerRunsTheEffectRightAway() async {
    let searches = LockIsolated<[String]>([])
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch(searches: searches)
    } withDependencies: {
      $0.mainQueue = .immediate
    }
    await store.send(.queryChanged("B")) { $0.query = "B" }
    await store.receive(.searched("B", ["B"])) { $0.results = ["B"] }
    #expect(searches.value == ["B"])
  }

  @Test func aSentActionIsDebouncedToo() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        guard action != "tap" else {
          return .send("debounced").debounce(id: "tap", for: 1, scheduler: mainQueue)
        }
        state.append(action)
        return .none
      }
    }
    await store.send("tap")
    await mainQueue.advance(by: 0.5)
    await store.send("tap")
    await mainQueue.advance(by: 0.5)
    #expect(store.receivedActions.map(\.action) == [])
    await mainQueue.advance(by: 0.5)
    await store.receive("debounced") { $0 = ["debounced"] }
  }

  @Test func debouncingNothingIsNothing() {
    #expect(
      Effect<Int>.none.debounce(id: "id", for: 1, scheduler: DispatchQueue.immediate).isNone)
  }
}
