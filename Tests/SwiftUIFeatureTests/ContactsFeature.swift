import ComposableArchitecture
import SwiftUI

// A list with a sheet, as TCA users write it: contacts, each a row feature of its own; a sheet
// that adds one, its name bound through `BindableAction`; an alert that confirms a deletion.

@Reducer
struct ContactRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var name: String
    var isFavourite = false
  }

  enum Action {
    case favouriteButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favouriteButtonTapped:
        state.isFavourite.toggle()
        return .none
      }
    }
  }
}

@Reducer
struct AddContact {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case cancelButtonTapped
    case delegate(Delegate)
    case saveButtonTapped

    enum Delegate: Equatable {
      case save(name: String)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .delegate:
        return .none
      case .cancelButtonTapped:
        return .run { _ in await dismiss() }
      case .saveButtonTapped:
        return .run { [name = state.name] send in
          await send(.delegate(.save(name: name)))
          await dismiss()
        }
      }
    }
  }
}

@Reducer
struct Contacts {
  @ObservableState
  struct State: Equatable {
    var contacts: IdentifiedArrayOf<ContactRow.State> = []
    @Presents var destination: Destination.State?
    var nextID = 0
  }

  enum Action {
    case addButtonTapped
    case contacts(IdentifiedActionOf<ContactRow>)
    case deleteButtonTapped(id: ContactRow.State.ID)
    case destination(PresentationAction<Destination.Action>)

    enum Alert: Equatable {
      case confirmDeletion(id: ContactRow.State.ID)
    }
  }

  @Reducer
  enum Destination {
    case addContact(AddContact)
    case alert(AlertState<Contacts.Action.Alert>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addContact(AddContact.State())
        return .none
      case .contacts:
        return .none
      case let .deleteButtonTapped(id):
        state.destination = .alert(
          AlertState {
            TextState("Delete \(state.contacts[id: id]?.name ?? "")?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
              TextState("Delete")
            }
            ButtonState(role: .cancel) { TextState("Cancel") }
          } message: {
            TextState("This cannot be undone.")
          })
        return .none
      case let .destination(.presented(.addContact(.delegate(.save(name))))):
        state.contacts.append(ContactRow.State(id: state.nextID, name: name))
        state.nextID += 1
        return .none
      case let .destination(.presented(.alert(.confirmDeletion(id)))):
        state.contacts.remove(id: id)
        return .none
      case .destination:
        return .none
      }
    }
    .forEach(\.contacts, action: \.contacts) { ContactRow() }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Contacts.Destination.State: Equatable {}

struct ContactsView: View {
  @Bindable var store: StoreOf<Contacts>

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.scope(state: \.contacts, action: \.contacts)) { rowStore in
          ContactRowView(store: rowStore) {
            store.send(.deleteButtonTapped(id: rowStore.state.id))
          }
        }
      }
      .navigationTitle("Contacts")
      .toolbar {
        ToolbarItem {
          Button {
            store.send(.addButtonTapped)
          } label: {
            Image(systemName: "plus")
          }
        }
      }
    }
    .sheet(item: $store.scope(\.$destination, action: \.destination).addContact) { addStore in
      NavigationStack {
        AddContactView(store: addStore)
      }
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}

struct ContactRowView: View {
  let store: StoreOf<ContactRow>
  let onDelete: () -> Void

  var body: some View {
    HStack {
      Text(store.name)
      Spacer()
      Button {
        store.send(.favouriteButtonTapped)
      } label: {
        Image(systemName: store.isFavourite ? "star.fill" : "star")
      }
      Button("Delete", role: .destructive) { onDelete() }
    }
    .buttonStyle(.borderless)
  }
}

struct AddContactView: View {
  @Bindable var store: StoreOf<AddContact>

  var body: some View {
    Form {
      TextField("Name", text: $store.name)
      Button("Save") { store.send(.saveButtonTapped) }
        .disabled(store.name.isEmpty)
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { store.send(.cancelButtonTapped) }
      }
    }
  }
}

#Preview {
  ContactsView(
    store: Store(initialState: Contacts.State()) {
      Contacts()
    })
}
