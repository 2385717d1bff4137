import Composable
import Foundation
import Testing

extension UUID {
  /// `UUID(2)` is `00000000-0000-0000-0000-000000000002`, as `.incrementing` makes them.
  fileprivate init(_ value: UInt8) {
    self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, value))
  }
}

/// A feature whose state stamps itself with a UUID when created, and whose reducer notes the
/// date it was built at.
private struct Stamped: Reducer {
  struct State: Equatable {
    var id: UUID
    var stamps: [UUID] = []
    var builtAt: Date?

    init() {
      @Dependency(\.uuid) var uuid
      self.id = uuid()
    }
  }

  enum Action { case stamp, noteBuildDate }

  @Dependency(\.uuid) var uuid
  let builtAt: Date

  init() {
    @Dependency(\.date) var date
    self.builtAt = date.now
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .stamp:
      state.stamps.append(uuid())
    case .noteBuildDate:
      state.builtAt = builtAt
    }
    return .none
  }
}

@Suite struct TestStoreInitialStateTests {
  @Test func theInitialStateIsMadeWithTheStoresDependencies() async {
    let store = TestStore(initialState: Stamped.State()) {
      Stamped()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    #expect(store.state.id == UUID(0))
    // NB: The generator the state used is the one the reducer goes on with.
    await store.send(.stamp) { $0.stamps = [UUID(1)] }
  }

  @Test func theReducerIsBuiltWithTheStoresDependencies() async {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    let store = TestStore(initialState: Stamped.State()) {
      Stamped()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(date)
    }
    await store.send(.noteBuildDate) { $0.builtAt = date }
  }
}

@Suite struct StoreInitialStateTests {
  @Test func aLiveStoresInitialStateIsMadeWithItsDependencies() {
    let store = Store(initialState: Stamped.State()) {
      Stamped()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    }
    #expect(store.state.id == UUID(0))
    store.send(.stamp)
    #expect(store.state.stamps == [UUID(1)])
  }
}
