import ComposableTesting
import TestHelpers
import Testing

@Suite struct IssueReportingTests {
  @Test func failuresReachSwiftTesting() {
    withKnownIssue {
      IssueReporting.report("Something went wrong.", at: .here())
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Something went wrong."]
        && issue.sourceLocation?.fileName == "IssueReportingTests.swift"
    }
  }

  @Test func aTaskLocalHandlerCollectsFailuresAsValues() {
    let collected = Collected()
    IssueReporting.withFailureHandler({ collected.append($0.message) }) {
      IssueReporting.report("First.", at: .here())
      IssueReporting.report("Second.", at: .here())
    }
    #expect(collected.messages == ["First.", "Second."])
  }
}
