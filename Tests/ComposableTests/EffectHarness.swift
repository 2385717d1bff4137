@testable import Composable

/// Runs arbitrary effect bodies on a test store, logging what they send.
struct Harness: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action {
    case start(@Sendable (Send<Action>) async throws -> Void)
    case log(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(operation):
      return .run { send in try await operation(send) }
    case let .log(line):
      state.log.append(line)
      return .none
    }
  }
}

extension TestStore where State == Harness.State, Action == Harness.Action {
  static func harness() -> TestStore { TestStore(initialState: Harness.State()) { Harness() } }

  /// Receives every queued `.log` action without asserting state, returning their lines.
  func drainLog() async -> [String] {
    let before = state.log
    await skipReceivedActionsQuietly()
    return Array(state.log.dropFirst(before.count))
  }

  func skipReceivedActionsQuietly() async {
    await withExhaustivity(.off) { await skipReceivedActions(strict: false) }
  }
}
