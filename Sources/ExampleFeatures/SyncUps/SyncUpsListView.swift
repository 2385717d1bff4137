import ComposableArchitecture
import SwiftUI

/// The screen of ``SyncUpsList``: a row for each sync-up, a plus button in the toolbar that
/// presents the form of a new one in a sheet.
public struct SyncUpsListView: View {
  @Bindable var store: StoreOf<SyncUpsList>

  /// Creates the view.
  public init(store: StoreOf<SyncUpsList>) {
    self.store = store
  }

  public var body: some View {
    List {
      ForEach(store.syncUps) { syncUp in
        Button(syncUp.title) { store.send(.syncUpTapped(id: syncUp.id)) }
      }
      .onDelete { offsets in
        store.send(.onDelete(offsets))
      }
    }
    .navigationTitle("Daily Sync-ups")
    .toolbar {
      ToolbarItem {
        Button {
          store.send(.addSyncUpButtonTapped)
        } label: {
          Image(systemName: "plus")
        }
      }
    }
    .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { formStore in
      NavigationStack {
        SyncUpFormView(store: formStore)
          .navigationTitle("New sync-up")
          .toolbar {
            ToolbarItem {
              Button("Discard") { store.send(.dismissAddSyncUpButtonTapped) }
            }
            ToolbarItem {
              Button("Add") { store.send(.confirmAddSyncUpButtonTapped) }
            }
          }
      }
    }
  }
}

/// The form of a sync-up: its title, bound through `BindableAction`, and its attendees' names.
public struct SyncUpFormView: View {
  @Bindable var store: StoreOf<SyncUpForm>

  /// Creates the view.
  public init(store: StoreOf<SyncUpForm>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Section {
        TextField("Title", text: $store.syncUp.title)
      } header: {
        Text("Sync-up info")
      }
      Section {
        ForEach($store.syncUp.attendees) { $attendee in
          TextField("Name", text: $attendee.name)
        }
        Button("New attendee") { store.send(.addAttendeeButtonTapped) }
      } header: {
        Text("Attendees")
      }
    }
  }
}
