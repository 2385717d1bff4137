import ComposableArchitecture
import ExampleFeatures
import Foundation
import Tagged
import Testing

@MainActor
struct SyncUpsListTests {
  @Test
  func addSyncUp() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    var syncUp = SyncUp(
      id: SyncUp.ID(UUID(0)),
      attendees: [Attendee(id: Attendee.ID(UUID(1)))])
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: syncUp))
    }

    syncUp.title = "Engineering"
    await store.send(\.destination.add.binding.syncUp, syncUp) {
      $0.destination?.modify(\.add) { $0.syncUp.title = "Engineering" }
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock { $0 = [syncUp] }
    }
  }

  @Test
  func discardingTheNewSyncUpAddsNothing() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(
        SyncUpForm.State(
          syncUp: SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))])
        ))
    }
    await store.send(.dismissAddSyncUpButtonTapped) {
      $0.destination = nil
    }
    #expect(store.state.syncUps == [])
  }

  @Test
  func addingKeepsOnlyAttendeesWithANameAndAtLeastOne() async {
    let store = TestStore(
      initialState: SyncUpsList.State(
        destination: .add(
          SyncUpForm.State(
            syncUp: SyncUp(
              id: SyncUp.ID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!,
              attendees: [
                Attendee(id: Attendee.ID(UUID(10)), name: ""),
                Attendee(id: Attendee.ID(UUID(11)), name: "    "),
              ],
              title: "Design"))))
    ) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock {
        $0 = [
          SyncUp(
            id: SyncUp.ID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!,
            attendees: [Attendee(id: Attendee.ID(UUID(10)))],
            title: "Design")
        ]
      }
    }
  }

  @Test
  func deletion() async {
    let store = TestStore(initialState: SyncUpsList.State.mocks) {
      SyncUpsList()
    }

    await store.send(.onDelete([0])) {
      $0.$syncUps.withLock { $0 = [.engineeringMock] }
    }
  }
}
