import ComposableArchitecture

// View actions as TCA 1.x features declare them for `@ViewAction(for:)` views: a `view` case
// whose actions hold the bindings, applied by `BindingReducer(action: \.view)`; and an action
// that is both bindable and a view action.

@Reducer
struct ProfileForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var isPublic = false
    var hasAppeared = false
    var log: [String] = []
  }

  enum Action: Equatable, ViewAction {
    case view(View)
    case saved

    @CasePathable
    enum View: Equatable, BindableAction {
      case binding(BindingAction<State>)
      case onAppear
    }
  }

  var body: some Reducer<State, Action> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.onAppear):
        state.hasAppeared = true
        return .none
      case .view(.binding(\.name)):
        state.log.append("name: \(state.name)")
        return .none
      case .view(.binding):
        return .none
      case .saved:
        return .none
      }
    }
  }
}

@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var hasAppeared = false
  }

  enum Action: Equatable, BindableAction, ViewAction {
    case binding(BindingAction<State>)
    case view(View)

    enum View: Equatable {
      case onAppear
    }
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      if case .view(.onAppear) = action { state.hasAppeared = true }
      return .none
    }
  }
}

/// What a view holding a store of a `ViewAction` action sends for one of its view actions.
func viewAction<Action: ViewAction>(_ action: Action.ViewAction) -> Action {
  .view(action)
}
