import Synchronization

/// XCTest's `XCTestObservation`, requirement for requirement and in its order, with XCTest's
/// classes as references: a conformance to it has the witness table of a conformance to
/// `XCTestObservation`, so XCTest calls an observer made of it as its own.
///
/// `XCTestRuntime.Observation` checks that XCTest's protocol has this shape (its
/// `layoutRequirements`) before an observer is added.
protocol XCTestObservationLayout: AnyObject {
  /// `testBundleWillStart(_ testBundle: Bundle)`.
  func testBundleWillStart(_ testBundle: AnyObject)
  /// `testSuiteWillStart(_ testSuite: XCTestSuite)`.
  func testSuiteWillStart(_ testSuite: AnyObject)
  /// `testCaseWillStart(_ testCase: XCTestCase)`.
  func testCaseWillStart(_ testCase: AnyObject)
  /// `testCase(_:didFailWithDescription:inFile:atLine:)`.
  func testCase(
    _ testCase: AnyObject, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int)
  /// `testCaseDidFinish(_ testCase: XCTestCase)`.
  func testCaseDidFinish(_ testCase: AnyObject)
  /// `testSuiteDidFinish(_ testSuite: XCTestSuite)`.
  func testSuiteDidFinish(_ testSuite: AnyObject)
  /// `testBundleDidFinish(_ testBundle: Bundle)`.
  func testBundleDidFinish(_ testBundle: AnyObject)
}

/// Numbers XCTest's cases as they start, below zero, apart from Swift Testing's tests, and keeps
/// the one running, as an observer of XCTest's.
final class XCTestCaseWatch: XCTestObservationLayout, Sendable {
  /// A case, held for as long as it runs.
  // NB: `@unchecked`: XCTest runs one case at a time, and the case is only handed to XCTest's
  // own `addTeardownBlock`, which takes a lock of its own.
  private struct RunningCase: @unchecked Sendable {
    let number: Int
    weak var testCase: AnyObject?
  }

  /// The number of the case running now: -1 before the first, then -2, -3, …
  let current = Mutex(-1)
  private let running = Mutex<RunningCase?>(nil)

  /// The watch XCTest calls, when it could be added to XCTest's observers (see
  /// `composable_xctest_loaded`); `nil` before, or when XCTest is not loaded.
  static let shared = Mutex<XCTestCaseWatch?>(nil)

  func testCaseWillStart(_ testCase: AnyObject) {
    let number = current.withLock { current in
      current -= 1
      return current
    }
    running.withLock { $0 = RunningCase(number: number, testCase: testCase) }
  }

  func testCaseDidFinish(_ testCase: AnyObject) {
    running.withLock { $0 = nil }
  }

  /// The case running now, when it is the one numbered `number`.
  func runningCase(numbered number: Int) -> AnyObject? {
    running.withLock { $0?.number == number ? $0?.testCase : nil }
  }

  /// Whether a case is running.
  var isCaseRunning: Bool {
    running.withLock { $0 != nil }
  }

  func testBundleWillStart(_ testBundle: AnyObject) {}
  func testSuiteWillStart(_ testSuite: AnyObject) {}
  func testCase(
    _ testCase: AnyObject, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int
  ) {}
  func testSuiteDidFinish(_ testSuite: AnyObject) {}
  func testBundleDidFinish(_ testBundle: AnyObject) {}
}
