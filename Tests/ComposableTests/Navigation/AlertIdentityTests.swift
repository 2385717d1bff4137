import Composable
import Testing
import ValueDump

/// Deletes after asking twice: the first alert's Delete button presents a second alert, whose
/// Delete deletes. It asks with an alert of its own, or with an alert or a dialog in a
/// destination enum.
private struct DoubleCheck: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var dialog: ConfirmationDialogState<Action.Alert>?
    @PresentationState var destination: Destination.State?
    var isDeleted = false
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Alert>)
    case destination(PresentationAction<Destination.Action>)
    case deleteTapped
    case deleteFromDialogTapped
    case deleteFromDestinationTapped

    enum Alert: Equatable {
      /// Presents the second alert.
      case confirm
      /// Deletes.
      case reallyConfirm
      /// Presents an alert like the one presented, but a new one.
      case askAgain
      /// Presents the very alert that is presented.
      case presentSame
    }
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case alert(AlertState<DoubleCheck.Action.Alert>)
    }

    enum Action: Equatable {
      case alert(DoubleCheck.Action.Alert)
    }

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.alert = .first
      case .alert(.presented(.confirm)):
        state.alert = .second
      case .alert(.presented(.reallyConfirm)), .dialog(.presented(.reallyConfirm)),
        .destination(.presented(.alert(.reallyConfirm))):
        state.isDeleted = true
      case .alert(.presented(.askAgain)), .alert(.dismiss):
        state.alert = .first
      case .alert(.presented(.presentSame)):
        let same = state.alert
        state.alert = same
      case .deleteFromDialogTapped:
        state.dialog = .first
      case .dialog(.presented(.confirm)):
        state.dialog = .second
      case .deleteFromDestinationTapped:
        state.destination = .alert(.first)
      case .destination(.presented(.alert(.confirm))):
        state.destination = .alert(.second)
      case .alert, .dialog, .destination:
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: /Action.alert)
    .ifLet(\.$dialog, action: /Action.dialog)
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
  }
}

extension AlertState where Action == DoubleCheck.Action.Alert {
  /// A new alert asking for a first confirmation.
  fileprivate static var first: Self {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
    }
  }

  /// A new alert asking for a second confirmation.
  fileprivate static var second: Self {
    AlertState {
      TextState("Really delete?")
    } actions: {
      ButtonState(role: .destructive, action: .reallyConfirm) { TextState("Delete") }
    }
  }
}

extension ConfirmationDialogState where Action == DoubleCheck.Action.Alert {
  /// A new dialog asking for a first confirmation.
  fileprivate static var first: Self {
    ConfirmationDialogState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
    }
  }

  /// A new dialog asking for a second confirmation.
  fileprivate static var second: Self {
    ConfirmationDialogState {
      TextState("Really delete?")
    } actions: {
      ButtonState(role: .destructive, action: .reallyConfirm) { TextState("Delete") }
    }
  }
}

@Suite struct AlertIdentityTests {
  @Test func anAlertPresentedInAnswerToAButtonStaysPresented() async {
    let store = TestStore(initialState: DoubleCheck.State()) { DoubleCheck() }
    await store.send(.deleteTapped) { $0.alert = .first }
    await store.send(.alert(.presented(.confirm))) { $0.alert = .second }
    await store.send(.alert(.presented(.reallyConfirm))) {
      $0.alert = nil
      $0.isDeleted = true
    }
  }

  @Test func aNewAlertWithTheSameContentStaysPresented() async {
    let store = TestStore(initialState: DoubleCheck.State()) { DoubleCheck() }
    await store.send(.deleteTapped) { $0.alert = .first }
    // NB: The new alert equals the one it replaces: the state does not change.
    await store.send(.alert(.presented(.askAgain)))
    #expect(store.state.alert != nil)
  }

  @Test func anAlertPresentedInAnswerToItsDismissalStaysPresented() async {
    let store = TestStore(initialState: DoubleCheck.State()) { DoubleCheck() }
    await store.send(.deleteTapped) { $0.alert = .first }
    await store.send(.alert(.dismiss))
    #expect(store.state.alert != nil)
  }

  @Test func theSameAlertPresentedAgainIsDismissed() async {
    let store = TestStore(initialState: DoubleCheck.State()) { DoubleCheck() }
    await store.send(.deleteTapped) { $0.alert = .first }
    await store.send(.alert(.presented(.presentSame))) { $0.alert = nil }
  }

  @Test func aDialogPresentedInAnswerToAButtonStaysPresented() async {
    let store = TestStore(initialState: DoubleCheck.State()) { DoubleCheck() }
    await store.send(.deleteFromDialogTapped) { $0.dialog = .first }
    await store.send(.dialog(.presented(.confirm))) { $0.dialog = .second }
    await store.send(.dialog(.presented(.reallyConfirm))) {
      $0.dialog = nil
      $0.isDeleted = true
    }
  }

  @Test func anAlertInADestinationPresentedInAnswerToAButtonStaysPresented() async {
    let store = TestStore(initialState: DoubleCheck.State()) { DoubleCheck() }
    await store.send(.deleteFromDestinationTapped) { $0.destination = .alert(.first) }
    await store.send(.destination(.presented(.alert(.confirm)))) {
      $0.destination = .alert(.second)
    }
    await store.send(.destination(.presented(.alert(.reallyConfirm)))) {
      $0.destination = nil
      $0.isDeleted = true
    }
  }

  @Test func alertsAreEqualByContentAndIdentifiedByTheirID() {
    let alert = AlertState<DoubleCheck.Action.Alert>.first
    let other = AlertState<DoubleCheck.Action.Alert>.first
    #expect(alert == other)
    #expect(alert.id != other.id)
    #expect(Set([alert, other]).count == 1)
    let copy = alert
    #expect(copy.id == alert.id)
    #expect(alert.map { $0 }.id == alert.id)
    let dialog = ConfirmationDialogState<DoubleCheck.Action.Alert>.first
    let otherDialog = ConfirmationDialogState<DoubleCheck.Action.Alert>.first
    #expect(dialog == otherDialog)
    #expect(dialog.id != otherDialog.id)
  }

  @Test func theIDIsNotDumped() {
    #expect(
      customDumpInline(AlertState<DoubleCheck.Action.Alert>.second)
        == #"AlertState(title: "Really delete?", message: nil, buttons: [ButtonState("#
        + #"role: .destructive, action: .send(.reallyConfirm), label: "Delete")])"#)
  }
}
