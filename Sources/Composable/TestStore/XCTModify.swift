import ValueDump

// NB: TCA's name, kept for tests written with it. It reports through the engine's failures,
// so it works in Swift Testing and XCTest alike and needs no test framework here.

/// Changes the payload of an enum's case in place, in a test: a failure when the enum holds
/// another case, or when `body` leaves an `Equatable` payload unchanged.
///
/// ```swift
/// await store.send(.editButtonTapped) {
///   XCTModify(&$0.destination, case: \.edit) { $0.title = "Draft" }
/// }
/// ```
///
/// - Parameters:
///   - root: The enum to change.
///   - keyPath: A key path to the expected case.
///   - message: Text added to a failure, after ` - `.
///   - body: Changes the payload.
///   - fileID: Where the call is made.
///   - filePath: Where the call is made.
///   - line: Where the call is made.
///   - column: Where the call is made.
public func XCTModify<Root: CasePathable, Case>(
  _ root: inout Root,
  case keyPath: CaseKeyPath<Root, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let path = AnyCasePath(keyPath)
  modifyCase(
    &root, extract: path.extract(from:), embed: path.embed, message(), body,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Changes the payload of an optional enum's case in place, in a test: a failure when the enum
/// is `nil` or holds another case, or when `body` leaves an `Equatable` payload unchanged.
///
/// ```swift
/// XCTModify(&state.destination, case: \.alert) { $0 = .deleteConfirmation }
/// ```
///
/// - Parameters:
///   - root: The optional enum to change.
///   - keyPath: A key path to the expected case.
///   - message: Text added to a failure, after ` - `.
///   - body: Changes the payload.
///   - fileID: Where the call is made.
///   - filePath: Where the call is made.
///   - line: Where the call is made.
///   - column: Where the call is made.
public func XCTModify<Wrapped: CasePathable, Case>(
  _ root: inout Wrapped?,
  case keyPath: CaseKeyPath<Wrapped, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let path = AnyCasePath(keyPath)
  modifyCase(
    &root, extract: { $0.flatMap(path.extract(from:)) }, embed: { .some(path.embed($0)) },
    message(), body,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Changes the payload of an enum's case in place, in a test, by a case path
/// (`/Destination.State.edit`).
///
/// - Parameters:
///   - root: The enum to change.
///   - casePath: The path to the expected case.
///   - message: Text added to a failure, after ` - `.
///   - body: Changes the payload.
///   - fileID: Where the call is made.
///   - filePath: Where the call is made.
///   - line: Where the call is made.
///   - column: Where the call is made.
public func XCTModify<Root, Case>(
  _ root: inout Root,
  case casePath: CasePath<Root, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  modifyCase(
    &root, extract: casePath.extract(from:), embed: casePath.embed, message(), body,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Changes an optional's wrapped value in place, in a test: a failure when it is `nil`, or when
/// `body` leaves an `Equatable` value unchanged.
///
/// - Parameters:
///   - optional: The optional to change.
///   - message: Text added to a failure, after ` - `.
///   - body: Changes the wrapped value.
///   - fileID: Where the call is made.
///   - filePath: Where the call is made.
///   - line: Where the call is made.
///   - column: Where the call is made.
public func XCTModify<Wrapped>(
  _ optional: inout Wrapped?,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Wrapped) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  modifyCase(
    &optional, extract: { $0 }, embed: { .some($0) }, message(), body,
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func modifyCase<Root, Case>(
  _ root: inout Root, extract: (Root) -> Case?, embed: (Case) -> Root, _ message: String,
  _ body: (inout Case) throws -> Void, at location: SourceLocation
) {
  guard var value = extract(root) else {
    IssueReporting.report(
      """
      XCTModify failed: expected to extract value of type "\(dumpTypeName(Case.self))" from \
      "\(dumpTypeName(Root.self))"\(message.isEmpty ? "" : " - " + message) …

        Actual:
      \(customDump(root, indent: 4))
      """,
      at: location)
    return
  }
  let before = value
  do {
    try body(&value)
  } catch {
    IssueReporting.report("Threw error: \(error)", at: location)
    return
  }
  if XCTModifyLocals.isExhaustive, isEqual(before, value) == true {
    IssueReporting.report(
      """
      XCTModify: Expected "\(dumpTypeName(Case.self))" value to be modified but it was \
      unchanged.\(message.isEmpty ? "" : " - " + message)
      """,
      at: location)
  }
  root = embed(value)
}

/// What `XCTModify` checks where it runs.
enum XCTModifyLocals {
  /// Whether a body that leaves the value unchanged is a failure: not in the assertion of a
  /// non-exhaustive test store.
  @TaskLocal static var isExhaustive = true
}

/// Whether two values are equal, when their type is `Equatable`; `nil` when it is not.
private func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool? {
  func open<E: Equatable>(_ lhs: E) -> Bool { lhs == (rhs as? E) }
  guard let lhs = lhs as? any Equatable else { return nil }
  return open(lhs)
}
