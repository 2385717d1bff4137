import Composable
import TestHelpers
import Testing

/// A parent that presents either an alert or a child, in one destination.
private struct AlertHost: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
  }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case alertTapped
    case childTapped
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case alert(AlertState<Action.Alert>)
      case child(Child.State)
    }
    enum Action: Equatable {
      case alert(Alert)
      case child(Child.Action)

      enum Alert: Equatable { case confirm }
    }

    var body: some ReducerOf<Self> {
      Scope(state: /State.alert, action: /Action.alert) {}
      Scope(state: /State.child, action: /Action.child) { Child() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alertTapped:
        state.destination = .alert(AlertState { TextState("Sure?") })
      case .childTapped:
        state.destination = .child(Child.State())
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
  }
}

@Suite struct EphemeralDestinationTests {
  @Test func anAlertIsDismissedByItsOwnAction() async {
    let store = TestStore(initialState: AlertHost.State()) { AlertHost() }
    await store.send(.alertTapped) {
      $0.destination = .alert(AlertState { TextState("Sure?") })
    }
    await store.send(.destination(.presented(.alert(.confirm)))) { $0.destination = nil }
  }

  @Test func anAlertStaysForAnActionOfAnotherCase() async {
    let store = TestStore(initialState: AlertHost.State()) { AlertHost() }
    await store.send(.alertTapped) {
      $0.destination = .alert(AlertState { TextState("Sure?") })
    }
    await withKnownIssue {
      await store.send(.destination(.presented(.child(.incremented))))
    } matching: { issue in
      issue.message.hasPrefix(
        """
        A "Scope" at "ComposableTests/EphemeralDestinationTests.swift:30" received a child action \
        when child state was set to a different case.
        """)
    }
    #expect(store.state.destination == .alert(AlertState { TextState("Sure?") }))
  }
}
