import Composable
import Foundation
import TestHelpers
import Testing

@Suite struct ReportIssueTests {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }

  @Test func aReportedIssueFailsTheTestAtItsLine() {
    let line = #line + 2
    withKnownIssue {
      reportIssue("The count went negative.")
    } matching: { issue in
      issue.hasMessage("The count went negative.", at: line)
    }
  }

  @Test func aReportedErrorSaysWhatWasCaught() {
    withKnownIssue {
      reportIssue(Failure(), "Saving failed")
    } matching: { issue in
      issue.message == "Saving failed: Caught error: the disk is full"
    }
  }

  @Test func withErrorReportingReportsWhatItCatchesAndReturnsNil() async {
    withKnownIssue {
      let value: Int? = withErrorReporting { throw Failure() }
      #expect(value == nil)
    } matching: { issue in
      issue.message == "Caught error: the disk is full"
    }
    let value = await withErrorReporting { () async throws -> Int in 7 }
    #expect(value == 7)
  }

  @Test func aTestRunIsTesting() {
    #expect(isTesting)
  }
}
