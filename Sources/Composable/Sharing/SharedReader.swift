/// A property wrapper for shared state that a feature reads and does not change.
///
/// ```swift
/// @SharedReader(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
/// ```
///
/// A `Shared` converts to one, `SharedReader(state.$count)`, and sees its changes.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value> {
  let reference: SharedReference<Value>

  init(reference: SharedReference<Value>) {
    self.reference = reference
  }

  /// Creates a reader of a constant value.
  ///
  /// - Parameter value: The value.
  public init(value: Value) {
    self.init(reference: SharedBox(value))
  }

  /// Creates a reader of a shared value, which sees its changes.
  ///
  /// - Parameter base: A shared value.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// Creates a reader from another, as a property wrapper's projected value.
  ///
  /// - Parameter projectedValue: A reader.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// Unwraps a reader of an optional: `nil` when it is `nil` now.
  ///
  /// - Parameter base: A reader of an optional.
  public init?(_ base: SharedReader<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(reference: UnwrappedReference(base: base.reference, initial: initial))
  }

  /// Creates a reader of a value that a key stores.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value when the storage holds none.
  ///   - key: The key.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedReaderKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(reference: key.sharedBox(initialValue: wrappedValue, at: location))
  }

  /// Creates a reader of an optional that a key stores, `nil` when the storage holds none.
  ///
  /// - Parameter key: The key.
  public init<Wrapped>(
    _ key: some SharedReaderKey<Value>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Wrapped? {
    self.init(
      wrappedValue: nil, key, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates a reader from a key that brings its default.
  ///
  /// - Parameter key: The key and its default.
  public init<Key: SharedReaderKey<Value>>(
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

  /// The value now.
  public var wrappedValue: Value {
    reference.visibleValue
  }

  /// The reader itself: `$isHapticsEnabled`.
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// The error that loading the value from its key's storage threw, if any.
  public var loadError: (any Error)? {
    reference.loadError
  }

  /// A reader of a part of the value: `$syncUp.title`.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
  }
}

extension SharedReader {
  /// A reader of the element with an id, or `nil` when the array has none.
  ///
  /// - Parameter id: The id of an element.
  public subscript<ID: Hashable, Element>(id id: ID) -> SharedReader<Element>?
  where Value == IdentifiedArray<ID, Element> {
    SharedReader<Element>(self[dynamicMember: \IdentifiedArray<ID, Element>.[id: id]])
  }
}

extension SharedReader: Sendable where Value: Sendable {}
