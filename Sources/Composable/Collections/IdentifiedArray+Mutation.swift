extension IdentifiedArray {
  /// Appends an element whose id is not in the array yet.
  ///
  /// - Parameter element: The element.
  /// - Returns: Whether it was appended (`false` when its id is taken) and its offset.
  @inlinable
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let elementID = _id.read(element)
    if let offset = _offsets[elementID] { return (false, offset) }
    _appendUnchecked(element, id: elementID)
    return (true, _elements.count - 1)
  }

  /// Appends the elements whose ids are not in the array yet, in order.
  ///
  /// - Parameter elements: The elements.
  @inlinable
  public mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Inserts an element whose id is not in the array yet.
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - index: The offset to insert at.
  /// - Returns: Whether it was inserted (`false` when its id is taken) and its offset.
  @inlinable
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    let elementID = _id.read(element)
    if let offset = _offsets[elementID] { return (false, offset) }
    _elements.insert(element, at: index)
    _ids.insert(elementID, at: index)
    _reindex(from: index)
    return (true, index)
  }

  /// Replaces the element with the same id in place, or appends the element.
  ///
  /// - Parameter element: The element.
  /// - Returns: The element replaced, or `nil` when it was appended.
  @inlinable
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let elementID = _id.read(element)
    guard let offset = _offsets[elementID] else {
      _appendUnchecked(element, id: elementID)
      return nil
    }
    defer { _elements[offset] = element }
    return _elements[offset]
  }

  /// Removes the element at an offset.
  ///
  /// - Parameter index: The offset.
  /// - Returns: The element removed.
  @inlinable
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let element = _elements.remove(at: index)
    _offsets[_ids.remove(at: index)] = nil
    if index < _ids.count { _reindex(from: index) }
    return element
  }

  /// Removes the elements at the given offsets.
  ///
  /// - Parameter offsets: The offsets.
  @inlinable
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    let removed = Set(offsets)
    guard !removed.isEmpty else { return }
    _rebuild(keepingOffsets: indices.filter { !removed.contains($0) })
  }

  /// Removes the elements that satisfy a predicate.
  ///
  /// - Parameter shouldBeRemoved: Whether to remove an element.
  /// - Throws: What the predicate throws.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var kept: [Int] = []
    kept.reserveCapacity(count)
    for offset in indices where try !shouldBeRemoved(_elements[offset]) { kept.append(offset) }
    guard kept.count < count else { return }
    _rebuild(keepingOffsets: kept)
  }

  /// Removes every element.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage for as many elements.
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _elements.removeAll(keepingCapacity: keepCapacity)
    _ids.removeAll(keepingCapacity: keepCapacity)
    _offsets.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes the last element.
  ///
  /// - Returns: The element removed.
  /// - Precondition: The array is not empty.
  @inlinable
  @discardableResult
  public mutating func removeLast() -> Element {
    remove(at: count - 1)
  }

  /// Removes the first element.
  ///
  /// - Returns: The element removed.
  /// - Precondition: The array is not empty.
  @inlinable
  @discardableResult
  public mutating func removeFirst() -> Element {
    remove(at: 0)
  }

  /// Moves the elements at the given offsets to an offset, as a list's drag and drop does.
  ///
  /// - Parameters:
  ///   - source: The offsets of the elements to move.
  ///   - destination: The offset, in the array before the move, to move them in front of.
  @inlinable
  public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
    let moving = Set(source)
    guard !moving.isEmpty else { return }
    let before = (0..<destination).filter { !moving.contains($0) }
    let after = (destination..<count).filter { !moving.contains($0) }
    _rebuild(keepingOffsets: before + moving.sorted() + after)
  }

  /// Sorts the elements in place.
  ///
  /// - Parameter areInIncreasingOrder: Whether the first element goes before the second.
  /// - Throws: What the predicate throws.
  @inlinable
  public mutating func sort(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    let order = try indices.sorted { try areInIncreasingOrder(_elements[$0], _elements[$1]) }
    _rebuild(keepingOffsets: order)
  }

  /// The elements that satisfy a predicate, as an identified array.
  ///
  /// - Parameter isIncluded: Whether to keep an element.
  /// - Returns: The elements kept, in order.
  /// - Throws: What the predicate throws.
  @inlinable
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = self
    try result.removeAll { try !isIncluded($0) }
    return result
  }

  /// Keeps the elements at the given offsets, in that order.
  @usableFromInline
  mutating func _rebuild(keepingOffsets offsets: [Int]) {
    let elements = offsets.map { _elements[$0] }
    let ids = offsets.map { _ids[$0] }
    _elements = elements
    _ids = ids
    if offsets.count < _offsets.count { _offsets.removeAll(keepingCapacity: true) }
    for (offset, id) in ids.enumerated() { _offsets[id] = offset }
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in increasing order.
  @inlinable
  public mutating func sort() {
    sort(by: <)
  }
}
