import ComposableArchitecture
import Tagged

/// The app's first screen: every sync-up, a button that adds one in a sheet, and swipe to delete.
///
/// The list holds the sync-ups as `@Shared(.syncUps)`: a file in the live app, files in memory
/// in tests and in the shell. Tapping a row is `syncUpTapped(id:)`, which ``AppFeature`` answers
/// by pushing the sync-up's detail with a shared reference into this list, `$syncUps[id:]`.
@Reducer
public struct SyncUpsList: Sendable {
  /// What the list presents.
  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum Destination {
    /// The sheet that adds a sync-up.
    case add(SyncUpForm)
  }

  /// The list's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// What the list presents, if anything.
    @Presents public var destination: Destination.State?
    /// Every sync-up, stored in the `.syncUps` file. The key is given in `init`: a key on the
    /// declaration would make the shared value (with the key's default) before `init` could give
    /// its own default.
    @Shared public var syncUps: IdentifiedArrayOf<SyncUp>

    /// Creates the state.
    ///
    /// - Parameters:
    ///   - destination: What the list presents.
    ///   - syncUps: The sync-ups, when the `.syncUps` file holds none.
    public init(destination: Destination.State? = nil, syncUps: IdentifiedArrayOf<SyncUp> = []) {
      self.destination = destination
      self._syncUps = Shared(wrappedValue: syncUps, .syncUps)
    }
  }

  /// What the list can do.
  public enum Action: Equatable, Sendable {
    /// The plus button was tapped.
    case addSyncUpButtonTapped
    /// The sheet's Add button was tapped.
    case confirmAddSyncUpButtonTapped
    /// What the list presents.
    case destination(PresentationAction<Destination.Action>)
    /// The sheet's Dismiss button was tapped.
    case dismissAddSyncUpButtonTapped
    /// Rows were swiped away.
    case onDelete(IndexSet)
    /// A row was tapped: the parent pushes its detail.
    case syncUpTapped(id: SyncUp.ID)
  }

  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(uuid()))))
        return .none

      case .confirmAddSyncUpButtonTapped:
        guard case let .some(.add(form)) = state.destination else { return .none }
        var syncUp = form.syncUp
        syncUp.attendees.removeAll { attendee in
          attendee.name.allSatisfy(\.isWhitespace)
        }
        if syncUp.attendees.isEmpty {
          syncUp.attendees.append(
            form.syncUp.attendees.first ?? Attendee(id: Attendee.ID(uuid())))
        }
        state.$syncUps.withLock { _ = $0.append(syncUp) }
        state.destination = nil
        return .none

      case .destination:
        return .none

      case .dismissAddSyncUpButtonTapped:
        state.destination = nil
        return .none

      case let .onDelete(offsets):
        state.$syncUps.withLock { $0.remove(atOffsets: offsets) }
        return .none

      case .syncUpTapped:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// Every sync-up, in `sync-ups.json` in the user's documents folder; none at first.
  public static var syncUps: Self {
    Self[.fileStorage(documentsDirectory.appendingPathComponent("sync-ups.json")), default: []]
  }
}

/// The user's documents folder (Foundation has no `URL.documentsDirectory` on Linux).
private var documentsDirectory: URL {
  FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
}

extension SyncUpsList.State {
  /// The list of ``SyncUp/mock`` and ``SyncUp/engineeringMock``, when the `.syncUps` file holds
  /// none.
  public static var mocks: Self {
    Self(syncUps: [.mock, .engineeringMock])
  }
}
