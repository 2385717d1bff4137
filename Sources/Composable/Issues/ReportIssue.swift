import Foundation

/// Reports an issue: in a test, a failure of the running test at the call site; elsewhere, a
/// line on standard error.
///
/// - Parameters:
///   - message: What went wrong.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  IssueReporting.report(
    message() ?? "Issue reported",
    at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports an error as an issue: in a test, a failure of the running test at the call site;
/// elsewhere, a line on standard error.
///
/// - Parameters:
///   - error: The error.
///   - message: What the error means here, written before it.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let described = "Caught error: \(error)"
  reportIssue(
    message().map { "\($0): \(described)" } ?? described, fileID: fileID, filePath: filePath,
    line: line, column: column)
}

/// Runs `body`, and reports what it throws as an issue instead of throwing it.
///
/// - Parameters:
///   - message: What an error means here, written before it.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
///   - body: The work.
/// - Returns: What `body` returns, or `nil` when it throws.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R
) -> R? {
  do {
    return try body()
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Runs `body`, and reports what it throws as an issue instead of throwing it.
///
/// - Parameters:
///   - message: What an error means here, written before it.
///   - fileID: The file ID of the call site.
///   - filePath: The file path of the call site.
///   - line: The line of the call site.
///   - column: The column of the call site.
///   - isolation: The actor `body` runs on.
///   - body: The work.
/// - Returns: What `body` returns, or `nil` when it throws.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  catching body: () async throws -> sending R
) async -> R? {
  do {
    return try await body()
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Whether this process runs tests: a test bundle run by `swift test` or `xctest`, or a test
/// runner's arguments.
public let isTesting: Bool = {
  let environment = ProcessInfo.processInfo.environment
  if environment.keys.contains(where: { $0.hasPrefix("XCTest") }) { return true }
  let arguments = ProcessInfo.processInfo.arguments
  if let program = arguments.first,
    program.hasSuffix(".xctest") || program.hasSuffix("/xctest")
  {
    return true
  }
  return arguments.contains("--testing-library") || arguments.contains("--test-bundle-path")
}()
