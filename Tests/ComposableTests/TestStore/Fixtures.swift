import Composable
import Synchronization
import Testing

/// A counter after TCA's EffectsBasics case study: a decrement below zero is undone a second
/// later, on the `continuousClock` dependency, unless an increment cancels it; a number fact from
/// a client, at once or a second later (read then); numbers from a stream that the test feeds;
/// an effect that ignores cancellation; one that throws.
struct EffectsCounter: Reducer {
  struct State: Equatable {
    var count = 0
    var numberFact: String?
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case decrementDelayResponse
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(String)
    case listenButtonTapped
    case streamed(Int)
    case sequenceButtonTapped
    case delayedFactButtonTapped
    case stubbornButtonTapped
    case child(Child)
    case throwingButtonTapped

    enum Child: Equatable {
      case tapped
      case response(Int)
    }
  }

  enum CancelID { case delay }
  struct Failure: Error {}

  /// The line of the `.run` that `throwingButtonTapped` returns.
  static let throwingLine = #line + 2
  static func throwing() -> Effect<Action> {
    .run { _ in throw Failure() }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.numberFact) var numberFact
  /// The stream `listenButtonTapped` subscribes to.
  var numbers: AsyncStream<Int>? = nil

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .decrementButtonTapped:
      state.count -= 1
      state.numberFact = nil
      return state.count >= 0
        ? .none
        : .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.decrementDelayResponse)
        }
        .cancellable(id: CancelID.delay)
    case .decrementDelayResponse:
      if state.count < 0 { state.count += 1 }
      return .none
    case .incrementButtonTapped:
      state.count += 1
      state.numberFact = nil
      return state.count >= 0 ? .cancel(id: CancelID.delay) : .none
    case .numberFactButtonTapped:
      return .run { [count = state.count, numberFact] send in
        await send(.numberFactResponse(numberFact.fetch(count)))
      }
    case let .numberFactResponse(fact):
      state.numberFact = fact
      return .none
    case .listenButtonTapped:
      return .run { [numbers] send in
        guard let numbers else { return }
        for await number in numbers { await send(.streamed(number)) }
      }
    case let .streamed(number):
      state.count = number
      return .none
    case .sequenceButtonTapped:
      return .concatenate(.send(.incrementButtonTapped), .send(.numberFactResponse("done")))
    case .delayedFactButtonTapped:
      return .run { [count = state.count] send in
        try await clock.sleep(for: .seconds(1))
        await send(.numberFactResponse(numberFact.fetch(count)))
      }
    case .stubbornButtonTapped:
      return .run { send in
        try? await clock.sleep(for: .seconds(1))
        await send(.decrementDelayResponse)
      }
    case .child(.tapped):
      return .run { send in
        try await clock.sleep(for: .milliseconds(250))
        await send(.child(.response(42)))
      }
    case let .child(.response(value)):
      state.count = value
      return .none
    case .throwingButtonTapped:
      return Self.throwing()
    }
  }
}

/// A number-fact client; its test value answers `"<n> is a good number."`.
struct NumberFactClient: Sendable {
  var fetch: @Sendable (Int) async -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient { "\($0) is a live number." }
  static let testValue = NumberFactClient { "\($0) is a good number." }
}

/// A client with a live value and no test value.
struct AnalyticsClient: Sendable {
  var name: @Sendable () -> String
}

extension AnalyticsClient: DependencyKey {
  static let liveValue = AnalyticsClient { "live" }
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }

  var analytics: AnalyticsClient {
    get { self[AnalyticsClient.self] }
    set { self[AnalyticsClient.self] = newValue }
  }
}

extension TestStore where State == EffectsCounter.State, Action == EffectsCounter.Action {
  /// A store over `EffectsCounter` whose `continuousClock` is `clock`.
  static func effectsCounter(
    _ state: EffectsCounter.State = EffectsCounter.State(), clock: TestClock = TestClock(),
    numbers: AsyncStream<Int>? = nil
  ) -> TestStore {
    TestStore(initialState: state) {
      EffectsCounter(numbers: numbers)
    } withDependencies: {
      $0.continuousClock = clock
    }
  }
}

/// Collects the failures a block reports, as values, instead of recording them with the test.
final class Failures: Sendable {
  private let storage = Mutex<[TestFailure]>([])

  /// Runs `body`, collecting every failure it reports.
  static func collect(_ body: () async -> Void) async -> [TestFailure] {
    let failures = Failures()
    await IssueReporting.withFailureHandler({ failure in
      failures.storage.withLock { $0.append(failure) }
    }) {
      await body()
    }
    return failures.storage.withLock { $0 }
  }
}

/// The failure for actions an effect fed back that a test did not receive by its end, as
/// `"<count> unexpected action(s)"` and the lines of the dumped list between its brackets.
func receivedUnexpectedly(_ count: String, _ actions: [String]) -> String {
  """
  The store received \(count).

    Unhandled actions:
  \(actions.map { "    \($0)" }.joined(separator: "\n"))

  To fix, explicitly assert against these actions using "store.receive", skip these actions \
  by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
  store: "store.exhaustivity = .off".
  """
}

/// The failure of a `finish()` with effects still in flight, whose summaries are `summaries`
/// (each line indented as the message indents it).
func effectsStillInFlight(_ summaries: String) -> String {
  """
  Expected effects to finish, but there are still effects in-flight.

  \(summaries)

  To fix, advance the test clock so that sleeping effects may complete, or cancel long-living \
  effects (an action returning "Effect.cancel", or "await store.skipInFlightEffects()").
  """
}
