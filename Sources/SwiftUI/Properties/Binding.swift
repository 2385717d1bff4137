/// A way to read and write a value that lives elsewhere, as SwiftUI's `Binding`.
///
/// Features pass one to code that edits a part of their state; views are not run here, so a
/// binding is only its two functions:
///
/// ```swift
/// var count = 0
/// let binding = Binding(get: { count }, set: { count = $0 })
/// binding.wrappedValue += 1  // count == 1
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void

  /// Creates a binding from a function that reads the value and one that writes it.
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes the value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// Creates a binding from a function that reads the value and one that writes it with a
  /// transaction, which is ignored.
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes the value.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction()) })
  }

  /// Creates a binding from another one.
  ///
  /// - Parameter projectedValue: The binding.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes: writes are dropped.
  ///
  /// - Parameter value: The value.
  /// - Returns: The binding.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value: reading calls the binding's getter, writing its setter.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself, as `$value` gives it.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: A binding that reads and writes the property through this binding.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      })
  }

  /// This binding, asking that its changes be animated; here, the same binding.
  ///
  /// - Parameter animation: The animation asked for.
  /// - Returns: The binding.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    self
  }

  /// This binding, asking that its changes happen in a transaction; here, the same binding.
  ///
  /// - Parameter transaction: The transaction asked for.
  /// - Returns: The binding.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    self
  }
}

extension Binding {
  /// A binding to an optional value, or `nil` when the value is `nil`.
  ///
  /// - Parameter base: A binding to an optional value.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices

  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }

  public func index(after index: Index) -> Index {
    wrappedValue.index(after: index)
  }

  /// A binding to the element at a position: `ForEach($items) { $item in … }`.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(
      get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection & BidirectionalCollection {
  public func index(before index: Index) -> Index {
    wrappedValue.index(before: index)
  }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {}
