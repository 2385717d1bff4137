extension DependencyValues {
  /// Takes the storages of shared values (in memory, files, app storage) that `other` resolves
  /// to.
  ///
  /// A test store made in a test does this with the test's dependencies, so that its reducer,
  /// its effects and the test's body share one storage, as in TCA: a `@Shared(.syncUps)` the
  /// test declares sees what the store writes to that key. Overrides made afterwards win.
  ///
  /// - Parameter other: The dependencies whose storages to take.
  mutating func shareStorage(of other: DependencyValues) {
    defaultInMemoryStorage = other.defaultInMemoryStorage
    defaultFileStorage = other.defaultFileStorage
    defaultAppStorage = other.defaultAppStorage
  }
}
