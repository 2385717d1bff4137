import ComposableArchitecture
import SwiftUI
import Synchronization

@testable import StoreREPL

/// A counter with a screen that counts, in this process, every action its reducer reduces: how
/// a test sees whether a command ran the session's steps again.
@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case plusButtonTapped
  }

  /// How many actions a `Tally` reducer has reduced in this process.
  static let reductions = Atomic<Int>(0)

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      Self.reductions.add(1, ordering: .relaxed)
      state.count += 1
      return .none
    }
  }
}

/// The screen of ``Tally``: the count and its button.
struct TallyView: View {
  let store: StoreOf<Tally>

  var body: some View {
    Form {
      Text("Count: \(store.count)")
      Button("Plus") { store.send(.plusButtonTapped) }
    }
    .navigationTitle("Tally")
  }
}

/// ``Tally`` with its view, alone.
let tallyFeatures: [REPLFeature] = [
  REPLFeature(
    "Tally", summary: "a counter that counts what its reducer reduces",
    initialState: Tally.State(), reducer: { Tally() },
    view: { store in NavigationStack { TallyView(store: store) } })
]
