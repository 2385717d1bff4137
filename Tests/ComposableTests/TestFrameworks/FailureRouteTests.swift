import Testing

@testable import Composable

/// A fault for the routes that stop.
private let fault = TestFrameworkFault(
  framework: "XCTest", declaration: "XCTFail(_:file:line:)",
  symbol: "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")

private let location = Composable.SourceLocation(
  fileID: "Feature/FeatureTests.swift", filePath: "/src/Tests/FeatureTests.swift", line: 12,
  column: 5)

private let failure = TestFailure(message: "The count is 2.", location: location)

private let skipped = TestFailure(
  message: "The count is 2.", location: location, isExpected: true)

private var expectedFailure: TestFailure {
  var failure = failure
  failure.isExpected = true
  failure.expectedFailure = ExpectedFailureMatch(reason: "the fix landed")
  return failure
}

@Suite struct FailureRouteTests {
  @Test(arguments: [
    FailureRoute.XCTest.notLoaded, .caseRunning, .noCase, .casesUnknown, .unreachable(fault),
  ])
  func aFailureInASwiftTestingTestIsItsIssue(xcTest: FailureRoute.XCTest) {
    #expect(
      FailureRoute(failure, swiftTesting: .testRunning, xcTest: xcTest)
        == .swiftTestingIssue(isKnown: false, reason: nil))
    #expect(
      FailureRoute(skipped, swiftTesting: .testRunning, xcTest: xcTest)
        == .swiftTestingIssue(isKnown: true, reason: nil))
    #expect(
      FailureRoute(expectedFailure, swiftTesting: .testRunning, xcTest: xcTest)
        == .swiftTestingIssue(isKnown: true, reason: "the fix landed"))
  }

  @Test(arguments: [FailureRoute.XCTest.caseRunning, .casesUnknown])
  func outsideSwiftTestingAFailureFailsTheXCTestCase(xcTest: FailureRoute.XCTest) {
    for swiftTesting in [FailureRoute.SwiftTesting.notLoaded, .noTest] {
      #expect(
        FailureRoute(failure, swiftTesting: swiftTesting, xcTest: xcTest)
          == .xcTestFailure("/src/Tests/FeatureTests.swift:12: The count is 2."))
    }
  }

  @Test func anExpectedFailureOutsideSwiftTestingIsShown() {
    #expect(
      FailureRoute(expectedFailure, swiftTesting: .noTest, xcTest: .caseRunning)
        == .standardOutput(
          "Feature/FeatureTests.swift:12: expected failure (the fix landed): The count is 2."))
    #expect(
      FailureRoute(skipped, swiftTesting: .noTest, xcTest: .caseRunning)
        == .standardOutput("Feature/FeatureTests.swift:12: skipped assertion: The count is 2."))
  }

  @Test(arguments: [FailureRoute.XCTest.notLoaded, .noCase])
  func aFailureOutsideAnyTestIsWrittenOnStandardError(xcTest: FailureRoute.XCTest) {
    #expect(
      FailureRoute(failure, swiftTesting: .noTest, xcTest: xcTest)
        == .standardError("Feature/FeatureTests.swift:12: failure: The count is 2."))
  }

  @Test func aFrameworkThatCannotBeReachedStopsTheRunRatherThanLoseTheFailure() {
    let stop = FailureRoute.stop(
      """
      error: XCTest is loaded, but the engine found no XCTFail(_:file:line:) in it \
      ($s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF): so this failure cannot fail its \
      test, and the test run stops. The engine calls XCTest by the symbols the Swift 6.3 \
      toolchain's library exports; this library does not match.
      Feature/FeatureTests.swift:12: failure: The count is 2.
      """)
    #expect(FailureRoute(failure, swiftTesting: .noTest, xcTest: .unreachable(fault)) == stop)
    #expect(
      FailureRoute(failure, swiftTesting: .unreachable(fault), xcTest: .noCase) == stop)
    #expect(
      FailureRoute(failure, swiftTesting: .unreachable(fault), xcTest: .notLoaded) == stop)
    // NB: A case XCTest runs takes the failure, whatever Swift Testing's fault.
    #expect(
      FailureRoute(failure, swiftTesting: .unreachable(fault), xcTest: .caseRunning)
        == .xcTestFailure("/src/Tests/FeatureTests.swift:12: The count is 2."))
  }
}
