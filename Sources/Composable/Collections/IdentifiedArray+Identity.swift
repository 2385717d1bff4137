extension IdentifiedArray {
  /// The element with an id, or `nil` when there is none.
  ///
  /// Setting an element replaces the one with its id, in place, or appends it; setting `nil`
  /// removes the element. Mutating through the subscript mutates in place.
  ///
  /// - Parameter id: An id.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      guard let offset = _offsets[id] else { return nil }
      return _elements[offset]
    }
    set {
      if let newValue {
        precondition(
          _id.read(newValue) == id,
          "The element set at 'IdentifiedArray[id: \(id)]' has another id: \(_id.read(newValue)).")
        if let offset = _offsets[id] {
          _elements[offset] = newValue
        } else {
          _appendUnchecked(newValue, id: id)
        }
      } else {
        remove(id: id)
      }
    }
    _modify {
      guard let offset = _offsets[id] else {
        var element: Element? = nil
        yield &element
        if let element { self[id: id] = element }
        return
      }
      var element: Element? = _elements[offset]
      yield &element
      if let element {
        _elements[offset] = element
        _checkID(at: offset)
      } else {
        remove(at: offset)
      }
    }
  }

  /// Removes the element with an id.
  ///
  /// - Parameter id: An id.
  /// - Returns: The element removed, or `nil` when there was none.
  @inlinable
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let offset = _offsets[id] else { return nil }
    return remove(at: offset)
  }
}
