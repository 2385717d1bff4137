// A feature that listens to a stream and forgets to make the listening cancellable: its stop
// button cancels nothing. For the tests of `explore`, which finds the effect left running.
import ComposableArchitecture

@Reducer
struct Listener {
  @ObservableState
  struct State: Equatable {
    var isListening = false
  }

  enum Action {
    case startButtonTapped
    case stopButtonTapped
    case heard(Int)
  }

  enum CancelID { case listening }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        state.isListening = true
        return .run { send in
          let voices = AsyncStream<Int>(unfolding: {
            try? await Task.never()
            return nil
          })
          for await voice in voices {
            await send(.heard(voice))
          }
        }
      case .stopButtonTapped:
        state.isListening = false
        return .cancel(id: CancelID.listening)
      case .heard:
        return .none
      }
    }
  }
}
