/// A value that crosses concurrency boundaries as if it were `Sendable`, on its owner's word.
///
/// Use it for a value that is not `Sendable` but that only one task uses at a time, for
/// example a non-`Sendable` async sequence handed to the one effect that iterates it:
///
/// ```swift
/// let events = UncheckedSendable(notifications)
/// return .run { send in
///   for await _ in events.value { await send(.screenshotTaken) }
/// }
/// ```
///
/// It is also a property wrapper (`@UncheckedSendable var formatter = DateFormatter()`), and
/// reads and writes the wrapped value's properties through dynamic members. Nothing checks the
/// promise: sharing the value between tasks that change it is a data race.
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
  /// The wrapped value.
  public var value: Value

  /// Wraps a value.
  ///
  /// - Parameter value: The value to wrap.
  @inlinable
  public init(_ value: Value) { self.value = value }

  /// Wraps a value, as a property wrapper.
  ///
  /// - Parameter wrappedValue: The value to wrap.
  public init(wrappedValue: Value) { self.value = wrappedValue }

  /// The wrapped value: the same as ``value``.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The wrapper itself, as `$property` gives it.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Reads a property of the wrapped value.
  ///
  /// - Parameter keyPath: The property to read.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// Reads or changes a property of the wrapped value.
  ///
  /// - Parameter keyPath: The property to read or change.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }
}

extension UncheckedSendable: Equatable where Value: Equatable {}
extension UncheckedSendable: Hashable where Value: Hashable {}

extension UncheckedSendable: AsyncSequence where Value: AsyncSequence {
  /// The wrapped sequence's element.
  public typealias Element = Value.Element

  /// Starts iterating the wrapped sequence.
  ///
  /// - Returns: The wrapped sequence's iterator.
  public func makeAsyncIterator() -> Value.AsyncIterator {
    value.makeAsyncIterator()
  }
}

extension UncheckedSendable: Decodable where Value: Decodable {
  /// Decodes the wrapped value as if it were not wrapped.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: What decoding the value throws.
  public init(from decoder: any Decoder) throws {
    self.init(try Value(from: decoder))
  }
}

extension UncheckedSendable: Encodable where Value: Encodable {
  /// Encodes the wrapped value as if it were not wrapped.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the value throws.
  public func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder)
  }
}
