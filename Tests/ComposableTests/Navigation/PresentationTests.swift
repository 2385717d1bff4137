import Composable
import TestHelpers
import Testing
import ValueDump

@Suite struct PresentationTests {
  @Test func presentsRunsTheChildAndDismisses() async {
    let store = TestStore(initialState: Presenter.State()) { Presenter() }
    await store.send(.presentTapped) { $0.sheet = Child.State() }
    await store.send(.sheet(.presented(.incremented))) { $0.sheet?.count = 1 }
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
  }

  @Test func dismissingCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Presenter.State()) {
      Presenter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.presentTapped) { $0.sheet = Child.State() }
    await store.send(.sheet(.presented(.timerStarted)))
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(.ticked))) { $0.sheet?.count = 1 }
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func settingTheStateToNilCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Presenter.State()) {
      Presenter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.presentTapped) { $0.sheet = Child.State() }
    await store.send(.sheet(.presented(.timerStarted)))
    await store.send(.closeSheetTapped) { $0.sheet = nil }
    #expect(store.inFlightEffects.isEmpty)
  }

  @Test func theChildDismissesItselfWithTheDismissDependency() async {
    let store = TestStore(initialState: Presenter.State()) { Presenter() }
    await store.send(.presentTapped) { $0.sheet = Child.State() }
    await store.send(.sheet(.presented(.closeTapped)))
    await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
  }

  @Test func anAlertIsDismissedByItsAction() async {
    let store = TestStore(initialState: Presenter.State()) { Presenter() }
    await store.send(.deleteTapped) { $0.alert = .deletion }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.isDeleted = true
    }
  }

  @Test func anAlertAppearsInAFailureDiff() async {
    let store = TestStore(initialState: Presenter.State()) { Presenter() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.deleteTapped)
    } matching: { issue in
      issue.hasMessage(
        """
        State was not expected to change, but a change occurred.

            \u{2007} Presenter.State(
            \u{2007}   sheet: nil,
            −   alert: nil,
            +   alert: AlertState(
            +     title: "Delete?",
            +     message: "This cannot be undone.",
            +     buttons: [
            +       [0]: ButtonState(
            +         role: .destructive,
            +         action: .send(.confirmDeletion),
            +         label: "Delete"
            +       ),
            +       [1]: ButtonState(
            +         role: .cancel,
            +         action: .send(nil),
            +         label: "Cancel"
            +       )
            +     ]
            +   ),
            \u{2007}   isDeleted: false
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
  }

  @Test func aPresentationActionWithNothingPresentedIsReported() async {
    let store = TestStore(initialState: Presenter.State()) { Presenter() }
    await withKnownIssue {
      await store.send(.sheet(.presented(.incremented)))
    } matching: { issue in
      issue.hasMessage(
        """
        An "ifLet" at "ComposableTests/NavigationFixtures.swift:\(Presenter.sheetLine)" received a presentation action when destination state was absent.

          Action:
            Presenter.Action.sheet(.presented(.incremented))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer must run before any other reducer sets destination state to "nil". This ensures that destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that actions for this reducer can only be sent from a store when state is present, or from effects that start from this reducer.
        """, at: Presenter.sheetLine, fileID: "ComposableTests/NavigationFixtures.swift")
    }
  }

  @Test func dismissOutsideAPresentationInALiveStoreIsReported() async {
    // NB: A test store dismisses itself instead; see `TestStoreDismissTests`.
    let store = Store(initialState: Child.State()) { Child() }
    let line = Child.dismissLine
    await withKnownIssue {
      await store.send(.closeTapped).finish()
    } matching: { issue in
      issue.message
        == """
        A reducer requested dismissal at "ComposableTests/NavigationFixtures.swift:\(line)", but couldn't be dismissed.

        This is generally considered an application logic error, and can happen when a parent feature does not integrate the child with "ifLet" on presentation state or "forEach" on a navigation stack, or when "dismiss" is called outside an effect of the child.
        """
    }
  }

  @Test func presentationStateDumpsAsItsValue() {
    var state = Presenter.State()
    #expect(state.$sheet == PresentationState(wrappedValue: nil))
    state.sheet = Child.State(count: 2)
    #expect(state.$sheet.wrappedValue == Child.State(count: 2))
    #expect(
      customDump(state) == """
        Presenter.State(
          sheet: Child.State(count: 2),
          alert: nil,
          isDeleted: false
        )
        """)
  }
}

/// An alert in plain optional state, shown through `ifLet` without a reducer of its own.
private struct Greeter: Reducer {
  struct State: Equatable {
    var alert: AlertState<AlertAction>?
  }
  enum Action: Equatable {
    case alert(AlertAction)
    case greetTapped
  }
  enum AlertAction: Equatable { case ok, again }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .greetTapped, .alert(.again):
        state.alert = AlertState { TextState("Hi!") }
        return .none
      case .alert(.ok):
        return .none
      }
    }
    .ifLet(\.alert, action: /Action.alert)
  }
}

@Suite struct OptionalAlertTests {
  @Test func anAlertsActionDismissesIt() async {
    let store = TestStore(initialState: Greeter.State()) { Greeter() }
    await store.send(.greetTapped) { $0.alert = AlertState { TextState("Hi!") } }
    await store.send(.alert(.ok)) { $0.alert = nil }
  }

  @Test func anotherAlertShownInItsPlaceStays() async {
    let store = TestStore(initialState: Greeter.State()) { Greeter() }
    await store.send(.greetTapped) { $0.alert = AlertState { TextState("Hi!") } }
    await store.send(.alert(.again))
    #expect(store.state.alert == AlertState { TextState("Hi!") })
  }
}

/// Counts how often it is compared.
private struct Compared: Equatable {
  let comparisons: Collected

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.comparisons.append("compared")
    return true
  }
}

@Suite struct PresentationStateEqualityTests {
  @Test func copiesAreEqualWithoutComparingWhatTheyPresent() {
    let comparisons = Collected()
    let state = PresentationState(wrappedValue: Compared(comparisons: comparisons))
    let copy = state
    #expect(state == copy)
    #expect(comparisons.messages == [])
    #expect(state == PresentationState(wrappedValue: Compared(comparisons: comparisons)))
    #expect(comparisons.messages == ["compared"])
    #expect(PresentationState<Compared>(wrappedValue: nil) == PresentationState(wrappedValue: nil))
  }
}
