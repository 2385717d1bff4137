import ComposableArchitecture

/// A counter whose pull-to-refresh fetches a fact about the number, with a cancel button.
///
/// TCA's refreshable case study. It teaches that `send` returns the effects it started: a
/// pull-to-refresh view awaits `store.send(.refresh).finish()` to keep its spinner up while the
/// request is in flight, and a test can `finish()` or `cancel()` that task the same way. The
/// request is `.cancellable(id: CancelID.factRequest)`, so the cancel button's
/// `.cancel(id: CancelID.factRequest)` ends it, and the awaiting view with it.
@Reducer
public struct Refreshable: Sendable {
  /// The feature's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The counter.
    public var count = 0
    /// The last fact fetched about `count`.
    public var fact: String?

    /// Creates the state.
    public init(count: Int = 0, fact: String? = nil) {
      self.count = count
      self.fact = fact
    }
  }

  /// The feature's actions.
  public enum Action: Sendable {
    /// The cancel button was tapped.
    case cancelButtonTapped
    /// The minus button was tapped.
    case decrementButtonTapped
    /// The fact client answered, or failed.
    case factResponse(Result<String, any Error>)
    /// The plus button was tapped.
    case incrementButtonTapped
    /// The list was pulled down to refresh.
    case refresh
  }

  @Dependency(\.factClient) var factClient

  /// The cancellation ids of the feature's effects.
  public enum CancelID: Sendable { case factRequest }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .cancel(id: CancelID.factRequest)

      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case let .factResponse(.success(fact)):
        state.fact = fact
        return .none

      case .factResponse(.failure):
        // This is where the feature could handle the error.
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .refresh:
        state.fact = nil
        return .run { [count = state.count] send in
          await send(.factResponse(Result { try await self.factClient.fetch(count) }))
        }
        .cancellable(id: CancelID.factRequest)
      }
    }
  }
}
