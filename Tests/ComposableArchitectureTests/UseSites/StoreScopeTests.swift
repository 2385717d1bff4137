import ComposableArchitecture
import Foundation
import Testing

@Reducer
private struct Scoreboard {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case incremented
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Scoreboards {
  @ObservableState
  struct State: Equatable {
    var tally = Scoreboard.State()
    var extra: Scoreboard.State?
  }
  enum Action {
    case tally(Scoreboard.Action)
    case extra(Scoreboard.Action)
    case extraShown
    case extraHidden
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.tally, action: \.tally) { Scoreboard() }
    Reduce { state, action in
      switch action {
      case .extraShown:
        state.extra = Scoreboard.State()
      case .extraHidden:
        state.extra = nil
      case .tally, .extra:
        break
      }
      return .none
    }
    .ifLet(\.extra, action: \.extra) { Scoreboard() }
  }
}

@MainActor
struct StoreScopeTests {
  @Test func aChildStoreReadsAndSendsThroughItsParent() {
    let store = Store(initialState: Scoreboards.State()) { Scoreboards() }
    let tally = store.scope(state: \.tally, action: \.tally)
    tally.send(.incremented)
    tally.send(.incremented)
    #expect(tally.state == Scoreboard.State(count: 2))
    #expect(store.state.tally == Scoreboard.State(count: 2))
    store.send(.tally(.incremented))
    #expect(tally.count == 3)
  }

  @Test func anOptionalChildHasAStoreOnlyWhilePresent() {
    let store = Store(initialState: Scoreboards.State()) { Scoreboards() }
    #expect(store.scope(state: \.extra, action: \.extra) == nil)
    store.send(.extraShown)
    let extra = store.scope(state: \.extra, action: \.extra)
    extra?.send(.incremented)
    #expect(store.state.extra == Scoreboard.State(count: 1))
    store.send(.extraHidden)
    #expect(extra?.state == Scoreboard.State(count: 1))
  }
}
