/// Where a failure goes in a test run, and with what text: decided from what the test frameworks
/// the process loaded say of the running test, for ``TestFrameworks`` to carry out.
enum FailureRoute: Equatable {
  /// An issue of the Swift Testing test running in the current task: a known issue, which does
  /// not fail the test, when the failure is expected (for `reason`).
  case swiftTestingIssue(isKnown: Bool, reason: String?)
  /// A failure of the XCTest case running, with this message (XCTest on Linux records a failure
  /// only at a `StaticString` file, so the call site is in the message).
  case xcTestFailure(String)
  /// A line on standard output: an expected failure outside Swift Testing, which XCTest on Linux
  /// cannot show as one.
  case standardOutput(String)
  /// A line on standard error: a failure outside any test.
  case standardError(String)
  /// Text on standard error, then the process stops: a framework that may run the current test
  /// cannot be reached, and the failure must not pass unseen.
  case stop(String)

  /// What Swift Testing says of the current task.
  enum SwiftTesting: Equatable {
    /// The process has not loaded it.
    case notLoaded
    /// A test of it runs in the current task.
    case testRunning
    /// None of its tests runs in the current task.
    case noTest
    /// It is loaded, but the engine cannot reach it.
    case unreachable(TestFrameworkFault)
  }

  /// What XCTest says of its cases.
  enum XCTest: Equatable {
    /// The process has not loaded it.
    case notLoaded
    /// One of its cases runs.
    case caseRunning
    /// None of its cases runs.
    case noCase
    /// It can fail a case, but the engine does not watch its cases.
    case casesUnknown
    /// It is loaded, but the engine cannot fail a case of it.
    case unreachable(TestFrameworkFault)
  }

  /// Where `failure` goes: to the Swift Testing test running in its task, else to the XCTest
  /// case running, else to standard error. An expected failure outside Swift Testing is shown on
  /// standard output.
  init(_ failure: TestFailure, swiftTesting: SwiftTesting, xcTest: XCTest) {
    let location = failure.location
    let place = "\(location.fileID):\(location.line)"
    if swiftTesting == .testRunning {
      self = .swiftTestingIssue(
        isKnown: failure.isExpected, reason: failure.expectedFailure?.reason)
      return
    }
    if let expectedFailure = failure.expectedFailure {
      let because = expectedFailure.reason.map { " (\($0))" } ?? ""
      self = .standardOutput("\(place): expected failure\(because): \(failure.message)")
      return
    }
    if failure.isExpected {
      self = .standardOutput("\(place): skipped assertion: \(failure.message)")
      return
    }
    let stop = { (fault: TestFrameworkFault) in
      FailureRoute.stop(
        fault.message("so this failure cannot fail its test, and the test run stops")
          + "\n\(place): failure: \(failure.message)")
    }
    switch (xcTest, swiftTesting) {
    case (.caseRunning, _), (.casesUnknown, _):
      self = .xcTestFailure("\(location.filePath):\(location.line): \(failure.message)")
    case (.unreachable(let fault), _), (_, .unreachable(let fault)):
      self = stop(fault)
    case (.notLoaded, _), (.noCase, _):
      self = .standardError("\(place): failure: \(failure.message)")
    }
  }
}
