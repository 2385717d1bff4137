import ValueDump

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Whether two arrays hold equal elements in the same order.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_elements)
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, as an array prints them.
  public var description: String { _elements.description }
}

extension IdentifiedArray: CustomDumpIdentifiedCollection {
  public var customDumpElementCount: Int { _elements.count }

  public func customDumpElement(at offset: Int) -> (id: AnyHashable, element: Any) {
    (AnyHashable(_ids[offset]), _elements[offset])
  }
}
