/// An ordered collection of elements with unique ids, that finds an element by its id in
/// constant time.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
/// todos[id: 1]?.isComplete = true   // in place, O(1)
/// todos[id: 2] = Todo(id: 2, title: "Eggs")   // appends
/// todos[id: 1] = nil                // removes
/// ```
///
/// The elements keep their order, as in an array; their ids never repeat. Changing an element's
/// id through a subscript or a mutation is a programming error that stops the program.
public struct IdentifiedArray<ID: Hashable, Element> {
  /// The ids, in order: `_ids[i]` is the id of `_elements[i]`.
  @usableFromInline var _ids: [ID]
  /// The elements, in order.
  @usableFromInline var _elements: [Element]
  /// The offset of each id.
  @usableFromInline var _offsets: [ID: Int]
  /// Reads an element's id.
  @usableFromInline let _id: IDReader<Element, ID>

  /// The key path to an element's id.
  public var id: KeyPath<Element, ID> { _id.keyPath.value }

  /// Creates an array from elements whose ids are known to be unique.
  ///
  /// - Parameters:
  ///   - elements: The elements; their ids must not repeat.
  ///   - id: The key path to an element's id.
  /// - Precondition: No two elements have the same id.
  public init(
    uncheckedUniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID>
  ) {
    self.init(reader: IDReader(id), elements: elements)
  }

  /// Creates an array from elements whose ids must not repeat.
  ///
  /// - Parameters:
  ///   - elements: The elements.
  ///   - id: The key path to an element's id.
  /// - Precondition: No two elements have the same id; the program stops, naming the id, when two
  ///   do.
  public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID>) {
    self.init(reader: IDReader(id), elements: elements, duplicate: stopOnDuplicateID)
  }

  /// Creates an array from elements, keeping the first or combining elements with the same id.
  ///
  /// - Parameters:
  ///   - elements: The elements.
  ///   - id: The key path to an element's id.
  ///   - combine: Returns the element to keep for two elements with the same id, the earlier one
  ///     first.
  /// - Throws: What `combine` throws.
  public init(
    _ elements: some Sequence<Element>, id: KeyPath<Element, ID>,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    self.init(reader: IDReader(id), elements: [])
    for element in elements {
      let elementID = _id.read(element)
      if let offset = _offsets[elementID] {
        _elements[offset] = try combine(_elements[offset], element)
      } else {
        _appendUnchecked(element, id: elementID)
      }
    }
  }

  /// Creates an empty array.
  ///
  /// - Parameter id: The key path to an element's id.
  public init(id: KeyPath<Element, ID>) {
    self.init(reader: IDReader(id), elements: [])
  }

  @usableFromInline
  init(reader: IDReader<Element, ID>, elements: some Sequence<Element>) {
    self.init(reader: reader, elements: elements) { id, _, _ in
      preconditionFailure("Duplicate id in an 'IdentifiedArray': \(id)")
    }
  }

  /// Creates an array from elements, calling `duplicate` with the first id that repeats, the
  /// offset where it first appears and the offset where it appears again.
  @usableFromInline
  init(
    reader: IDReader<Element, ID>, elements: some Sequence<Element>,
    duplicate: (_ id: ID, _ first: Int, _ again: Int) throws -> Never
  ) rethrows {
    self._id = reader
    self._elements = Array(elements)
    self._ids = _elements.map(reader.read)
    self._offsets = Dictionary(minimumCapacity: _ids.count)
    for (offset, id) in _ids.enumerated() {
      if let first = _offsets.updateValue(offset, forKey: id) {
        try duplicate(id, first, offset)
      }
    }
  }

  /// The ids of the elements, in order.
  @inlinable
  public var ids: [ID] { _ids }

  /// The elements, in order, as an array.
  @inlinable
  public var elements: [Element] { _elements }

  /// The offset of the element with an id, or `nil` when there is none.
  ///
  /// - Parameter id: An id.
  /// - Returns: The element's offset.
  @inlinable
  public func index(id: ID) -> Int? { _offsets[id] }

  /// Whether there is an element with the given id.
  ///
  /// - Parameter id: An id.
  /// - Returns: `true` when an element has that id.
  @inlinable
  public func contains(id: ID) -> Bool { _offsets[id] != nil }

  @usableFromInline
  mutating func _appendUnchecked(_ element: Element, id: ID) {
    _offsets[id] = _elements.count
    _ids.append(id)
    _elements.append(element)
  }

  /// Recomputes the offsets of the elements from `start` on.
  @usableFromInline
  mutating func _reindex(from start: Int) {
    for offset in start..<_ids.count { _offsets[_ids[offset]] = offset }
  }
}

extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

/// An identified array of `Identifiable` elements, identified by `id`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an array of `Identifiable` elements whose ids are known to be unique.
  ///
  /// - Parameter elements: The elements; their ids must not repeat.
  /// - Precondition: No two elements have the same id.
  public init(uncheckedUniqueElements elements: some Sequence<Element>) {
    self.init(reader: .identifiable(), elements: elements)
  }

  /// Creates an array of `Identifiable` elements whose ids must not repeat.
  ///
  /// ```swift
  /// let todos = IdentifiedArrayOf(uniqueElements: fetchedTodos)
  /// ```
  ///
  /// - Parameter elements: The elements.
  /// - Precondition: No two elements have the same id; the program stops, naming the id, when two
  ///   do.
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init(reader: .identifiable(), elements: elements, duplicate: stopOnDuplicateID)
  }

  /// Creates an array of `Identifiable` elements, combining elements with the same id.
  ///
  /// - Parameters:
  ///   - elements: The elements.
  ///   - combine: Returns the element to keep for two elements with the same id, the earlier one
  ///     first.
  /// - Throws: What `combine` throws.
  public init(
    _ elements: some Sequence<Element>,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows {
    self.init(reader: .identifiable(), elements: [])
    for element in elements {
      if let offset = _offsets[element.id] {
        _elements[offset] = try combine(_elements[offset], element)
      } else {
        _appendUnchecked(element, id: element.id)
      }
    }
  }

  /// Creates an empty array of `Identifiable` elements.
  public init() {
    self.init(reader: .identifiable(), elements: [])
  }
}

/// Stops the program for an id given twice to `IdentifiedArray(uniqueElements:)`.
private func stopOnDuplicateID(_ id: some Hashable, first: Int, again: Int) -> Never {
  preconditionFailure(
    "'IdentifiedArray(uniqueElements:)' was given the id \(String(reflecting: id)) twice, at "
      + "offsets \(first) and \(again).")
}

/// Reads the id of an element: through a function specialised for `Identifiable` elements, or
/// through a key path.
@usableFromInline
struct IDReader<Element, ID>: @unchecked Sendable {
  // NB: `@unchecked` because key paths are immutable values the type system does not mark
  // `Sendable`; the function only applies one.
  @usableFromInline let read: (Element) -> ID
  @usableFromInline let keyPath: UncheckedSendable<KeyPath<Element, ID>>

  @usableFromInline
  init(_ keyPath: KeyPath<Element, ID>) {
    self.keyPath = UncheckedSendable(keyPath)
    self.read = { $0[keyPath: keyPath] }
  }

  @usableFromInline
  init(keyPath: KeyPath<Element, ID>, read: @escaping (Element) -> ID) {
    self.keyPath = UncheckedSendable(keyPath)
    self.read = read
  }
}

extension IDReader where Element: Identifiable, ID == Element.ID {
  /// Reads `id` directly, without applying a key path.
  @usableFromInline
  static func identifiable() -> Self {
    Self(keyPath: \.id, read: { $0.id })
  }
}
