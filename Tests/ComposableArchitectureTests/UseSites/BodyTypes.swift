import ComposableArchitecture

// Reducers whose `body` names their state and action types, as TCA's docs write them, with and
// without those types declared in the reducer; a `@Reducer enum` with a `body` of its own; and
// a dependency client with endpoints that return optionals.

@Reducer
struct Doubler {
  var body: some Reducer<Int, Void> {
    Reduce { state, _ in
      state *= 2
      return .none
    }
  }
}

@Reducer
struct Toggle {
  @ObservableState
  struct State: Equatable { var isOn = false }
  enum Action: Equatable { case toggled }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.isOn.toggle()
      return .none
    }
  }
}

@Reducer
struct Inert {
  var body: some Reducer<State, Action> {
    EmptyReducer()
  }
}

@Reducer
enum Panel {
  case toggle(Toggle)
  case doubler(Doubler)

  static var body: some Reducer<State, Action> {
    Scope(state: \.toggle, action: \.toggle) {
      Toggle()
    }
    Scope(state: \.doubler, action: \.doubler) {
      Doubler()
    }
    Reduce { state, action in
      if case .toggle(.toggled) = action, case .toggle(.init(isOn: true)) = state {
        state = .doubler(1)
      }
      return .none
    }
  }
}

extension Panel.State: Equatable {}

@DependencyClient
struct UserClient {
  var current: @Sendable () -> String?
  var find: @Sendable (_ id: Int) async -> Optional<String>
  var delete: @Sendable (_ id: Int) async throws -> Void
}

/// A feature with a reducer nested in it that works on the feature's own state and actions.
@Reducer
struct Shelf {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case tapped }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }

  @Reducer
  struct Echo {
    var body: some Reducer<State, Action> {
      Reduce { state, _ in
        state.count += 10
        return .none
      }
    }
  }

  @Reducer
  struct Hush {
    let body = EmptyReducer<State, Action>()
  }
}
