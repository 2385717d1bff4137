// swift-format-ignore-file
// A session of SyncUps in store-repl, exported as a test.
import ComposableArchitecture
import ExampleFeatures
import Tagged
import Testing

@Test func exportedSyncUpsSession() async {
  let clock = TestClock()
  let store = TestStore(
    initialState: AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [.mock, .engineeringMock]))
  ) {
    AppFeature()
  } withDependencies: {
    $0.continuousClock = clock
    $0.speechClient = .scripted()
  }

  await store.send(.syncUpsList(.syncUpTapped(id: Tagged(rawValue: UUID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!)))) {
    $0.path[id: 0] = .detail(SyncUpDetail.State(destination: nil, syncUp: Shared(value: SyncUp(id: Tagged(rawValue: UUID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!), attendees: [Attendee(id: Tagged(rawValue: UUID(uuidString: "A77E0D1E-0000-4000-8000-000000000011")!), name: "Blob"), Attendee(id: Tagged(rawValue: UUID(uuidString: "A77E0D1E-0000-4000-8000-000000000012")!), name: "Blob Jr")], duration: .seconds(600), meetings: [], theme: .periwinkle, title: "Engineering"))))
  }

  await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
    $0.path[id: 0]?.modify(\.detail) {
      $0.destination = .edit(SyncUpForm.State(focus: .title, syncUp: SyncUp(id: Tagged(rawValue: UUID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!), attendees: [Attendee(id: Tagged(rawValue: UUID(uuidString: "A77E0D1E-0000-4000-8000-000000000011")!), name: "Blob"), Attendee(id: Tagged(rawValue: UUID(uuidString: "A77E0D1E-0000-4000-8000-000000000012")!), name: "Blob Jr")], duration: .seconds(600), meetings: [], theme: .periwinkle, title: "Engineering")))
    }
  }

  await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Eng daily"))))))))) {
    $0.path[id: 0]?.modify(\.detail) {
      $0.destination?.modify(\.edit) { $0.syncUp.title = "Eng daily" }
    }
  }

  await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
    $0.path[id: 0]?.modify(\.detail) {
      $0.destination = nil
      $0.$syncUp.withLock { $0.title = "Eng daily" }
    }
    $0.syncUpsList.$syncUps.withLock {
      $0[id: Tagged(rawValue: UUID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!)]?.title = "Eng daily"
    }
  }

  await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
  await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
    $0.path[id: 1] = .record(RecordMeeting.State(alert: nil, secondsElapsed: 0, speakerIndex: 0, syncUp: Shared(value: SyncUp(id: Tagged(rawValue: UUID(uuidString: "5A9B2C1E-0000-4000-8000-0000000E1161")!), attendees: [Attendee(id: Tagged(rawValue: UUID(uuidString: "A77E0D1E-0000-4000-8000-000000000011")!), name: "Blob"), Attendee(id: Tagged(rawValue: UUID(uuidString: "A77E0D1E-0000-4000-8000-000000000012")!), name: "Blob Jr")], duration: .seconds(600), meetings: [], theme: .periwinkle, title: "Eng daily")), transcript: ""))
  }
}
