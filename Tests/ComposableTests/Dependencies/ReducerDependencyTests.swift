import Composable
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads the date in its reducer and in an effect.
private struct Clockwork: Reducer {
  struct State: Equatable {
    var reduced: Date?
    var delivered: Date?
  }
  enum Action: Equatable { case tapped, delivered(Date) }

  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      state.reduced = date.now
      return .run { send in await send(.delivered(date.now)) }
    case .delivered(let date):
      state.delivered = date
      return .none
    }
  }
}

@Suite struct ReducerDependencyTests {
  @Test func aReducerAndItsEffectsRunWithTheDependencySet() async {
    let epoch = Date(timeIntervalSince1970: 0)
    let store = TestStore(initialState: Clockwork.State()) {
      Clockwork()
        .dependency(\.date, .constant(epoch))
    }
    await store.send(.tapped) { $0.reduced = epoch }
    await store.receive(.delivered(epoch)) { $0.delivered = epoch }
  }

  @Test func theValueNearestTheReducerWins() async {
    let near = Date(timeIntervalSince1970: 1)
    let store = TestStore(initialState: Clockwork.State()) {
      Clockwork()
        .dependency(\.date, .constant(near))
        .dependency(\.date, .constant(Date(timeIntervalSince1970: 2)))
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 3))
    }
    await store.send(.tapped) { $0.reduced = near }
    await store.receive(.delivered(near)) { $0.delivered = near }
  }

  @Test func transformDependencyChangesTheCurrentValue() async {
    let store = TestStore(initialState: Clockwork.State()) {
      Clockwork()
        .transformDependency(\.date) { $0.now = $0.now.addingTimeInterval(60) }
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    let later = Date(timeIntervalSince1970: 60)
    await store.send(.tapped) { $0.reduced = later }
    await store.receive(.delivered(later)) { $0.delivered = later }
  }
}

@Suite struct ReducerDependencyWritingTests {
  /// Reads the URL session, whose test value reports when it is read.
  private struct Fetcher: Reducer {
    @Dependency(\.urlSession) var urlSession
    func reduce(into state: inout Int, action: Void) -> Effect<Void> {
      _ = urlSession
      state += 1
      return .none
    }
  }

  @Test func settingADependencyOnAReducerReadsNoTestValue() async {
    let store = TestStore(initialState: 0) {
      Fetcher().dependency(\.urlSession, URLSession(configuration: .ephemeral))
    }
    await store.send(()) { $0 = 1 }
  }
}
