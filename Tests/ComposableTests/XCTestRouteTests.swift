import Foundation
import Testing
import XCTest

@testable import Composable

/// An XCTest case that keeps the failures recorded while it runs instead of failing.
private final class RecordingTestCase: XCTestCase, @unchecked Sendable {
  // NB: Written only on the thread that runs the case, read after that thread ended.
  var failures: [(description: String, file: String)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    failures.append((description, filePath))
  }
}

/// Runs an XCTest case on a thread of its own, outside any Swift Testing test.
private func run(_ testCase: RecordingTestCase) async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    let thread = Thread {
      testCase.run()
      continuation.resume()
    }
    thread.start()
  }
}

// NB: Serialized: XCTest runs one case at a time, and knows one running case.
@Suite(.serialized) struct XCTestRouteTests {
  @Test func failuresOutsideSwiftTestingReachXCTest() async {
    let line = #line + 3
    let testCase = RecordingTestCase(name: "recordsAFailure") { _ in
      // NB: Outside a Swift Testing test: no `Test.current` on a thread of its own.
      IssueReporting.report("Something went wrong.", at: .here())
    }
    await run(testCase)
    // NB: XCTest on Linux records a failure only at a `StaticString` file, the hook's own, so
    // the call site is in the description.
    #expect(
      testCase.failures.map(\.description) == [
        "failed - \(#filePath):\(line): Something went wrong."
      ])
    #expect(
      testCase.failures.map { $0.file.hasSuffix("/Composable/TestFrameworks/TestFrameworks.swift") }
        == [true])
  }

  @Test func anExpectationWithoutABlockThatNothingFulfilledFailsTheCaseAsItEnds() async {
    let line = #line + 2
    let testCase = RecordingTestCase(name: "expectsInVain") { _ in
      XCTExpectFailure("the fix landed")
    }
    await run(testCase)
    #expect(
      testCase.failures.map(\.description) == [
        "failed - \(#filePath):\(line): Expected failure did not occur: the fix landed"
      ])
  }

  @Test func anExpectedFailureDoesNotFailTheCase() async {
    let testCase = RecordingTestCase(name: "expectsAFailure") { _ in
      XCTExpectFailure()
      reportIssue("The count is 2.")
    }
    await run(testCase)
    #expect(testCase.failures.isEmpty)
  }
}

/// A dependency whose test value is a new number each time one is made.
private enum Made: TestDependencyKey {
  static let count = LockIsolated(0)
  static var testValue: Int {
    count.withValue { count in
      count += 1
      return count
    }
  }
}

// NB: In the serialized suite, which runs one XCTest case at a time.
extension XCTestRouteTests {
  @Test func eachCaseIsNumberedBelowZeroAndStartsFromItsOwnDependencies() async {
    let seen = LockIsolated<[(test: Int, values: [Int])]>([])
    for name in ["first", "second"] {
      let testCase = RecordingTestCase(name: name) { _ in
        let values = [Dependency(Made.self).wrappedValue, Dependency(Made.self).wrappedValue]
        seen.withValue { $0.append((TestFrameworks.runningTest, values)) }
      }
      await run(testCase)
      #expect(testCase.failures.isEmpty)
    }
    let (first, second) = (seen.value[0], seen.value[1])
    #expect(first.test < -1)
    #expect(second.test == first.test - 1)
    #expect(first.values[0] == first.values[1])
    #expect(second.values == [first.values[0] + 1, first.values[0] + 1])
    #expect(TestFrameworks.runningTest > 0)
  }
}
