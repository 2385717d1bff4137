import ValueDump

/// The features of a navigation stack, in order from the root's first push, each with a
/// ``StackElementID``.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// state.path.append(.detail(Detail.State()))   // pushes with id 0, then 1, …
/// ```
///
/// Integrate it with `.forEach(\.path, action: /Action.path) { Path() }`.
public struct StackState<Element> {
  @usableFromInline var _ids: [StackElementID]
  @usableFromInline var _elements: [Element]
  /// The id the next pushed element gets.
  @usableFromInline var nextGeneration: Int
  /// The ids as the `forEach` that runs the stack last saw them, so that it sees elements another
  /// reducer removed and ends their effects. Not part of the value: `==` and dumps ignore it.
  @usableFromInline var seenIDs: [StackElementID]?

  /// Creates an empty stack.
  public init() {
    self._ids = []
    self._elements = []
    self.nextGeneration = 0
  }

  /// Creates a stack of elements, numbered from 0.
  ///
  /// - Parameter elements: The elements, from the bottom of the stack.
  public init(_ elements: some Sequence<Element>) {
    self._elements = Array(elements)
    self._ids = _elements.indices.map { StackElementID(generation: $0) }
    self.nextGeneration = _elements.count
  }

  /// The ids of the elements, in order.
  public var ids: [StackElementID] { _ids }

  /// The element with an id, or `nil`; setting `nil` removes it, and mutating it mutates in
  /// place.
  ///
  /// - Parameter id: An element's id.
  public subscript(id id: StackElementID) -> Element? {
    get { _ids.firstIndex(of: id).map { _elements[$0] } }
    set {
      guard let offset = _ids.firstIndex(of: id) else {
        guard let newValue else { return }
        precondition(
          _ids.last.map { id.generation > $0.generation } ?? true,
          "Can't set an element of a 'StackState' with id \(id.generation): it is not greater than the id of the last element."
        )
        push(newValue, id: id)
        return
      }
      if let newValue {
        _elements[offset] = newValue
      } else {
        _elements.remove(at: offset)
        _ids.remove(at: offset)
      }
    }
    _modify {
      guard let offset = _ids.firstIndex(of: id) else {
        var element: Element? = nil
        yield &element
        if let element { self[id: id] = element }
        return
      }
      var element: Element? = _elements[offset]
      yield &element
      if let element {
        _elements[offset] = element
      } else {
        _elements.remove(at: offset)
        _ids.remove(at: offset)
      }
    }
  }

  /// Pushes an element with a given id, which must be greater than the id of the last element.
  @usableFromInline
  mutating func push(_ element: Element, id: StackElementID) {
    _ids.append(id)
    _elements.append(element)
    nextGeneration = Swift.max(nextGeneration, id.generation + 1)
  }

  /// Pops the element with an id and every element above it.
  ///
  /// - Parameter id: An element's id.
  /// - Returns: Whether the stack held that id.
  @discardableResult
  public mutating func pop(from id: StackElementID) -> Bool {
    guard let offset = _ids.firstIndex(of: id) else { return false }
    removeSubrange(offset...)
    return true
  }

  /// Pops every element above the element with an id.
  ///
  /// - Parameter id: An element's id.
  /// - Returns: Whether the stack held that id.
  @discardableResult
  public mutating func pop(to id: StackElementID) -> Bool {
    guard let offset = _ids.firstIndex(of: id) else { return false }
    removeSubrange((offset + 1)...)
    return true
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  public typealias Index = Int

  public var startIndex: Int { 0 }

  public var endIndex: Int { _elements.count }

  public func index(after index: Int) -> Int { index + 1 }

  public func index(before index: Int) -> Int { index - 1 }

  /// The element at an offset; setting it keeps the id of the element it replaces.
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set { _elements[position] = newValue }
    _modify { yield &_elements[position] }
  }

  /// Replaces elements; the new elements get new ids.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    let ids = (0..<newElements.count).map {
      StackElementID(generation: nextGeneration + $0)
    }
    nextGeneration += newElements.count
    _ids.replaceSubrange(subrange, with: ids)
    _elements.replaceSubrange(subrange, with: newElements)
  }

  /// Removes every element; the ids go on counting from where they were. (The collection's own
  /// `removeAll` would make a new, empty stack, forgetting the ids it used and what its
  /// `forEach` saw.)
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// Creates a stack of elements, numbered from 0.
  ///
  /// - Parameter elements: The elements, from the bottom of the stack.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Whether two stacks hold equal elements with the same ids.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids && lhs._elements == rhs._elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
    hasher.combine(_elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpIdentifiedCollection {
  public var customDumpElementCount: Int { _elements.count }

  public func customDumpElement(at offset: Int) -> (id: AnyHashable, element: Any) {
    (AnyHashable(_ids[offset]), _elements[offset])
  }
}
