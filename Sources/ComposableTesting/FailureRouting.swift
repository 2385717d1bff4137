import CComposableTestingInstall
@_exported import Composable
import Testing
import XCTest

/// Records an engine failure with the test framework that runs the current test: Swift Testing
/// when a Swift Testing test is running, XCTest otherwise (outside any test, XCTest prints it).
///
/// `CComposableTestingInstall` installs this function as `Composable`'s failure hook when the
/// binary loads, so linking this module into a test target is all it takes to route `TestStore`
/// failures to the test that caused them.
///
/// `expected` is 0 for a failure, 1 for an assertion a non-exhaustive test store skipped, 2 for
/// a failure an `XCTExpectFailure` expected, for the reason `reason` when it gave one.
@_cdecl("composable_testing_record_failure")
public func composableTestingRecordFailure(
  _ message: UnsafePointer<CChar>,
  _ fileID: UnsafePointer<CChar>,
  _ filePath: UnsafePointer<CChar>,
  _ line: Int,
  _ column: Int,
  _ expected: Int,
  _ reason: UnsafePointer<CChar>?
) {
  let message = String(cString: message)
  let fileID = String(cString: fileID)
  let filePath = String(cString: filePath)
  let reason = reason.map { String(cString: $0) }
  if Test.current != nil {
    let sourceLocation = Testing.SourceLocation(
      fileID: fileID, filePath: filePath, line: max(line, 1), column: max(column, 1))
    if expected != 0 {
      withKnownIssue(reason.map { Comment(rawValue: $0) }, isIntermittent: true) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      }
    } else {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  } else if expected == 2 {
    // XCTest on Linux has no expected failures: one is shown, and does not fail the test.
    let because = reason.map { " (\($0))" } ?? ""
    print("\(fileID):\(line): expected failure\(because): \(message)")
  } else if expected != 0 {
    print("\(fileID):\(line): skipped assertion: \(message)")
  } else {
    // XCTest on Linux records a failure only at a `StaticString` file, so the call site goes
    // into the message instead.
    XCTFail("\(filePath):\(line): \(message)")
  }
}

/// Arranges for the engine's end-of-test checks of the running XCTest case to run in its
/// teardown, while it can still fail; returns 0 in a Swift Testing test, which has no such
/// moment a library can reach.
///
/// `CComposableTestingInstall` installs this function as `Composable`'s test end hook when the
/// binary loads.
@_cdecl("composable_testing_at_test_end")
public func composableTestingAtTestEnd(_ test: Int) -> Int {
  guard Test.current == nil, let testCase = XCTestCaseNumbers.shared.runningCase(numbered: test)
  else { return 0 }
  testCase.addTeardownBlock { ExpectedFailures.testEnded(test) }
  return 1
}
