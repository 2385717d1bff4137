import Composable
import ValueDump

/// State that wraps an optional, such as `PresentationState`: a path walks into the optional.
protocol StateWrapper {
  /// The type of the wrapped optional.
  static var wrappedStateType: any Any.Type { get }
  /// The wrapped optional, boxed.
  var wrappedStateValue: Any { get }
  /// Runs `body` on the wrapped optional in place; it is stored back only when `body` returns.
  mutating func modifyWrappedState(
    _ body: (UnsafeMutableRawPointer) throws(ShellError) -> Void
  ) throws(ShellError)
}

extension PresentationState: StateWrapper {
  static var wrappedStateType: any Any.Type { State?.self }

  var wrappedStateValue: Any { wrappedValue as Any }

  mutating func modifyWrappedState(
    _ body: (UnsafeMutableRawPointer) throws(ShellError) -> Void
  ) throws(ShellError) {
    let value = try modifiedCopy(of: wrappedValue, body)
    wrappedValue = value
  }
}

/// Shared state (`@Shared`): a path reads its value, and an assignment changes it with
/// exclusive access, as `$0.$count.withLock { $0 = 1 }` does in a test's assertion.
extension Shared: StateWrapper {
  static var wrappedStateType: any Any.Type { Value.self }

  var wrappedStateValue: Any { wrappedValue }

  mutating func modifyWrappedState(
    _ body: (UnsafeMutableRawPointer) throws(ShellError) -> Void
  ) throws(ShellError) {
    var failure: ShellError?
    withLock { value in
      do throws(ShellError) {
        value = try modifiedCopy(of: value, body)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }
}

/// Read-only shared state (`@SharedReader`): a path reads its value; an assignment is refused.
extension SharedReader: StateWrapper {
  static var wrappedStateType: any Any.Type { Value.self }

  var wrappedStateValue: Any { wrappedValue }

  mutating func modifyWrappedState(
    _ body: (UnsafeMutableRawPointer) throws(ShellError) -> Void
  ) throws(ShellError) {
    throw ShellError(.assignment(.sharedReaderIsReadOnly))
  }
}

/// A collection of state whose elements a path reaches by offset: an array, an identified
/// array, a stack.
protocol StateCollection {
  /// The type of the elements.
  static var stateElementType: any Any.Type { get }
  /// How many elements there are.
  var stateElementCount: Int { get }
  /// The element at an offset, boxed.
  func stateElement(at offset: Int) -> Any
  /// Runs `body` on a copy of the element at an offset, and stores the copy back when `body`
  /// returns; throws when the copy's id changed.
  mutating func modifyStateElement(
    at offset: Int, _ body: (UnsafeMutableRawPointer) throws(ShellError) -> Void
  ) throws(ShellError)
  /// Replaces every element with `elements` (each an element), or says why it can't.
  mutating func replaceStateElements(
    _ elements: [Any]
  ) -> ShellError.AssignmentProblem.Replacement?
}

/// A collection of state whose elements also have ids: an identified array, a stack.
protocol IdentifiedStateCollection: StateCollection {
  /// The type of the ids.
  static var stateIDType: any Any.Type { get }
  /// The offset of the element with an id, if any.
  func stateOffset(id: Any) -> Int?
  /// The ids of the elements, in order.
  var stateIDs: [Any] { get }
}

extension StateCollection where Self: MutableCollection & RandomAccessCollection, Index == Int {
  static var stateElementType: any Any.Type { Element.self }

  var stateElementCount: Int { count }

  func stateElement(at offset: Int) -> Any { self[offset] }

  mutating func modifyStateElement(
    at offset: Int, _ body: (UnsafeMutableRawPointer) throws(ShellError) -> Void
  ) throws(ShellError) {
    self[offset] = try modifiedCopy(of: self[offset], body)
  }
}

extension Array: StateCollection {
  mutating func replaceStateElements(
    _ elements: [Any]
  ) -> ShellError.AssignmentProblem.Replacement? {
    self = elements.map { $0 as! Element }
    return nil
  }
}

extension IdentifiedArray: IdentifiedStateCollection {
  static var stateIDType: any Any.Type { ID.self }

  func stateOffset(id: Any) -> Int? {
    (id as? ID).flatMap { index(id: $0) }
  }

  var stateIDs: [Any] { ids.map { $0 } }

  mutating func modifyStateElement(
    at offset: Int, _ body: (UnsafeMutableRawPointer) throws(ShellError) -> Void
  ) throws(ShellError) {
    let elementID = self[offset][keyPath: self.id]
    let element = try modifiedCopy(of: self[offset], body)
    let newID = element[keyPath: self.id]
    guard newID == elementID else {
      throw ShellError(
        .assignment(.idChanged(from: customDumpInline(elementID), to: customDumpInline(newID))))
    }
    self[offset] = element
  }

  mutating func replaceStateElements(
    _ elements: [Any]
  ) -> ShellError.AssignmentProblem.Replacement? {
    var replacement = self
    replacement.removeAll()
    for (index, element) in elements.enumerated() {
      let element = element as! Element
      guard replacement.append(element).inserted else {
        return .repeatedID(element: index + 1, id: customDumpInline(element[keyPath: id]))
      }
    }
    self = replacement
    return nil
  }
}

extension StackState: IdentifiedStateCollection {
  static var stateIDType: any Any.Type { StackElementID.self }

  func stateOffset(id: Any) -> Int? {
    (id as? StackElementID).flatMap { ids.firstIndex(of: $0) }
  }

  var stateIDs: [Any] { ids.map { $0 } }

  mutating func replaceStateElements(
    _ elements: [Any]
  ) -> ShellError.AssignmentProblem.Replacement? {
    guard elements.isEmpty else { return .stackNotEmptied }
    removeAll()
    return nil
  }
}

/// A copy of `value`, after `body` ran on it in place.
private func modifiedCopy<Value>(
  of value: Value, _ body: (UnsafeMutableRawPointer) throws(ShellError) -> Void
) throws(ShellError) -> Value {
  var copy = value
  try withUnsafeMutablePointer(to: &copy) { pointer throws(ShellError) in
    try body(UnsafeMutableRawPointer(pointer))
  }
  return copy
}
