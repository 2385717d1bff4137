/// One labelled part of a value: a struct field, a tuple element, an enum payload value.
struct Child {
  var label: String?
  var value: Any
}

/// What a value looks like to the dumper, after custom representations and optionals are resolved.
enum Shape {
  /// Printed exactly as given: numbers, `true`, custom descriptions, `Int.self`.
  case text(String)
  /// A string (or substring, or character), quoted when printed.
  case string(String)
  /// A struct: `Type(field: …)`.
  case structure(type: Any.Type, children: [Child])
  /// A class instance, tracked by identity: `#1 Type(field: …)`.
  case object(AnyObject, type: Any.Type, children: [Child])
  /// An enum case: `.name` or `.name(payload)`; `qualified` prints the type name at any depth.
  case enumCase(type: Any.Type, name: String, payload: [Child]?, qualified: Bool)
  /// An ordered collection: `[[0]: …]`.
  case collection(ElementList)
  /// An ordered collection of identified elements: `[[id: 1]: …]`.
  case identified(any CustomDumpIdentifiedCollection)
  /// A dictionary: `["key": value]`, printed sorted by key.
  case dictionary([(key: Any, value: Any)])
  /// A set: `Set([…])`, printed sorted.
  case set([Any])
  /// A tuple: `(label: …, …)`.
  case tuple([Child])

  /// Whether the value prints without any nested value (it can sit inline after a label).
  var isLeaf: Bool {
    switch self {
    case .text, .string: return true
    case .structure(_, let children), .object(_, _, let children), .tuple(let children):
      return children.isEmpty
    case .enumCase(_, _, let payload, _): return payload == nil
    case .collection(let elements): return elements.count == 0
    case .identified(let elements): return elements.customDumpElementCount == 0
    case .set(let elements): return elements.isEmpty
    case .dictionary(let pairs): return pairs.isEmpty
    }
  }
}

/// The elements of an ordered collection, boxed one at a time as they are read.
///
/// Boxing every element of a large array up front would double the memory a dump touches.
struct ElementList {
  let count: Int
  private let element: (Int) -> Any

  init(count: Int, element: @escaping (Int) -> Any) {
    self.count = count
    self.element = element
  }

  init(_ elements: [Any]) {
    self.init(count: elements.count) { elements[$0] }
  }

  subscript(index: Int) -> Any { element(index) }

  /// The elements in `range`, boxed.
  func elements(in range: Range<Int>) -> [Any] { range.map(element) }
}
