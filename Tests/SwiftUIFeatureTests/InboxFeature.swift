import ComposableArchitecture
import SwiftUI

// A navigation stack of a feature's `StackState`, as TCA users write it: a `@Reducer enum` of
// its screens, links that push them, and `switch store.case` in the stack's destination.

@Reducer
struct Message {
  @ObservableState
  struct State: Equatable {
    var subject: String
    var isRead = false
  }

  enum Action {
    case markAsReadButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.isRead = true
      return .none
    }
  }
}

@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {
    var notificationsEnabled = true
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
struct Inbox {
  @Reducer
  enum Path {
    case message(Message)
    case settings(Settings)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var subjects = ["Hello", "Lunch?"]
  }

  enum Action {
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path)
  }
}

extension Inbox.Path.State: Equatable {}

struct InboxView: View {
  @Bindable var store: StoreOf<Inbox>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.subjects, id: \.self) { subject in
          NavigationLink(subject, state: Inbox.Path.State.message(Message.State(subject: subject)))
        }
        NavigationLink(state: Inbox.Path.State.settings(Settings.State())) {
          Label("Settings", systemImage: "gear")
        }
      }
      .navigationTitle("Inbox")
    } destination: { store in
      switch store.case {
      case let .message(store):
        MessageView(store: store)
      case let .settings(store):
        SettingsView(store: store)
      }
    }
  }
}

struct MessageView: View {
  let store: StoreOf<Message>

  var body: some View {
    WithPerceptionTracking {
      VStack {
        Text(store.subject).font(.headline)
        Button("Mark as read") { store.send(.markAsReadButtonTapped) }
          .disabled(store.isRead)
      }
    }
  }
}

struct SettingsView: View {
  @Perception.Bindable var store: StoreOf<Settings>

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $store.notificationsEnabled)
    }
  }
}
