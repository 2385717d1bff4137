import ComposableArchitecture

/// Two deliveries, one fast and one slow, combined three ways.
///
/// Not one of TCA's case studies: a tour of the effect combinators the others do not need.
/// `delivery(_:after:)` is an `Effect<String>`, a reusable effect that knows nothing of this
/// feature's actions; `.map` turns what it sends into `finished`. Then:
/// - `mergeButtonTapped` runs both with `.merge`: they start together, and the fast one (1s)
///   arrives before the slow one (2s).
/// - `concatenateButtonTapped` runs them with `.concatenate`: the fast one starts only once the
///   slow one has finished, so it arrives at 3s.
/// - `raceButtonTapped` merges two runners under `CancelID.race`; the first to arrive calls
///   `Task.cancel(id: CancelID.race)` from inside its effect, which cancels the other runner.
///
/// Each delivery runs with `.run(priority: .low)`: priority is a hint to the executor and changes
/// nothing on the store's deterministic runtime.
@Reducer
public struct EffectsComposition: Sendable {
  /// The feature's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// What arrived, in order.
    public var arrivals: [String] = []

    /// Creates the state.
    public init(arrivals: [String] = []) {
      self.arrivals = arrivals
    }
  }

  /// The feature's actions.
  public enum Action: Equatable, Sendable {
    /// Runs the slow delivery, then the fast one.
    case concatenateButtonTapped
    /// A delivery or a racer arrived.
    case finished(String)
    /// Runs both deliveries at once.
    case mergeButtonTapped
    /// Races a tortoise against a hare.
    case raceButtonTapped
  }

  /// The cancellation ids of the feature's effects.
  public enum CancelID: Sendable { case race }

  /// Creates the reducer.
  public init() {}

  /// An effect that sleeps `delay` on the `continuousClock`, then sends `label`.
  ///
  /// - Parameters:
  ///   - label: What to send.
  ///   - delay: How long to sleep first.
  /// - Returns: An effect that sends one string.
  public static func delivery(_ label: String, after delay: Duration) -> Effect<String> {
    .run(priority: .low) { send in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: delay)
      await send(label)
    }
  }

  /// A racer: sleeps `delay`, sends `label`, then cancels every racer, itself included.
  ///
  /// - Parameters:
  ///   - label: What to send on arrival.
  ///   - delay: How long the race takes this racer.
  /// - Returns: An effect registered under `CancelID.race`.
  static func racer(_ label: String, after delay: Duration) -> Effect<Action> {
    .run { send in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: delay)
      await send(.finished(label))
      Task.cancel(id: CancelID.race)
    }
    .cancellable(id: CancelID.race)
  }

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .concatenateButtonTapped:
        return Effect<String>.concatenate(
          Self.delivery("slow", after: .seconds(2)),
          Self.delivery("fast", after: .seconds(1))
        )
        .map { .finished($0) }

      case let .finished(label):
        state.arrivals.append(label)
        return .none

      case .mergeButtonTapped:
        return Effect<String>.merge(
          Self.delivery("slow", after: .seconds(2)),
          Self.delivery("fast", after: .seconds(1))
        )
        .map { .finished($0) }

      case .raceButtonTapped:
        return .merge(
          Self.racer("tortoise", after: .seconds(2)),
          Self.racer("hare", after: .seconds(1))
        )
      }
    }
  }
}
