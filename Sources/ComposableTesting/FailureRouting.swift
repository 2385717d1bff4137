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
@_cdecl("composable_testing_record_failure")
public func composableTestingRecordFailure(
  _ message: UnsafePointer<CChar>,
  _ fileID: UnsafePointer<CChar>,
  _ filePath: UnsafePointer<CChar>,
  _ line: Int,
  _ column: Int,
  _ expected: Int
) {
  let message = String(cString: message)
  let fileID = String(cString: fileID)
  let filePath = String(cString: filePath)
  if Test.current != nil {
    let sourceLocation = Testing.SourceLocation(
      fileID: fileID, filePath: filePath, line: max(line, 1), column: max(column, 1))
    if expected != 0 {
      withKnownIssue(isIntermittent: true) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      }
    } else {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  } else if expected != 0 {
    // NB: XCTest on Linux has no expected failures; a skipped assertion is shown, not failed.
    print("\(fileID):\(line): skipped assertion: \(message)")
  } else {
    // NB: XCTest on Linux records a failure only at a `StaticString` file, so the call site goes
    // into the message instead.
    XCTFail("\(filePath):\(line): \(message)")
  }
}
