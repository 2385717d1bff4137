import ComposableArchitecture
import Tagged

/// The SyncUps app: the list of sync-ups at the root of a navigation stack that pushes a
/// sync-up's detail, a past meeting, and a meeting being recorded.
///
/// TCA's tutorial app, without SwiftUI. The `Path` reducer lists what the stack can hold; a
/// past meeting, a case of two values, is plain state, with no reducer. Every screen of the
/// stack works on the same shared sync-up: the list pushes a detail with `$syncUps[id:]`, the
/// detail's `.delegate(.startMeeting($syncUp))` pushes a recording with the same reference, and
/// the meeting the recording saves shows in the detail and in the list, and is saved to the
/// `.syncUps` file. Deleting a sync-up from its detail removes it from the list and pops the
/// detail.
@Reducer
public struct AppFeature: Sendable {
  /// The screens the stack can hold.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Path {
    /// A sync-up's detail.
    case detail(SyncUpDetail)
    /// A past meeting of a sync-up.
    case meeting(Meeting, syncUp: SyncUp)
    /// A meeting being recorded.
    case record(RecordMeeting)
  }

  /// The app's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The pushed screens, bottom first.
    public var path: StackState<Path.State>
    /// The list at the root.
    public var syncUpsList: SyncUpsList.State

    /// Creates the state.
    public init(
      path: StackState<Path.State> = StackState(), syncUpsList: SyncUpsList.State = .init()
    ) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  /// What the app can do.
  public enum Action: Equatable, Sendable {
    /// The stack's pushes, pops and screen actions.
    case path(StackActionOf<Path>)
    /// The list's actions.
    case syncUpsList(SyncUpsList.Action)
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(_, .detail(.delegate(delegateAction)))):
        switch delegateAction {
        case let .startMeeting(syncUp):
          state.path.append(.record(RecordMeeting.State(syncUp: syncUp)))
          return .none
        }

      case let .path(.element(id, .detail(.meetingTapped(meetingID)))):
        guard
          case let .some(.detail(detail)) = state.path[id: id],
          let meeting = detail.syncUp.meetings[id: meetingID]
        else { return .none }
        state.path.append(.meeting(meeting, syncUp: detail.syncUp))
        return .none

      case .path:
        return .none

      case let .syncUpsList(.syncUpTapped(id)):
        guard let syncUp = Shared(state.syncUpsList.$syncUps[id: id]) else { return .none }
        state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
        return .none

      case .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
