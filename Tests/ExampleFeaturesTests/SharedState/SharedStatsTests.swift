import ComposableArchitecture
import ExampleFeatures
import Foundation
import Testing

@MainActor
struct SharedStatsTests {
  @Test
  func inMemoryTabsShareTheStats() async {
    let store = TestStore(initialState: SharedStats.State.inMemory()) {
      SharedStats()
    }

    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(\.counter.decrementButtonTapped) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    await store.send(\.counter.decrementButtonTapped) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    #expect(store.state.profile.stats.count == -1)
    #expect(store.state.profile.stats.minCount == -1)
    #expect(store.state.profile.stats.maxCount == 1)
    #expect(store.state.profile.stats.numberOfCounts == 3)

    await store.send(.selectTab(.profile)) {
      $0.currentTab = .profile
    }
    await store.send(\.profile.resetStatsButtonTapped) {
      $0.profile.$stats.withLock { $0 = Stats() }
    }
    #expect(store.state.counter.stats == Stats())
  }

  @Test
  func isPrime() async {
    let store = TestStore(initialState: SharedStats.State.inMemory()) {
      SharedStats()
    }

    await store.send(\.counter.isPrimeButtonTapped) {
      $0.counter.alert = .primality(of: 0)
    }
    await store.send(\.counter.alert.dismiss) {
      $0.counter.alert = nil
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(\.counter.isPrimeButtonTapped) {
      $0.counter.alert = .primality(of: 2)
    }
    #expect(
      store.state.counter.alert == AlertState { TextState("👍 The number 2 is prime!") })
    #expect(
      AlertState.primality(of: 9) == AlertState { TextState("👎 The number 9 is not prime :(") })
  }

  @Test
  func fileStorageTabsShareTheStatsInTheStoresFiles() async {
    let url = URL(fileURLWithPath: "/stats.json")
    let store = TestStore(initialState: SharedStats.State.fileStorage(url)) {
      SharedStats()
    }

    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    #expect(store.state.profile.stats.count == 1)

    var expected = Stats()
    expected.increment()
    let saved = try? store.dependencies.defaultFileStorage.data(at: url)
      .map { try JSONDecoder().decode(Stats.self, from: $0) }
    #expect(saved == expected)
  }

  @Test
  func fileStorageLoadsWhatWasSaved() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SharedStatsTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("stats.json")
    var expected = Stats()
    expected.increment()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try JSONEncoder().encode(expected).write(to: url)

    let state = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      SharedStats.State.fileStorage(url)
    }
    #expect(state.counter.stats == expected)
    #expect(state.profile.stats == expected)
  }
}

@MainActor
struct SharedStateAppStorageTests {
  @Test
  func theTabsShareTheCount() async {
    let store = TestStore(initialState: SharedStateAppStorage.State()) {
      SharedStateAppStorage()
    }

    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$count.withLock { $0 = 1 }
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$count.withLock { $0 = 2 }
    }
    await store.send(\.counter.isPrimeButtonTapped) {
      $0.counter.alert = .primality(of: 2)
    }
    #expect(store.state.profile.count == 2)
    await store.send(.selectTab(.profile)) {
      $0.currentTab = .profile
    }
    await store.send(\.profile.resetButtonTapped) {
      $0.profile.$count.withLock { $0 = 0 }
    }
    #expect(store.state.counter.count == 0)
  }

  @Test
  func theCountIsReadFromAppStorage() async {
    let defaults = AppStorageDefaults.inMemory
    let store = TestStore(
      initialState: SharedStateAppStorage.State()
    ) {
      SharedStateAppStorage()
    } withDependencies: {
      $0.defaultAppStorage = defaults
    }
    await store.send(\.counter.decrementButtonTapped) {
      $0.counter.$count.withLock { $0 = -1 }
    }

    let again = TestStore(initialState: SharedStateAppStorage.State()) {
      SharedStateAppStorage()
    } withDependencies: {
      $0.defaultAppStorage = defaults
    }
    #expect(again.state.profile.count == -1)
  }
}
