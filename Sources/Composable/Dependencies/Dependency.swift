/// A property wrapper that reads a dependency from the current ``DependencyValues``.
///
/// ```swift
/// struct Feature: Reducer {
///   @Dependency(\.continuousClock) var clock
/// }
/// ```
///
/// The value is read each time the property is, from the dependencies current then: a reducer is
/// created anywhere, and its effects see the dependencies of the store that runs them.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable
  private let location: SourceLocation

  /// Creates a dependency that reads a property of ``DependencyValues``.
  ///
  /// - Parameters:
  ///   - keyPath: The property that holds the dependency, `\.continuousClock`.
  ///   - fileID: Where the dependency is declared, for failures about it.
  ///   - filePath: Where the dependency is declared.
  ///   - line: Where the dependency is declared.
  ///   - column: Where the dependency is declared.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.keyPath = keyPath
    self.location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates a dependency that reads the value of a key.
  ///
  /// - Parameters:
  ///   - key: The key of the dependency, `FactClient.self`.
  ///   - fileID: Where the dependency is declared, for failures about it.
  ///   - filePath: Where the dependency is declared.
  ///   - line: Where the dependency is declared.
  ///   - column: Where the dependency is declared.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.init(
      \DependencyValues.[key: KeyIdentity<Key>()], fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// The dependency's value in the current dependencies.
  public var wrappedValue: Value {
    let values = DependencyValues._current
    // Only a test reports failures about defaults, so only a test pays for the task-local that
    // tells them where this dependency is declared.
    guard values.context == .test else { return values[keyPath: keyPath] }
    return DependencyAccess.scope.withValue(DependencyAccess(location: location)) {
      values[keyPath: keyPath]
    }
  }
}

/// A hashable stand-in for a key type, so that a key path can reach a key's value.
private struct KeyIdentity<Key: TestDependencyKey>: Hashable, Sendable {}

extension DependencyValues {
  fileprivate subscript<Key: TestDependencyKey>(key identity: KeyIdentity<Key>) -> Key.Value {
    self[Key.self]
  }
}
