import ComposableArchitecture
import SwiftUI

/// A form of steppers: one bound through `BindableAction`, one within bounds by a step of 5,
/// and one that sends its own actions.
@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var taps = 0
    var volume = 5
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case decrementButtonTapped
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .decrementButtonTapped:
        state.taps -= 1
        return .none
      case .incrementButtonTapped:
        state.taps += 1
        return .none
      }
    }
  }
}

/// The screen of ``Tally``.
struct TallyView: View {
  @Bindable var store: StoreOf<Tally>

  var body: some View {
    Form {
      Stepper("Count: \(store.count)", value: $store.count)
      Stepper("Volume: \(store.volume)", value: $store.volume, in: 0...10, step: 5)
      Stepper("Taps: \(store.taps)") {
        store.send(.incrementButtonTapped)
      } onDecrement: {
        store.send(.decrementButtonTapped)
      }
    }
    .navigationTitle("Tally")
  }
}

/// A feed that loads as it appears, refreshes when pulled down, deletes a row by a swipe, and
/// shows a level on a slider it does not drive.
@Reducer
struct Feed {
  @ObservableState
  struct State: Equatable {
    var appearances = 0
    var isShowingAbout = false
    var items: [String] = []
    var level = 0.5
  }

  enum Action: Equatable {
    case aboutButtonTapped
    case aboutDismissed
    case aboutDisappeared
    case delete(IndexSet)
    case onAppear
    case pinButtonTapped(String)
    case sortButtonTapped
    case refresh
    case task
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aboutButtonTapped:
        state.isShowingAbout = true
        return .none
      case .aboutDismissed:
        state.isShowingAbout = false
        return .none
      case .aboutDisappeared:
        return .none
      case let .delete(offsets):
        for offset in offsets.sorted(by: >) { state.items.remove(at: offset) }
        return .none
      case .onAppear:
        state.appearances += 1
        return .none
      case let .pinButtonTapped(item):
        state.items.removeAll { $0 == item }
        state.items.insert(item, at: 0)
        return .none
      case .sortButtonTapped:
        state.items.sort()
        return .none
      case .refresh:
        state.items.append("Fresh")
        return .none
      case .task:
        state.items = ["Breakfast", "Lunch"]
        return .none
      }
    }
  }
}

/// The screen of ``Feed``.
struct FeedView: View {
  let store: StoreOf<Feed>

  var body: some View {
    VStack {
      SwiftUI.List {
        ForEach(store.items, id: \.self) { item in
          Text(item)
            .swipeActions {
              Button("Pin") { store.send(.pinButtonTapped(item)) }
            }
        }
        .onDelete { offsets in
          store.send(.delete(offsets))
        }
      }
      Slider(value: .constant(store.level)) { Text("Level") }
      Menu("Sort") {
        Button("A to Z") { store.send(.sortButtonTapped) }
      }
      Button("About") { store.send(.aboutButtonTapped) }
    }
    .navigationTitle("Feed")
    .onAppear { store.send(.onAppear) }
    .task { await store.send(.task).finish() }
    .refreshable { await store.send(.refresh).finish() }
    .sheet(
      isPresented: Binding(
        get: { store.isShowingAbout }, set: { _ in store.send(.aboutDismissed) })
    ) {
      Text("A feed of meals")
        .onDisappear { store.send(.aboutDisappeared) }
    }
  }
}
