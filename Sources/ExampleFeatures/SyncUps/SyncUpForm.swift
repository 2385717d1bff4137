import ComposableArchitecture
import Tagged

/// The form that edits a sync-up: its title, duration, theme and attendees.
///
/// The fields are bindings: a view's text field sends `.binding(.set(\.syncUp.title, "…"))`,
/// which `BindingReducer` applies. The form keeps which field has the focus, `focus`, as state,
/// so that adding an attendee focuses its name, and deleting one focuses the nearest that is
/// left; a form always keeps one attendee.
@Reducer
public struct SyncUpForm: Sendable {
  /// The form's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The field that has the focus, if any.
    public var focus: Field?
    /// The sync-up being edited.
    public var syncUp: SyncUp

    /// Creates the state; a sync-up without attendees gets one, with an id from the `uuid`
    /// dependency.
    public init(focus: Field? = .title, syncUp: SyncUp) {
      self.focus = focus
      self.syncUp = syncUp
      if self.syncUp.attendees.isEmpty {
        @Dependency(\.uuid) var uuid
        self.syncUp.attendees.append(Attendee(id: Attendee.ID(uuid())))
      }
    }

    /// A field of the form.
    public enum Field: Hashable, Sendable {
      /// An attendee's name.
      case attendee(Attendee.ID)
      /// The title.
      case title
    }
  }

  /// What the form can do.
  public enum Action: BindableAction, Equatable, Sendable {
    /// The "New attendee" button was tapped.
    case addAttendeeButtonTapped
    /// A field changed.
    case binding(BindingAction<State>)
    /// Attendees were swiped away.
    case deleteAttendees(atOffsets: IndexSet)
  }

  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        let attendee = Attendee(id: Attendee.ID(uuid()))
        state.syncUp.attendees.append(attendee)
        state.focus = .attendee(attendee.id)
        return .none

      case .binding:
        return .none

      case let .deleteAttendees(atOffsets: offsets):
        state.syncUp.attendees.remove(atOffsets: offsets)
        if state.syncUp.attendees.isEmpty {
          state.syncUp.attendees.append(Attendee(id: Attendee.ID(uuid())))
        }
        guard let first = offsets.first else { return .none }
        let index = min(first, state.syncUp.attendees.count - 1)
        state.focus = .attendee(state.syncUp.attendees[index].id)
        return .none
      }
    }
  }
}
