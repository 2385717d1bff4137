import ComposableArchitecture
import ExampleFeatures

private let cycles = 2_000

/// `SyncUpsList` with its sync-ups in a plain field: the same state, actions and reducer, no
/// shared state.
@Reducer
private struct PlainSyncUpsList {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: SyncUpsList.Destination.State?
    var syncUps: IdentifiedArrayOf<SyncUp>
  }

  enum Action {
    case addSyncUpButtonTapped
    case confirmAddSyncUpButtonTapped
    case destination(PresentationAction<SyncUpsList.Destination.Action>)
    case onDelete(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(uuid()))))
        return .none
      case .confirmAddSyncUpButtonTapped:
        guard case let .some(.add(form)) = state.destination else { return .none }
        var syncUp = form.syncUp
        syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if syncUp.attendees.isEmpty {
          syncUp.attendees.append(
            form.syncUp.attendees.first ?? Attendee(id: Attendee.ID(uuid())))
        }
        state.syncUps.append(syncUp)
        state.destination = nil
        return .none
      case .destination:
        return .none
      case let .onDelete(offsets):
        state.syncUps.remove(atOffsets: offsets)
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// SyncUps' list, its sync-ups shared in a file (kept in memory here), against the same list
/// with its sync-ups in a plain field: a sync-up added in the sheet, confirmed, and deleted.
let syncUpsSuite: BenchmarkSuite = BenchmarkSuite(name: "syncups") { suite in
  suite.add("plain.add-confirm-delete", iterations: cycles * 3) {
    let store = Store(
      initialState: PlainSyncUpsList.State(syncUps: [.mock, .engineeringMock])
    ) {
      PlainSyncUpsList()
    }
    return {
      for _ in 0..<cycles {
        store.send(.addSyncUpButtonTapped)
        store.send(.confirmAddSyncUpButtonTapped)
        store.send(.onDelete([2]))
      }
      return store.withState(\.syncUps.count)
    }
  }
  suite.add(
    "shared.add-confirm-delete", baseline: "plain.add-confirm-delete",
    target: .atMostTimes(2, of: "plain.add-confirm-delete"), iterations: cycles * 3
  ) {
    let store = withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      Store(initialState: SyncUpsList.State.mocks) { SyncUpsList() }
    }
    return {
      for _ in 0..<cycles {
        store.send(.addSyncUpButtonTapped)
        store.send(.confirmAddSyncUpButtonTapped)
        store.send(.onDelete([2]))
      }
      return store.withState(\.syncUps.count)
    }
  }
}
