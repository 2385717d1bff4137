import ValueDump

/// Asserts how an operation changes a value, as swift-custom-dump does: `changes` turns the value
/// from before the operation into the one expected after it.
///
/// ```swift
/// expectDifference(model.count) {
///   model.incrementButtonTapped()
/// } changes: {
///   $0 = 1
/// }
/// ```
///
/// Without `operation`, it asserts that the value differs from what it was as `changes` says,
/// which is how a test checks the change that code before it made. With an operation, it is also
/// a failure when nothing changed at all: "No difference detected after applying changes." When
/// the values differ, the failure shows the diff with the legend `(Expected: −, Actual: +)`.
///
/// - Parameters:
///   - expression: The value, read before and after the operation.
///   - message: Text put before the failure's headline, followed by ` - `.
///   - operation: The code that changes the value.
///   - updateExpectingResult: Turns the value from before into the expected value after.
///   - fileID: Where the assertion is made.
///   - filePath: Where the assertion is made.
///   - line: Where the assertion is made.
///   - column: Where the assertion is made.
public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  operation: (() throws -> Void)? = nil,
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let original = try expression()
    try operation?()
    var expected = original
    try updateExpectingResult(&expected)
    let actual = try expression()
    checkDifference(
      original: original, expected: expected, actual: actual, isExhaustive: operation != nil,
      message: expected != actual || operation != nil ? message() : nil, at: location)
  } catch {
    IssueReporting.report(DifferenceFailure.caught(error), at: location)
  }
}

/// Asserts how an asynchronous operation changes a value; see
/// ``expectDifference(_:_:operation:changes:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - expression: The value, read before and after the operation.
///   - message: Text put before the failure's headline, followed by ` - `.
///   - operation: The code that changes the value.
///   - updateExpectingResult: Turns the value from before into the expected value after.
///   - fileID: Where the assertion is made.
///   - filePath: Where the assertion is made.
///   - line: Where the assertion is made.
///   - column: Where the assertion is made.
public nonisolated(nonsending) func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  operation: () async throws -> Void,
  changes updateExpectingResult: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let original = try expression()
    try await operation()
    var expected = original
    try updateExpectingResult(&expected)
    let actual = try expression()
    checkDifference(
      original: original, expected: expected, actual: actual, isExhaustive: true,
      message: expected != actual ? message() : nil, at: location)
  } catch {
    IssueReporting.report(DifferenceFailure.caught(error), at: location)
  }
}

private func checkDifference<T: Equatable>(
  original: T, expected: T, actual: T, isExhaustive: Bool, message: String?,
  at location: SourceLocation
) {
  guard expected != actual else {
    if isExhaustive, original == actual {
      let prefix = message.map { "\($0) - " } ?? ""
      IssueReporting.report("\(prefix)No difference detected after applying changes.", at: location)
    }
    return
  }
  IssueReporting.report(
    DifferenceFailure.unequal(expected, actual, message: message, legend: ("Expected", "Actual")),
    at: location)
}
