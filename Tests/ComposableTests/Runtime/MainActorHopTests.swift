import Composable
import Testing

@testable import Composable

/// A client whose endpoint the test implements on the main actor, as TCA's web socket case study
/// does with its ping.
private struct PingClient: Sendable {
  var sendPing: @Sendable (_ id: Int) async throws -> Void
}

extension PingClient: DependencyKey {
  static let liveValue = PingClient(sendPing: { _ in })
  static let testValue = PingClient(sendPing: { _ in })
}

extension DependencyValues {
  fileprivate var pingClient: PingClient {
    get { self[PingClient.self] }
    set { self[PingClient.self] = newValue }
  }
}

/// A connection after TCA's web socket case study: a task group whose child pings every ten
/// seconds on the clock, through a client, and says so.
private struct Connection: Reducer {
  struct State: Equatable {
    var isConnected = false
    var pings = 0
  }

  enum Action: Equatable {
    case connectButtonTapped
    case disconnectButtonTapped
    case pinged
  }

  enum CancelID { case connection }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.pingClient) var pingClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .connectButtonTapped:
      state.isConnected = true
      return .run { send in
        await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            while !Task.isCancelled {
              try await clock.sleep(for: .seconds(10))
              try await pingClient.sendPing(1)
              await send(.pinged)
            }
          }
        }
      }
      .cancellable(id: CancelID.connection)
    case .disconnectButtonTapped:
      state.isConnected = false
      return .cancel(id: CancelID.connection)
    case .pinged:
      state.pings += 1
      return .none
    }
  }
}

@MainActor
@Suite struct MainActorHopTests {
  @Test func aMainActorDependencyInATaskGroupChildRunsWhenTheClockAdvances() async {
    let clock = TestClock()
    var pingsCount = 0
    let store = TestStore(initialState: Connection.State()) {
      Connection()
    } withDependencies: {
      $0.continuousClock = clock
      $0.pingClient.sendPing = { @MainActor @Sendable _ in pingsCount += 1 }
    }
    await store.send(.connectButtonTapped) { $0.isConnected = true }
    #expect(pingsCount == 0)
    await clock.advance(by: .seconds(10))
    #expect(pingsCount == 1)
    await store.receive(.pinged) { $0.pings = 1 }
    await clock.advance(by: .seconds(20))
    #expect(pingsCount == 3)
    await store.receive(.pinged) { $0.pings = 2 }
    await store.receive(.pinged) { $0.pings = 3 }
    await store.send(.disconnectButtonTapped) { $0.isConnected = false }
  }
}

@Suite struct MainActorHopOffMainTests {
  @Test func aMainActorDependencyRunsWhenTheClockAdvancesOffTheMainActor() async {
    let clock = TestClock()
    let pings = LockIsolated(0)
    let store = TestStore(initialState: Connection.State()) {
      Connection()
    } withDependencies: {
      $0.continuousClock = clock
      $0.pingClient.sendPing = { @MainActor @Sendable _ in pings.withValue { $0 += 1 } }
    }
    await store.send(.connectButtonTapped) { $0.isConnected = true }
    await clock.advance(by: .seconds(10))
    // NB: Off the main actor, the ping runs on it meanwhile; what it hands back is outside work,
    // which `receive` waits for.
    await store.receive(.pinged) { $0.pings = 1 }
    #expect(pings.value == 1)
    await store.send(.disconnectButtonTapped) { $0.isConnected = false }
  }
}
