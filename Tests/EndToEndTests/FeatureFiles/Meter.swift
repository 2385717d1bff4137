// A feature whose view compiles, beside one that uses a view Linux does not draw.
import ComposableArchitecture
import SwiftUI

@Reducer
struct Meter {
  @ObservableState
  struct State: Equatable {
    var level = 5
  }

  enum Action {
    case bumpButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.level += 1
      return .none
    }
  }
}

struct MeterView: View {
  let store: StoreOf<Meter>

  var body: some View {
    VStack {
      Text("Level \(store.level)")
      Button("Bump") { store.send(.bumpButtonTapped) }
    }
  }
}

struct MeterGaugeView: View {
  let store: StoreOf<Meter>

  var body: some View {
    Gauge(value: Double(store.level), in: 0...10) { Text("Level") }
  }
}

#Preview {
  MeterView(store: Store(initialState: Meter.State(level: 7)) { Meter() })
}
