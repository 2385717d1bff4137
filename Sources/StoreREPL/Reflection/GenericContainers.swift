// The standard library's generic containers, seen through protocols so that a value of any
// element type can be built from values known only as `Any` at run time.

/// `Optional<Wrapped>` for any `Wrapped`.
protocol OptionalContainer {
  /// The wrapped type.
  static var wrappedType: any Any.Type { get }
  /// `.some(value)` as `Self`, boxed; `nil` when `value` is not a `Wrapped`.
  static func wrapping(_ value: Any) -> Any?
  /// `.none` as `Self`, boxed.
  static var noneValue: Any { get }
  /// Whether this optional is nil.
  var isNoneValue: Bool { get }
}

extension Optional: OptionalContainer {
  static var wrappedType: any Any.Type { Wrapped.self }

  static func wrapping(_ value: Any) -> Any? {
    guard let wrapped = value as? Wrapped else { return nil }
    return Self.some(wrapped) as Any
  }

  static var noneValue: Any { Self.none as Any }

  /// Whether this optional is nil.
  var isNoneValue: Bool { self == nil }
}

/// `Array<Element>` for any `Element`.
protocol ArrayContainer {
  /// The element type.
  static var elementType: any Any.Type { get }
  /// An array of `elements`, boxed; `nil` when one is not an `Element`.
  static func make(_ elements: [Any]) -> Any?
}

extension Array: ArrayContainer {
  static var elementType: any Any.Type { Element.self }

  static func make(_ elements: [Any]) -> Any? {
    var array: [Element] = []
    array.reserveCapacity(elements.count)
    for element in elements {
      guard let element = element as? Element else { return nil }
      array.append(element)
    }
    return array
  }
}

/// `Set<Element>` for any `Element`.
protocol SetContainer {
  /// The element type.
  static var elementType: any Any.Type { get }
  /// A set of `elements`, boxed, or the index of the first repeated element; `nil` when one is
  /// not an `Element`.
  static func make(_ elements: [Any]) -> Result<Any, RepeatedElement>?
}

/// The index of an element that repeats an earlier one.
struct RepeatedElement: Error {
  /// The index of the repeat.
  var index: Int
}

extension Set: SetContainer {
  static var elementType: any Any.Type { Element.self }

  static func make(_ elements: [Any]) -> Result<Any, RepeatedElement>? {
    var set: Set<Element> = []
    for (index, element) in elements.enumerated() {
      guard let element = element as? Element else { return nil }
      guard set.insert(element).inserted else { return .failure(RepeatedElement(index: index)) }
    }
    return .success(set)
  }
}

/// `Dictionary<Key, Value>` for any `Key` and `Value`.
protocol DictionaryContainer {
  /// The key type.
  static var keyType: any Any.Type { get }
  /// The value type.
  static var valueType: any Any.Type { get }
  /// A dictionary of `pairs`, boxed, or the index of the first repeated key; `nil` when a key or
  /// a value has the wrong type.
  static func make(_ pairs: [(key: Any, value: Any)]) -> Result<Any, RepeatedElement>?
}

extension Dictionary: DictionaryContainer {
  static var keyType: any Any.Type { Key.self }
  static var valueType: any Any.Type { Value.self }

  static func make(_ pairs: [(key: Any, value: Any)]) -> Result<Any, RepeatedElement>? {
    var dictionary: [Key: Value] = [:]
    for (index, pair) in pairs.enumerated() {
      guard let key = pair.key as? Key, let value = pair.value as? Value else { return nil }
      guard dictionary.updateValue(value, forKey: key) == nil else {
        return .failure(RepeatedElement(index: index))
      }
    }
    return .success(dictionary)
  }
}
