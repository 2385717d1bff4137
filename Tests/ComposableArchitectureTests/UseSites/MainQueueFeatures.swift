import ComposableArchitecture

// Features written as TCA code that predates clocks is: they wait on the `mainQueue` dependency,
// debounce a search and throttle a button, and a polling screen ticks on a timer of the queue.

@Reducer
struct QueueSearch {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var saves = 0
  }

  enum Action {
    case queryChanged(String)
    case searchResponse([String])
    case saveButtonTapped
    case saved
  }

  enum CancelID { case search, save }

  @Dependency(\.mainQueue) var mainQueue

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .run { send in
          await send(.searchResponse(["\(query) Street", "\(query) Square"]))
        }
        .debounce(id: CancelID.search, for: 0.3, scheduler: self.mainQueue)
      case let .searchResponse(results):
        state.results = results
        return .none
      case .saveButtonTapped:
        return .send(.saved)
          .throttle(id: CancelID.save, for: .seconds(2), scheduler: self.mainQueue, latest: false)
      case .saved:
        state.saves += 1
        return .none
      }
    }
  }
}

@Reducer
struct Polling {
  @ObservableState
  struct State: Equatable {
    var polls = 0
    var isPolling = false
  }

  enum Action {
    case toggleButtonTapped
    case poll
  }

  enum CancelID { case poll }

  @Dependency(\.mainQueue) var mainQueue

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleButtonTapped:
        state.isPolling.toggle()
        guard state.isPolling else { return .cancel(id: CancelID.poll) }
        return .run { send in
          for await _ in self.mainQueue.timer(interval: .milliseconds(500)) {
            await send(.poll)
          }
        }
        .cancellable(id: CancelID.poll, cancelInFlight: true)
      case .poll:
        state.polls += 1
        return .none
      }
    }
  }
}
