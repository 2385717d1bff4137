import Composable
import Foundation
import TestHelpers
import Testing

/// A list whose `open` shows one of its counts in a detail that shares it, as SyncUps' detail
/// shares a sync-up of the list.
private struct SharedDetailList: Reducer {
  struct State: Equatable {
    @Shared var counts: [Int]
    var detail: Detail?
  }

  struct Detail: Equatable {
    @Shared var count: Int
  }

  enum Action: Equatable {
    case open
    case incrementInDetail
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .open:
      state.detail = Detail(count: state.$counts[0])
    case .incrementInDetail:
      state.detail?.$count.withLock { $0 += 1 }
    }
    return .none
  }
}

@Suite struct SharedExpectationBoxTests {
  /// An expectation that writes `Shared(value:)` for what the store derived from its own shared
  /// value: later steps assert the store's shared value, not the expectation's box.
  @Test func aSharedValueTheExpectationMadeIsNotWhatLaterStepsAssert() async {
    let store = TestStore(initialState: SharedDetailList.State(counts: Shared(value: [1]))) {
      SharedDetailList()
    }
    await store.send(.open) {
      $0.detail = SharedDetailList.Detail(count: Shared(value: 1))
    }
    await store.send(.incrementInDetail) {
      $0.$counts.withLock { $0[0] = 2 }
    }
    await store.send(.incrementInDetail) {
      $0.detail?.$count.withLock { $0 = 3 }
    }
  }
}
