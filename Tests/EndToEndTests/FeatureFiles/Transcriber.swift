// A feature whose dependency's live implementation imports an Apple framework.
import ComposableArchitecture
import Speech
import SwiftUI

@Reducer
struct Transcriber {
  struct State: Equatable {
    var text = ""
  }

  enum Action {
    case recordButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

struct TranscriberView: View {
  let store: StoreOf<Transcriber>
  var body: some View {
    Text(store.text)
  }
}
