extension Shared {
  /// Creates a shared value that a key stores: `@Shared(.inMemory("count")) var count = 0`.
  ///
  /// When the key's storage already holds a value (another holder made it, or it was saved
  /// before), that value wins over the default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the storage holds none.
  ///   - key: The key.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: key.sharedBox(initialValue: wrappedValue, at: location))
  }

  /// Creates a shared optional that a key stores, `nil` when the storage holds none:
  /// `@Shared(.appStorage("name")) var name: String?`.
  ///
  /// - Parameter key: The key.
  public init<Wrapped>(
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Wrapped? {
    self.init(
      wrappedValue: nil, key, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates a shared value from a key that brings its default: `@Shared(.count) var count`.
  ///
  /// - Parameter key: The key and its default.
  public init<Key: SharedKey<Value>>(
    _ key: SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      wrappedValue: key.defaultValue(), key, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Creates a shared value from a key that brings its default, with another default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the storage holds none, instead of the key's default.
  ///   - key: The key.
  public init<Key: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: SharedKeyDefault<Key>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: key.sharedBox(initialValue: wrappedValue, at: location))
  }
}
