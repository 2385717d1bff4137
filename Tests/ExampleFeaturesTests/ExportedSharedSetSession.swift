// swift-format-ignore-file
// A session of SyncUps in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Tagged
import Testing

@Test func exportedSharedSetSession() async {
  let clock = TestClock()
  let initialState = AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [.mock, .engineeringMock]))
  initialState.syncUpsList.$syncUps.withLock {
    $0[id: Tagged(rawValue: UUID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!)]?.title = "Design"
  }
  var store = TestStore(
    initialState: initialState
  ) {
    AppFeature()
  } withDependencies: {
    $0.continuousClock = clock
    $0.speechClient = .scripted()
  }

  await store.send(.syncUpsList(.syncUpTapped(id: Tagged(rawValue: UUID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!)))) {
    $0.path[id: 0] = .detail(SyncUpDetail.State(destination: nil, syncUp: Shared(value: SyncUp(id: Tagged(rawValue: UUID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!), attendees: [Attendee(id: Tagged(rawValue: UUID(uuidString: "A77E0D1E-0000-4000-8000-000000000011")!), name: "Blob"), Attendee(id: Tagged(rawValue: UUID(uuidString: "A77E0D1E-0000-4000-8000-000000000012")!), name: "Blob Jr")], duration: .seconds(600), meetings: [], theme: .periwinkle, title: "Design"))))
  }

  // set syncUpsList.syncUps[1].title = "Eng"
  // A test store's state cannot be set by hand: the test goes on with a
  // new store that starts from the state at this point.
  do {
    let state = store.state
    state.syncUpsList.$syncUps.withLock {
      $0[id: Tagged(rawValue: UUID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!)]?.title = "Eng"
    }
    let dependencies = store.dependencies
    store = TestStore(initialState: state) {
      AppFeature()
    } withDependencies: {
      $0 = dependencies
    }
  }

  await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
    $0.path[id: 0]?.modify(\.detail) {
      $0.destination = .edit(SyncUpForm.State(focus: .title, syncUp: SyncUp(id: Tagged(rawValue: UUID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!), attendees: [Attendee(id: Tagged(rawValue: UUID(uuidString: "A77E0D1E-0000-4000-8000-000000000011")!), name: "Blob"), Attendee(id: Tagged(rawValue: UUID(uuidString: "A77E0D1E-0000-4000-8000-000000000012")!), name: "Blob Jr")], duration: .seconds(600), meetings: [], theme: .periwinkle, title: "Eng")))
      $0.$syncUp.withLock { $0.title = "Eng" }
    }
    $0.syncUpsList.$syncUps.withLock {
      $0[id: Tagged(rawValue: UUID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!)]?.title = "Eng"
    }
  }
}
