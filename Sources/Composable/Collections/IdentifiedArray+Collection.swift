extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  public typealias Index = Int
  public typealias Indices = Range<Int>
  public typealias SubSequence = ArraySlice<Element>

  @inlinable
  public var startIndex: Int { 0 }

  @inlinable
  public var endIndex: Int { _elements.count }

  @inlinable
  public var count: Int { _elements.count }

  @inlinable
  public var indices: Range<Int> { 0..<_elements.count }

  @inlinable
  public func index(after index: Int) -> Int { index + 1 }

  @inlinable
  public func index(before index: Int) -> Int { index - 1 }

  /// The element at an offset. A new element must keep the id of the one it replaces.
  @inlinable
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      _elements[position] = newValue
      _checkID(at: position)
    }
    _modify {
      yield &_elements[position]
      _checkID(at: position)
    }
  }

  /// The elements in a range. Replacements must keep the ids of the elements they replace.
  @inlinable
  public subscript(bounds: Range<Int>) -> ArraySlice<Element> {
    get { _elements[bounds] }
    set {
      precondition(
        newValue.count == bounds.count,
        "A slice of an 'IdentifiedArray' can only be replaced by as many elements.")
      _elements[bounds] = newValue
      for position in bounds { _checkID(at: position) }
    }
  }

  /// Swaps two elements, keeping each id with its element.
  @inlinable
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _elements.swapAt(i, j)
    _ids.swapAt(i, j)
    _offsets[_ids[i]] = i
    _offsets[_ids[j]] = j
  }

  /// Stops the program when the element at `position` no longer has its id.
  @usableFromInline
  func _checkID(at position: Int) {
    precondition(
      _id.read(_elements[position]) == _ids[position],
      "An element of an 'IdentifiedArray' changed its id from \(_ids[position]).")
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates an array from elements with unique ids.
  ///
  /// - Parameter elements: The elements; their ids must not repeat.
  public init(arrayLiteral elements: Element...) {
    self.init(uncheckedUniqueElements: elements)
  }
}
