import ComposableArchitecture

// Features as TCA 1.x users write them: a parent scoping to a child with the unlabelled
// `Scope(\.child, action: \.child)`, and one whose state is an enum, scoped case by case with
// `Scope(state: \.case, action: \.case)` and with `ifCaseLet`.

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable {
    case increment
    case startTimer
    case tick
  }
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .increment, .tick:
        state.count += 1
        return .none
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      }
    }
  }
}

@Reducer
struct Pair {
  @ObservableState
  struct State: Equatable {
    var left = Tally.State()
    var right = Tally.State()
  }
  enum Action: Equatable {
    case left(Tally.Action)
    case right(Tally.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(\.left, action: \.left) { Tally() }
    Scope(\.right, action: \Action.Cases.right) { Tally() }
  }
}

@Reducer
struct Session {
  @ObservableState
  enum State: Equatable {
    case loggedOut
    case loggedIn(Tally.State)
  }
  enum Action: Equatable {
    case logIn(id: Int)
    case logOut
    case loggedIn(Tally.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.loggedIn, action: \.loggedIn) { Tally() }
    Reduce { state, action in
      switch action {
      case let .logIn(id):
        state = .loggedIn(Tally.State(id: id))
      case .logOut:
        state = .loggedOut
      case .loggedIn:
        break
      }
      return .none
    }
  }
}

@Reducer
struct GuardedSession {
  typealias State = Session.State
  typealias Action = Session.Action

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .logIn(id):
        state = .loggedIn(Tally.State(id: id))
      case .logOut:
        state = .loggedOut
      case .loggedIn(.increment):
        guard case var .loggedIn(tally) = state else { return .none }
        tally.count += 100
        state = .loggedIn(tally)
      case .loggedIn:
        break
      }
      return .none
    }
    .ifCaseLet(\.loggedIn, action: \.loggedIn) {
      Tally()
    }
  }
}

/// `ifCaseLet` in TCA's pre-macro form, with case paths built from the cases.
struct PreMacroSession: Reducer {
  typealias State = Session.State
  typealias Action = Session.Action

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .logOut = action { state = .loggedOut }
      return .none
    }
    .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) {
      Tally()
    }
  }
}
