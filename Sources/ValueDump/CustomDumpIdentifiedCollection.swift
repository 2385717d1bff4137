/// An ordered collection whose elements have unique ids, such as an identified array.
///
/// Dumps label each element with its id rather than its offset, and diffs match elements by id:
/// an element whose fields changed is shown changed under its id, and an element that moved is
/// shown as moved, not as removed and inserted.
///
/// ```
/// [
///   [id: 1]: Todo(…),
///   [id: 2]: Todo(
///     id: 2,
///     title: "Eggs"
///   )
/// ]
/// ```
///
/// On one line (``customDumpInline(_:rootTypeName:maxDepth:)``) the collection prints as an
/// array literal, `[Todo(…), Todo(…)]`.
public protocol CustomDumpIdentifiedCollection {
  /// The number of elements.
  var customDumpElementCount: Int { get }

  /// The id and the element at an offset.
  ///
  /// - Parameter offset: An offset from 0 to ``customDumpElementCount``.
  /// - Returns: The element's id and the element.
  func customDumpElement(at offset: Int) -> (id: AnyHashable, element: Any)
}

/// An id that labels its element as it dumps, `#1: …`, rather than as `[id: 1]: …`: a
/// navigation stack's element id.
public protocol CustomDumpSelfLabelingID {}
