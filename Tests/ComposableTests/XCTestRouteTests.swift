import ComposableTesting
import Foundation
import Testing
import XCTest

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

@Suite struct XCTestRouteTests {
  @Test func failuresOutsideSwiftTestingReachXCTest() async {
    let line = #line + 3
    let testCase = RecordingTestCase(name: "recordsAFailure") { _ in
      // NB: Outside a Swift Testing test: no `Test.current` on a thread of its own.
      IssueReporting.report("Something went wrong.", at: .here())
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let thread = Thread {
        testCase.run()
        continuation.resume()
      }
      thread.start()
    }
    // NB: XCTest on Linux records a failure only at a `StaticString` file, the hook's own, so
    // the call site is in the description.
    #expect(
      testCase.failures.map(\.description) == [
        "failed - \(#filePath):\(line): Something went wrong."
      ])
    #expect(
      testCase.failures.map { $0.file.hasSuffix("/ComposableTesting/FailureRouting.swift") }
        == [true])
  }
}
