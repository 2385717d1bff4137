// Standard containers are read through these conformances rather than `Mirror`, which would box
// each child and type-erase each index: the cost that dominates the dump of a large array.

/// Optional values, without reflecting.
protocol OptionalAccess {
  /// The wrapped value, or `nil`.
  var wrappedAny: Any? { get }
  /// The `Wrapped` type.
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalAccess {
  var wrappedAny: Any? { self.map { $0 } }
  static var wrappedType: Any.Type { Wrapped.self }
}

/// Array elements, without reflecting.
protocol ArrayAccess {
  /// The elements, each boxed when read.
  var elementList: ElementList { get }
  /// Whether there is no element.
  var isEmpty: Bool { get }
}

extension Array: ArrayAccess {
  var elementList: ElementList { ElementList(count: count) { self[$0] } }
}

extension ContiguousArray: ArrayAccess {
  var elementList: ElementList { ElementList(count: count) { self[$0] } }
}

/// Dictionary entries, without reflecting.
protocol DictionaryAccess {
  /// The entries, boxed, in the dictionary's own order.
  var anyPairs: [(key: Any, value: Any)] { get }
  /// Whether there is no entry.
  var isEmpty: Bool { get }
}

extension Dictionary: DictionaryAccess {
  var anyPairs: [(key: Any, value: Any)] { self.map { ($0.key, $0.value) } }
}

/// Set elements, without reflecting.
protocol SetAccess {
  /// The elements, boxed, in the set's own order.
  var anyElements: [Any] { get }
  /// Whether there is no element.
  var isEmpty: Bool { get }
}

extension Set: SetAccess {
  var anyElements: [Any] { self.map { $0 } }
}
