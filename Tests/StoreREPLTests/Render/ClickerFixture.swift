import ComposableArchitecture
import SwiftUI
import Synchronization

@testable import StoreREPL

/// A counter with a screen that counts, in this process, every action its reducer reduces: how
/// a test sees whether a command ran the session's steps again.
@Reducer
struct Clicker {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case plusButtonTapped
  }

  /// How many actions a `Clicker` reducer has reduced in this process.
  static let reductions = Atomic<Int>(0)

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      Self.reductions.add(1, ordering: .relaxed)
      state.count += 1
      return .none
    }
  }
}

/// The screen of ``Clicker``: the count and its button.
struct ClickerView: View {
  let store: StoreOf<Clicker>

  var body: some View {
    Form {
      Text("Count: \(store.count)")
      Button("Plus") { store.send(.plusButtonTapped) }
    }
    .navigationTitle("Clicker")
  }
}

/// ``Clicker`` with its view, alone.
let clickerFeatures: [REPLFeature] = [
  REPLFeature(
    "Clicker", summary: "a counter that counts what its reducer reduces",
    initialState: Clicker.State(), reducer: { Clicker() },
    view: { store in NavigationStack { ClickerView(store: store) } })
]
