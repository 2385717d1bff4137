import ComposableArchitecture
import ExampleFeatures
import Foundation
import Tagged
import Testing

@MainActor
struct AppFeatureTests {
  @Test
  func tappingASyncUpPushesItsDetail() async throws {
    let store = TestStore(initialState: AppFeature.State(syncUpsList: .mocks)) {
      AppFeature()
    }
    let syncUp = try #require(store.state.syncUpsList.$syncUps[id: SyncUp.mock.id])

    await store.send(\.syncUpsList.syncUpTapped, SyncUp.mock.id) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: syncUp))
    }
    await store.send(\.path[id: 0].detail.meetingTapped, SyncUp.mock.meetings[0].id) {
      $0.path[id: 1] = .meeting(SyncUp.mock.meetings[0], syncUp: .mock)
    }
  }

  @Test
  func detailEdit() async throws {
    var syncUp = SyncUp.mock
    let store = TestStore(initialState: AppFeature.State(syncUpsList: .mocks)) {
      AppFeature()
    }
    let sharedSyncUp = try #require(store.state.syncUpsList.$syncUps[id: syncUp.id])

    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: sharedSyncUp)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
      }
    }

    syncUp.title = "Blob"
    await store.send(\.path[id: 0].detail.destination.edit.binding.syncUp, syncUp) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) { $0.syncUp.title = "Blob" }
      }
    }
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
      $0.syncUpsList.$syncUps.withLock { $0[id: syncUp.id]?.title = "Blob" }
    }
    #expect(store.state.syncUpsList.syncUps.map(\.title) == ["Blob", "Engineering"])
  }

  @Test
  func delete() async throws {
    let store = TestStore(initialState: AppFeature.State(syncUpsList: .mocks)) {
      AppFeature()
    }
    let sharedSyncUp = try #require(store.state.syncUpsList.$syncUps[id: SyncUp.mock.id])

    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: sharedSyncUp)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .alert(.deleteSyncUp) }
    }
    await store.send(\.path[id: 0].detail.destination.alert.confirmDeletion) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [.engineeringMock] }
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test
  func startMeetingPushesARecordingOfTheSameSyncUp() async throws {
    let store = TestStore(initialState: AppFeature.State(syncUpsList: .mocks)) {
      AppFeature()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .authorized }
    }
    let sharedSyncUp = try #require(store.state.syncUpsList.$syncUps[id: SyncUp.mock.id])

    await store.send(\.syncUpsList.syncUpTapped, SyncUp.mock.id) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: sharedSyncUp))
    }
  }

  @Test
  func recording() async {
    let syncUp = SyncUp.sixSecondsOfThree
    let store = TestStore(
      initialState: AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [syncUp]))
    ) {
      AppFeature()
    } withDependencies: {
      $0.date.now = .meetingDate
      $0.continuousClock = ImmediateClock()
      $0.speechClient.authorizationStatus = { .authorized }
      $0.speechClient.startTask = hearsCompletedTheProject
      $0.uuid = .incrementing
    }
    let sharedSyncUp = store.state.syncUpsList.$syncUps[id: syncUp.id]!
    store.exhaustivity = .off

    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: sharedSyncUp))))
    await store.send(\.path.push, (id: 1, .record(RecordMeeting.State(syncUp: sharedSyncUp))))
    await store.send(\.path[id: 1].record.onTask)
    await store.receive(\.path.popFrom) {
      #expect($0.path.count == 1)
    }
    store.assert {
      $0.syncUpsList.$syncUps.withLock {
        $0[id: syncUp.id]?.meetings = [
          Meeting(
            id: Meeting.ID(UUID(0)), date: .meetingDate,
            transcript: "I completed the project")
        ]
      }
    }
    #expect(store.state.path[id: 0]?.detail?.syncUp.meetings.count == 1)
  }
}
