import Composable

/// A presented or pushed counter: counts, ticks on the clock until cancelled, and dismisses
/// itself.
struct Child: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case incremented
    case timerStarted
    case ticked
    case closeTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  /// The line that calls `dismiss`.
  static let dismissLine = #line + 15

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incremented, .ticked:
      state.count += 1
      return .none
    case .timerStarted:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.ticked)
        }
      }
    case .closeTapped:
      return .run { _ in await dismiss() }
    }
  }
}

/// Presents a child in a sheet and an alert that confirms a deletion.
struct Presenter: Reducer {
  struct State: Equatable {
    @PresentationState var sheet: Child.State?
    @PresentationState var alert: AlertState<Action.Alert>?
    var isDeleted = false
  }

  enum Action: Equatable {
    case sheet(PresentationAction<Child.Action>)
    case alert(PresentationAction<Alert>)
    case presentTapped
    case deleteTapped
    case closeSheetTapped

    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  /// The line of the sheet's `ifLet` below, where its failures are reported.
  static let sheetLine = #line + 20
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentTapped:
        state.sheet = Child.State()
        return .none
      case .deleteTapped:
        state.alert = .deletion
        return .none
      case .alert(.presented(.confirmDeletion)):
        state.isDeleted = true
        return .none
      case .closeSheetTapped:
        state.sheet = nil
        return .none
      case .sheet, .alert:
        return .none
      }
    }
    .ifLet(\.$sheet, action: /Action.sheet) { Child() }
    .ifLet(\.$alert, action: /Action.alert)
  }
}

extension AlertState where Action == Presenter.Action.Alert {
  /// Asks to confirm a deletion.
  static let deletion = AlertState {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("This cannot be undone.")
  }
}

/// Pushes children onto a stack.
struct Navigator: Reducer {
  struct State: Equatable {
    var path = StackState<Child.State>()
  }

  enum Action: Equatable {
    case path(StackAction<Child.State, Child.Action>)
    case pushTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushTapped:
        state.path.append(Child.State())
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: /Action.path) { Child() }
  }
}
