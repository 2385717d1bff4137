import ValueDump

/// Asserts that two values are equal; when they are not, reports a failure that shows how they
/// differ, as swift-custom-dump does.
///
/// ```swift
/// expectNoDifference(store.state.todos, [Todo(id: 0, title: "Milk")])
/// ```
///
/// The failure reads:
///
/// ```
/// Difference: …
///
///   [
///   − [0]: Todo(id: 0, title: "Milk")
///   + [0]: Todo(id: 0, title: "Eggs")
///   ]
///
/// (First: −, Second: +)
/// ```
///
/// - Parameters:
///   - expression1: The first value.
///   - expression2: The second value.
///   - message: Text put before the failure's headline, followed by ` - `.
///   - fileID: Where the assertion is made.
///   - filePath: Where the assertion is made.
///   - line: Where the assertion is made.
///   - column: Where the assertion is made.
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second else { return }
    IssueReporting.report(
      DifferenceFailure.unequal(
        first, second, message: message(), legend: ("First", "Second")),
      at: location)
  } catch {
    IssueReporting.report(DifferenceFailure.caught(error), at: location)
  }
}

/// Asserts that two values are equal, as ``expectNoDifference(_:_:_:fileID:filePath:line:column:)``
/// does; the name swift-custom-dump used before it.
///
/// - Parameters:
///   - expression1: The first value.
///   - expression2: The second value.
///   - message: Text put after the failure, after ` - `.
///   - file: Where the assertion is made.
///   - line: Where the assertion is made.
public func XCTAssertNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath,
  line: UInt = #line
) {
  let location = SourceLocation(fileID: file, filePath: file, line: line, column: 0)
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second else { return }
    let message = message()
    let failure = DifferenceFailure.unequal(
      first, second, message: nil, legend: ("First", "Second")
    )
    .replacingHeadline("Difference: …", with: "XCTAssertNoDifference failed: …")
    IssueReporting.report(failure + (message.isEmpty ? "" : " - \(message)"), at: location)
  } catch {
    IssueReporting.report(#"XCTAssertNoDifference failed: threw error "\#(error)""#, at: location)
  }
}

/// The messages of the difference assertions, in swift-custom-dump's words.
enum DifferenceFailure {
  /// Two values that are not equal: the diff, indented 2, with its legend.
  static func unequal<T>(
    _ first: T, _ second: T, message: String?, legend: (first: String, second: String)
  ) -> String {
    let prefix = message.map { "\($0) - " } ?? ""
    let format = DiffFormat.proportional
    guard let difference = ValueDump.diff(first, second, format: format) else {
      return """
        \(prefix)("\(first)" is not equal to ("\(second)"), but no difference was detected.
        """
    }
    return """
      \(prefix)Difference: …

      \(difference.indentedLines(by: 2))

      (\(legend.first): \(format.first), \(legend.second): \(format.second))
      """
  }

  /// An expression that threw.
  static func caught(_ error: any Error) -> String {
    "Caught error: \(error)"
  }
}

extension String {
  /// The text with `count` spaces in front of every line.
  fileprivate func indentedLines(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { indentation + $0 }
      .joined(separator: "\n")
  }

  /// The text with its first line replaced when it is `headline`.
  fileprivate func replacingHeadline(_ headline: String, with replacement: String) -> String {
    hasPrefix(headline) ? replacement + dropFirst(headline.count) : self
  }
}
