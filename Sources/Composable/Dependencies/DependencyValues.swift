#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The dependencies in effect: values set explicitly, and for every other key its live, preview
/// or test value according to ``context``.
///
/// Read them with `@Dependency(\.key)`; change them for a scope with `withDependencies`.
public struct DependencyValues: Sendable {
  /// The dependencies of the current task, inherited by the tasks it creates.
  ///
  /// `withDependencies` binds it for an operation; `@Dependency` reads it when its value is read,
  /// so an effect sees the values that were current when it was created. Its initial value is a
  /// ``init()`` made when first read, whose values not set explicitly are cached per test while
  /// a test runs: each test starts from its own.
  @TaskLocal public static var _current = DependencyValues(cachedPerTest: ())

  /// Which value a key resolves to when it was not set explicitly.
  public var context: DependencyContext

  /// The values set explicitly, each in a box of its key's `Value`, read back with an unchecked
  /// downcast: a cast from `any Sendable` to a constrained existential such as
  /// `any Clock<Duration>` checks its requirements at run time, and cost more than the rest of
  /// reading a dependency.
  private var explicitStorage: [ObjectIdentifier: AnyDependencyBox] = [:]
  private var cache = DependencyCache()

  /// The effect whose task these dependencies are bound in, if any: set by the runtime that
  /// starts the effect, and carried into the scopes and child tasks its code makes.
  var effectContext: EffectContext?

  /// Whether a `withDependencies` closure is changing these values: a default read to change it
  /// (`$0.client.fetch = { … }`) is neither reported nor cached.
  private var isSetting = false

  /// Creates dependencies with nothing set explicitly and an empty cache.
  ///
  /// The context is `test` in a test run (a process that runs tests and has loaded Swift Testing
  /// or XCTest), else the one the `SWIFT_DEPENDENCIES_CONTEXT` environment variable names
  /// (`live`, `preview`, `test`), else `live`.
  public init() {
    self.context = Self.defaultContext
  }

  /// Creates the dependencies every task starts from, whose cache is the running test's own.
  private init(cachedPerTest: Void) {
    self.init()
    cache = DependencyCache(isPerTest: true)
  }

  /// The value of a key: the one set explicitly, else the key's value for ``context``.
  ///
  /// A value not set explicitly is computed once per context and cached: copies of these
  /// dependencies share the cache, and a key without `testValue` reports its failure once.
  ///
  /// - Parameters:
  ///   - key: The key of a dependency.
  ///   - fileID: Where the key is read, for failures when `@Dependency` did not read it.
  ///   - filePath: Where the key is read.
  ///   - line: Where the key is read.
  ///   - column: Where the key is read.
  ///   - function: The property that reads the key, which names the dependency in failures.
  /// - Returns: The dependency's value.
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column,
    function function: StaticString = #function
  ) -> Key.Value {
    get {
      if let box = explicitStorage[ObjectIdentifier(key)] {
        // Only the setter below stores under this key, always a `Key.Value`.
        return unsafeDowncast(box, to: DependencyBox<Key.Value>.self).value
      }
      if isSetting {
        let access = DependencyAccess(name: "\(function)", isSetting: true)
        return DependencyAccess.scope.withValue(access) { Self.defaultValue(of: key, in: context) }
      }
      return cache.value(for: key, context: context) {
        let location = SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column)
        let access = DependencyAccess(
          name: "\(function)", location: DependencyAccess.current?.location ?? location)
        return DependencyAccess.scope.withValue(access) {
          Self.defaultValue(of: key, in: context)
        }
      }
    }
    set {
      explicitStorage[ObjectIdentifier(key)] = DependencyBox(newValue)
    }
  }

  /// Changes these values with `update`, in which reading a default to change it reports
  /// nothing (see `TestDependencyKey.testValue`).
  mutating func update(_ update: (inout Self) throws -> Void) rethrows {
    isSetting = true
    defer { isSetting = false }
    try update(&self)
  }

  /// Changes these values with `update`, in which reading a default to change it reports
  /// nothing.
  mutating func update(
    isolation: isolated (any Actor)? = #isolation, _ update: (inout Self) async throws -> Void
  ) async rethrows {
    isSetting = true
    defer { isSetting = false }
    try await update(&self)
  }

  /// Whether a value is set explicitly: a store made inside `withDependencies` keeps them.
  var hasExplicitValues: Bool { !explicitStorage.isEmpty }

  /// The value set for a key, without computing a default (which could report a failure).
  func explicitValue<Key: TestDependencyKey>(for key: Key.Type) -> Key.Value? {
    explicitStorage[ObjectIdentifier(key)].map {
      unsafeDowncast($0, to: DependencyBox<Key.Value>.self).value
    }
  }

  /// The value set for a key when it is of a given type (the value itself, not the key's
  /// `Value`, which may be an existential).
  func explicitValue<Key: TestDependencyKey, Value>(
    for key: Key.Type, as _: Value.Type
  ) -> Value? {
    explicitStorage[ObjectIdentifier(key)].flatMap {
      unsafeDowncast($0, to: DependencyBox<Key.Value>.self).value as? Value
    }
  }

  /// Empties the cache of values not set explicitly, for these dependencies and copies made from
  /// now on: defaults are computed again, and a key without `testValue` reports again.
  ///
  /// A test store does this when it starts, so that every test reports its own missing test values.
  public mutating func resetCache() {
    cache = DependencyCache()
  }

  private static func defaultValue<Key: TestDependencyKey>(
    of key: Key.Type, in context: DependencyContext
  ) -> Key.Value {
    switch context {
    case .test:
      return Key.testValue
    case .preview:
      return Key.previewValue
    case .live:
      guard let liveKey = key as? any DependencyKey.Type else { return Key.previewValue }
      // The key is a `DependencyKey` whose `Value` is `Key.Value`.
      return liveValue(of: liveKey) as! Key.Value
    }
  }

  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    key.liveValue
  }

  private static var defaultContext: DependencyContext {
    if isTesting, TestFrameworks.loaded != nil { return .test }
    guard let name = getenv("SWIFT_DEPENDENCIES_CONTEXT") else { return .live }
    return DependencyContext(rawValue: String(cString: name)) ?? .live
  }
}

/// A dependency's value, of any type.
class AnyDependencyBox: @unchecked Sendable {}

/// A dependency's value, of its key's `Value`.
final class DependencyBox<Value: Sendable>: AnyDependencyBox, @unchecked Sendable {
  // NB: `@unchecked`: the value is `Sendable` and never changes.
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
