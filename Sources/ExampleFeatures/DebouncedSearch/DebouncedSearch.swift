import ComposableArchitecture

/// A search field that searches only once the user stops typing.
///
/// After TCA's search example, with the debounce in the reducer. It teaches debouncing with
/// `clock.sleep(for:)` and `.cancellable(id:cancelInFlight: true)`: every change of the query
/// starts an effect that sleeps 300ms and then sends `searchQueryChangeDebounced`; a change within
/// those 300ms cancels the sleeping effect and starts a new one, so only the last query is
/// searched. The search request shares the id, so typing on also cancels a request in flight,
/// and clearing the query returns `.cancel(id:)` and empties the results at once.
@Reducer
public struct DebouncedSearch: Sendable {
  /// The search screen's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The names found for the last query searched.
    public var results: [String] = []
    /// What the user typed.
    public var searchQuery = ""

    /// Creates the state.
    public init(results: [String] = [], searchQuery: String = "") {
      self.results = results
      self.searchQuery = searchQuery
    }
  }

  /// The search screen's actions.
  public enum Action: Sendable {
    /// The user typed in the search field.
    case searchQueryChanged(String)
    /// The query stayed unchanged for ``DebouncedSearch/debounce``.
    case searchQueryChangeDebounced
    /// The search client answered, or failed.
    case searchResponse(Result<[String], any Error>)
  }

  /// How long the query must stay unchanged before it is searched.
  public static let debounce: Duration = .milliseconds(300)

  @Dependency(\.continuousClock) var clock
  @Dependency(\.searchClient) var searchClient

  /// The cancellation ids of the feature's effects.
  public enum CancelID: Sendable { case search }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .searchQueryChanged(query):
        state.searchQuery = query

        // When the query is cleared, clear the results and cancel any search in flight too,
        // otherwise its results could still arrive.
        guard !state.searchQuery.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .run { send in
          try await self.clock.sleep(for: Self.debounce)
          await send(.searchQueryChangeDebounced)
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case .searchQueryChangeDebounced:
        guard !state.searchQuery.isEmpty else {
          return .none
        }
        return .run { [query = state.searchQuery] send in
          await send(.searchResponse(Result { try await self.searchClient.search(query: query) }))
        }
        .cancellable(id: CancelID.search)

      case .searchResponse(.failure):
        state.results = []
        return .none

      case let .searchResponse(.success(results)):
        state.results = results
        return .none
      }
    }
  }
}
