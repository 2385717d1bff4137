import ComposableArchitecture
import ExampleFeatures
import Foundation
import Tagged
import Testing

@MainActor
struct SyncUpFormTests {
  @Test
  func addAttendee() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: SyncUp.ID(UUID(100)), attendees: [], title: "Engineering"))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    store.assert {
      $0.syncUp.attendees = [Attendee(id: Attendee.ID(UUID(0)))]
    }

    await store.send(.addAttendeeButtonTapped) {
      $0.focus = .attendee(Attendee.ID(UUID(1)))
      $0.syncUp.attendees = [
        Attendee(id: Attendee.ID(UUID(0))),
        Attendee(id: Attendee.ID(UUID(1))),
      ]
    }
  }

  @Test
  func focusAfterRemovingAttendees() async {
    let attendees = (10..<14).map { Attendee(id: Attendee.ID(UUID($0))) }
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(
          id: SyncUp.ID(UUID(100)), attendees: IdentifiedArray(uniqueElements: attendees),
          title: "Engineering"))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee(attendees[1].id)
      $0.syncUp.attendees = [attendees[1], attendees[2], attendees[3]]
    }
    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee(attendees[3].id)
      $0.syncUp.attendees = [attendees[1], attendees[3]]
    }
    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee(attendees[1].id)
      $0.syncUp.attendees = [attendees[1]]
    }
    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee(Attendee.ID(UUID(0)))
      $0.syncUp.attendees = [Attendee(id: Attendee.ID(UUID(0)))]
    }
  }

  @Test
  func editingTheTitle() async {
    let store = TestStore(initialState: SyncUpForm.State(syncUp: .engineeringMock)) {
      SyncUpForm()
    }

    var edited = SyncUp.engineeringMock
    edited.title = "Platform"
    await store.send(\.binding.syncUp, edited) {
      $0.syncUp.title = "Platform"
    }
    await store.send(\.binding.focus, nil) {
      $0.focus = nil
    }
  }
}
