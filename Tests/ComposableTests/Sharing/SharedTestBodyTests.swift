import Composable
import Foundation
import TestHelpers
import Testing

/// Names kept in a file, which an action removes one of, through a `@Shared` of its own, as
/// SyncUps deletes a sync-up; and a count shared in memory.
private struct Roster: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case delete(String)
  }

  static let url = URL(fileURLWithPath: "/roster/names.json")

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.$count.withLock { $0 += 1 }
      return .none
    case let .delete(name):
      @Shared(.fileStorage(Self.url)) var names: [String] = []
      $names.withLock { $0.removeAll { $0 == name } }
      return .none
    }
  }
}

/// A `@Shared` declared in a test's body shares the test's storage with the test stores the test
/// makes, as in TCA.
@Suite struct SharedTestBodyTests {
  @Test func aSharedValueInTheTestSeesWhatTheStoreWrites() async {
    @Shared(.inMemory("count")) var count = 0
    let store = TestStore(initialState: Roster.State()) { Roster() }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
    #expect(count == 1)
  }

  @Test func aFileTheTestDeclaresSeesTheStoresDeletion() async {
    @Shared(.fileStorage(Roster.url)) var names = ["Blob", "Blob Jr."]
    defer { #expect(names == ["Blob Jr."]) }
    let store = TestStore(initialState: Roster.State()) { Roster() }
    await store.send(.delete("Blob"))
  }

  @Test func theStoreStartsFromWhatTheTestWrote() async {
    @Shared(.inMemory("count")) var count = 0
    $count.withLock { $0 = 5 }
    let store = TestStore(initialState: Roster.State()) { Roster() }
    #expect(store.state.count == 5)
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 6 } }
    #expect(count == 6)
  }

  @Test func storesInOneTestShareItsStorage() async {
    let first = TestStore(initialState: Roster.State()) { Roster() }
    await first.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
    let second = TestStore(initialState: Roster.State()) { Roster() }
    #expect(second.state.count == 1)
  }

  @Test func aStorageSetOnTheStoreIsItsOwn() async {
    @Shared(.inMemory("count")) var count = 0
    let store = TestStore(initialState: Roster.State()) {
      Roster()
    } withDependencies: {
      $0.defaultInMemoryStorage = InMemoryStorage()
    }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 1 } }
    #expect(count == 0)
  }

  // NB: Two tests that write the same key: whichever runs second would see the other's value if
  // tests shared a storage.
  @Test func eachTestHasItsOwnStorage() async {
    @Shared(.inMemory("perTest")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 1 }
  }

  @Test func eachTestHasItsOwnStorageToo() async {
    @Shared(.inMemory("perTest")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 1 }
  }
}
