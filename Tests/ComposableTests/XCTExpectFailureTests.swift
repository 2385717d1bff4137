import Composable
import TestHelpers
import Testing

/// A feature whose effect feeds an action back.
private struct Counting: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case tapped
    case counted
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      state.count += 1
      return .send(.counted)
    case .counted:
      return .none
    }
  }
}

/// Runs `body` with the failures reported in it collected, each as `expected (reason): message`,
/// `expected: message` or `failure at line: message`.
private func failures(in body: () -> Void) -> [String] {
  let collected = Collected()
  IssueReporting.withFailureHandler({ collected.append(describe($0)) }, operation: body)
  return collected.messages
}

/// ``failures(in:)`` for asynchronous work.
private func failures(in body: () async -> Void) async -> [String] {
  let collected = Collected()
  await IssueReporting.withFailureHandler({ collected.append(describe($0)) }, operation: body)
  return collected.messages
}

private func describe(_ failure: TestFailure) -> String {
  switch (failure.isExpected, failure.expectedFailure?.reason) {
  case (true, let reason?): return "expected (\(reason)): \(failure.message)"
  case (true, nil): return "expected: \(failure.message)"
  case (false, _): return "failure at \(failure.location.line): \(failure.message)"
  }
}

@Suite struct XCTExpectFailureTests {
  @Test func aFailureInTheBlockIsExpected() {
    let reported = failures {
      let value = XCTExpectFailure("the count is off by one") {
        reportIssue("The count is 2.")
        return 7
      }
      #expect(value == 7)
    }
    #expect(reported == ["expected (the count is off by one): The count is 2."])
  }

  @Test func aStrictBlockWithoutAFailureFailsWhereItIsMade() {
    let line = #line + 2
    let reported = failures {
      XCTExpectFailure("flaky") {}
      XCTExpectFailure {}
    }
    #expect(
      reported == [
        "failure at \(line): Expected failure did not occur: flaky",
        "failure at \(line + 1): Expected failure did not occur.",
      ])
  }

  @Test func aBlockThatIsNotStrictOrNotEnabledExpectsNothing() {
    let line = #line + 5
    let reported = failures {
      XCTExpectFailure(strict: false) {}
      XCTExpectFailure(enabled: false) {}
      XCTExpectFailure(enabled: false) {
        reportIssue("Not expected.")
      }
    }
    #expect(reported == ["failure at \(line): Not expected."])
  }

  @Test func aFailureTheMatcherRejectsFails() {
    let line = #line + 2
    let reported = failures {
      XCTExpectFailure {
        reportIssue("Something else.")
      } issueMatcher: {
        $0.compactDescription == "The count is 2."
      }
    }
    #expect(
      reported == [
        "failure at \(line + 1): Something else.",
        "failure at \(line): Expected failure did not occur.",
      ])
  }

  @Test func theInnermostExpectationThatTakesAFailureTakesIt() {
    let reported = failures {
      XCTExpectFailure("outer") {
        XCTExpectFailure("inner") {
          reportIssue("First.")
          reportIssue("Second.")
        } issueMatcher: {
          $0.compactDescription == "First."
        }
      }
    }
    #expect(reported == ["expected (inner): First.", "expected (outer): Second."])
  }

  @Test func theMatcherSeesTheFailureAsXCTestShowsIt() {
    let line = #line + 3
    let issues = LockIsolated<[XCTIssue]>([])
    XCTExpectFailure {
      reportIssue("The count is 2.")
    } issueMatcher: { issue in
      issues.withValue { $0.append(issue) }
      return true
    }
    let issue = issues.withValue { $0.first }
    #expect(issue?.type == .assertionFailure)
    #expect(issue?.compactDescription == "The count is 2.")
    #expect(issue?.detailedDescription == nil)
    #expect(issue?.sourceCodeContext.location?.lineNumber == line)
    #expect(
      issue?.sourceCodeContext.location?.fileURL.lastPathComponent == "XCTExpectFailureTests.swift")
  }

  @Test func aTestStoreFailureIsExpectedWithTCAsMessage() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await XCTExpectFailure {
      await store.send(.tapped) { $0.count = 2 }
    } issueMatcher: {
      $0.compactDescription == """
        A state change does not match expectation.

            − Counting.State(count: 2)
            + Counting.State(count: 1)

        (Expected: −, Actual: +)
        """
    }
    await store.receive(.counted)
    // NB: A block that does not suspend, in an asynchronous test, needs no `await`.
    XCTExpectFailure {
      store.assert { $0.count = 5 }
    } issueMatcher: {
      $0.compactDescription.hasPrefix("A state change does not match expectation.")
    }
  }

  @Test func aFailureAnEffectReportsInsideTheBlockIsExpected() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { _, _ in
        .run { _ in reportIssue("The effect failed.") }
      }
    }
    let reported = await failures { () async -> Void in
      await XCTExpectFailure {
        await store.send(())
        await store.finish()
      }
    }
    #expect(reported == ["expected: The effect failed."])
  }

  @Test func withoutABlockFailuresAreExpectedUntilTheEndOfTheTest() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    XCTExpectFailure {
      $0.compactDescription == """
        Must handle 1 received action before sending an action.

        Unhandled actions: [
          [0]: .counted
        ]
        """
    }
    await store.send(.tapped) { $0.count = 1 }
    await store.send(.tapped) { $0.count = 2 }
    await store.skipReceivedActions()
  }

  @Test func aLaterExpectationIsAskedFirst() {
    let reported = failures {
      XCTExpectFailure("first")
      XCTExpectFailure("second") { $0.compactDescription == "Second." }
      reportIssue("First.")
      reportIssue("Second.")
    }
    #expect(reported == ["expected (first): First.", "expected (second): Second."])
  }
}
