extension Shared: Sequence, Collection, BidirectionalCollection, RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  /// A shared collection is a collection of its shared elements, as swift-sharing's is:
  /// `ForEach(Array(store.$syncUps)) { $syncUp in … }` binds each row to its element.
  public typealias Index = Value.Index
  public typealias Element = Shared<Value.Element>
  public typealias Iterator = IndexingIterator<Shared<Value>>
  public typealias Indices = DefaultIndices<Shared<Value>>
  public typealias SubSequence = Slice<Shared<Value>>

  public var startIndex: Value.Index { wrappedValue.startIndex }
  public var endIndex: Value.Index { wrappedValue.endIndex }

  /// The shared element at a position, which reads and writes the collection.
  public subscript(position: Value.Index) -> Shared<Value.Element> {
    self[dynamicMember: \Value.[position]]
  }

  public func index(after index: Value.Index) -> Value.Index {
    wrappedValue.index(after: index)
  }

  public func index(before index: Value.Index) -> Value.Index {
    wrappedValue.index(before: index)
  }
}
