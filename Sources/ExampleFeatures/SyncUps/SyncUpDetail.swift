import ComposableArchitecture
import Tagged

/// A sync-up's screen: its details and past meetings, an Edit sheet, a Delete button that asks
/// first, and a Start Meeting button.
///
/// The detail holds `@Shared var syncUp`, a reference into the list's `@Shared(.syncUps)`: what
/// it changes (an edit, a deleted meeting) is changed in the list, and saved. Deleting the
/// sync-up removes it from `@Shared(.syncUps)` itself and dismisses the screen through
/// `@Dependency(\.dismiss)`. Starting a meeting asks the speech client whether it may
/// transcribe; when it may (or has not asked yet), the detail tells its parent through
/// `.delegate(.startMeeting($syncUp))`, else it explains in an alert.
@Reducer
public struct SyncUpDetail: Sendable {
  /// What the detail presents.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Destination {
    /// An alert: deletion, or speech recognition denied or restricted.
    case alert(AlertState<Alert>)
    /// The sheet that edits the sync-up.
    case edit(SyncUpForm)

    /// The actions of the alerts' buttons.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      /// "Yes": delete the sync-up.
      case confirmDeletion
      /// Start the meeting without a transcript.
      case continueWithoutRecording
      /// Open the settings, to allow speech recognition.
      case openSettings
    }
  }

  /// The detail's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// What the detail presents, if anything.
    @Presents public var destination: Destination.State?
    /// The sync-up, shared with the list.
    @Shared public var syncUp: SyncUp

    /// Creates the state.
    public init(destination: Destination.State? = nil, syncUp: Shared<SyncUp>) {
      self.destination = destination
      self._syncUp = syncUp
    }
  }

  /// What the detail can do.
  public enum Action: Equatable, Sendable {
    /// The edit sheet's Cancel button was tapped.
    case cancelEditButtonTapped
    /// What the detail tells its parent.
    case delegate(Delegate)
    /// The Delete button was tapped.
    case deleteButtonTapped
    /// Past meetings were swiped away.
    case deleteMeetings(atOffsets: IndexSet)
    /// What the detail presents.
    case destination(PresentationAction<Destination.Action>)
    /// The edit sheet's Done button was tapped.
    case doneEditingButtonTapped
    /// The Edit button was tapped.
    case editButtonTapped
    /// A past meeting was tapped: the parent pushes it.
    case meetingTapped(id: Meeting.ID)
    /// The Start Meeting button was tapped.
    case startMeetingButtonTapped

    /// What the detail tells its parent.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      /// Record a meeting of this sync-up.
      case startMeeting(Shared<SyncUp>)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.speechClient.authorizationStatus) var authorizationStatus

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case let .deleteMeetings(atOffsets: offsets):
        state.$syncUp.withLock { $0.meetings.remove(atOffsets: offsets) }
        return .none

      case let .destination(.presented(.alert(alertAction))):
        switch alertAction {
        case .confirmDeletion:
          @Shared(.syncUps) var syncUps
          $syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }
          return .run { _ in await dismiss() }

        case .continueWithoutRecording:
          return .send(.delegate(.startMeeting(state.$syncUp)))

        case .openSettings:
          return .run { _ in await openSettings() }
        }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case let .some(.edit(form)) = state.destination else { return .none }
        state.$syncUp.withLock { $0 = form.syncUp }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .meetingTapped:
        return .none

      case .startMeetingButtonTapped:
        switch authorizationStatus() {
        case .notDetermined, .authorized:
          return .send(.delegate(.startMeeting(state.$syncUp)))

        case .denied:
          state.destination = .alert(.speechRecognitionDenied)
          return .none

        case .restricted:
          state.destination = .alert(.speechRecognitionRestricted)
          return .none
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  /// Asks to confirm the deletion of the sync-up.
  public static let deleteSyncUp = AlertState {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Yes")
    }
    ButtonState(role: .cancel) {
      TextState("Nevermind")
    }
  } message: {
    TextState("Are you sure you want to delete this sync-up?")
  }

  /// Says the meeting will not be transcribed, since the user denied speech recognition.
  public static let speechRecognitionDenied = AlertState {
    TextState("Speech recognition denied")
  } actions: {
    ButtonState(action: .continueWithoutRecording) {
      TextState("Continue without recording")
    }
    ButtonState(action: .openSettings) {
      TextState("Open settings")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState(
      """
      Speech recognition was denied, so this meeting will not be transcribed. Allow it in \
      settings, or start the meeting without a transcript.
      """)
  }

  /// Says the meeting will not be transcribed, since the device cannot.
  public static let speechRecognitionRestricted = AlertState {
    TextState("Speech recognition restricted")
  } actions: {
    ButtonState(action: .continueWithoutRecording) {
      TextState("Continue without recording")
    }
    ButtonState(role: .cancel) {
      TextState("Cancel")
    }
  } message: {
    TextState(
      "This device cannot recognize speech, so this meeting will not be transcribed."
    )
  }
}
