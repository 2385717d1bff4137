import ComposableArchitecture
import StoreREPL

/// Builds a catalog feature's initial state on storage in memory when the dependencies in
/// effect would keep its shared values in the user's real files: the catalog reads and writes
/// no file of the user's.
///
/// - Parameter makeState: Builds the state.
/// - Returns: The state, its shared values in memory.
func withoutRealFiles<State>(_ makeState: () -> State) -> State {
  @Dependency(\.defaultFileStorage) var files
  @Dependency(\.defaultAppStorage) var appStorage
  guard files === FileStorage.fileSystem || appStorage === AppStorageDefaults.standard else {
    return makeState()
  }
  return withDependencies {
    $0.useStorageInMemory()
  } operation: {
    makeState()
  }
}

/// The storage overrides every scenario of a feature with shared state makes, so that a
/// session keeps its shared values in memory.
let inMemoryStorage = """
  $0.defaultFileStorage = .inMemory
  $0.defaultAppStorage = .inMemory
  $0.defaultInMemoryStorage = InMemoryStorage()
  """

extension DependencyValues {
  /// Keeps every kind of shared value in memory, fresh.
  mutating func useStorageInMemory() {
    defaultFileStorage = .inMemory
    defaultAppStorage = .inMemory
    defaultInMemoryStorage = InMemoryStorage()
  }
}

extension REPLScenario {
  /// A scenario of a feature with shared state: its values in memory, and other overrides.
  ///
  /// - Parameters:
  ///   - name: The scenario's name.
  ///   - summary: What its dependencies do.
  ///   - swift: Its other overrides, as Swift statements on `$0`.
  ///   - prepare: Its other overrides.
  static func sharingInMemory(
    _ name: String, summary: String, swift: String? = nil,
    prepare: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  ) -> REPLScenario {
    REPLScenario(
      name, summary: summary,
      swift: [inMemoryStorage, swift].compactMap { $0 }.joined(separator: "\n")
    ) {
      $0.useStorageInMemory()
      prepare(&$0)
    }
  }
}
