import ValueDump

/// Where in-memory shared values live: the `defaultInMemoryStorage` dependency.
///
/// The live storage lives as long as the program; each test store gets a fresh one, so that
/// tests do not see each other's values.
public final class InMemoryStorage: Sendable {
  let registry = SharedRegistry(keepsBoxes: true)

  /// Creates an empty storage.
  public init() {}
}

/// A key for a value shared in memory, for as long as the program runs:
/// `@Shared(.inMemory("count")) var count = 0`.
public struct InMemoryKey<Value: Sendable>: SharedKey, SharedKeyStorage, CustomStringConvertible {
  let key: String
  let storage: InMemoryStorage

  init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage
  }

  /// The key's name.
  public var id: String { key }

  /// Nothing is stored beyond the shared box itself.
  public func load(initialValue: Value?) -> Value? { nil }

  /// Nothing is stored beyond the shared box itself.
  public func save(_ value: Value) {}

  var registry: SharedRegistry { storage.registry }
  var isPersistent: Bool { false }

  /// `.inMemory("count")`.
  public var description: String { ".inMemory(\(customDumpInline(key)))" }
}

extension SharedReaderKey {
  /// A key for a value shared in memory, in the `defaultInMemoryStorage` dependency.
  ///
  /// - Parameter key: The key's name.
  /// - Returns: The key.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// The storage of `.inMemory` keys: one for the program, a fresh one for each test store.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
