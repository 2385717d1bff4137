// A feature that does not compile, below a view that does not either (its State is not observed).
import ComposableArchitecture
import SwiftUI

struct TallyView: View {
  let store: StoreOf<BrokenBelowAView>
  var body: some View {
    Text("\(store.count)")
  }
}

@Reducer
struct BrokenBelowAView {
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case tapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.total += 1
    return .none
  }
}
