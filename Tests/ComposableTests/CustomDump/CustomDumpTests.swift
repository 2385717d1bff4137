import Composable
import Testing

private struct User: Equatable {
  var id: Int
  var name: String
}

@Suite struct CustomDumpTests {
  @Test func writesADumpToAStreamAndReturnsTheValue() {
    var text = ""
    let user = customDump(User(id: 1, name: "Blob"), to: &text)
    #expect(user == User(id: 1, name: "Blob"))
    #expect(
      text == """
        User(
          id: 1,
          name: "Blob"
        )
        """)
    text = ""
    customDump([1, 2], to: &text, name: "ids", indent: 2)
    #expect(
      text == """
          ids: [
            [0]: 1,
            [1]: 2
          ]
        """)
    #expect(String(customDumping: User(id: 2, name: "Blob Jr.")).hasPrefix("User(\n"))
  }

  @Test func printsADumpAndReturnsTheValue() {
    #expect(customDump(42) == 42)
  }

  @Test func diffsTwoValues() {
    #expect(
      diff(User(id: 1, name: "Blob"), User(id: 1, name: "Blob Jr."))
        == """
        \u{20} User(
        \u{20}   id: 1,
        -   name: "Blob"
        +   name: "Blob Jr."
        \u{20} )
        """)
    #expect(diff(User(id: 1, name: "Blob"), User(id: 1, name: "Blob")) == nil)
    #expect(
      diff(1, 2, format: .proportional)
        == """
        \u{2212} 1
        + 2
        """)
  }
}

@Suite struct ExpectNoDifferenceTests {
  @Test func equalValuesPass() {
    expectNoDifference(User(id: 1, name: "Blob"), User(id: 1, name: "Blob"))
  }

  @Test func unequalValuesAreReportedWithTheirDiff() {
    withKnownIssue {
      expectNoDifference(User(id: 1, name: "Blob"), User(id: 1, name: "Blob Jr."))
    } matching: { issue in
      issue.message == """
        Difference: …

          \u{2007} User(
          \u{2007}   id: 1,
          −   name: "Blob"
          +   name: "Blob Jr."
          \u{2007} )

        (First: −, Second: +)
        """
    }
  }

  @Test func aMessageGoesBeforeTheHeadline() {
    withKnownIssue {
      expectNoDifference([1, 2], [1, 3], "Counts differ")
    } matching: { issue in
      issue.message == """
        Counts differ - Difference: …

          \u{2007} [
          \u{2007}   [0]: 1,
          −   [1]: 2
          +   [1]: 3
          \u{2007} ]

        (First: −, Second: +)
        """
    }
  }

  @Test func anExpressionThatThrowsIsReported() {
    struct Failure: Error {}
    func failing() throws -> Int { throw Failure() }
    func check() { expectNoDifference(try failing(), 1) }
    withKnownIssue {
      check()
    } matching: { issue in
      issue.message == "Caught error: Failure()"
    }
  }

  @Test func theOlderNameReportsInItsOwnWords() {
    withKnownIssue {
      XCTAssertNoDifference(1, 2, "Off by one")
    } matching: { issue in
      issue.message == """
        XCTAssertNoDifference failed: …

          \u{2212} 1
          + 2

        (First: −, Second: +) - Off by one
        """
    }
  }
}

/// A counter whose changes the tests assert.
private final class CounterModel {
  var count = 0
  var isEven = true

  func incrementButtonTapped() {
    count += 1
    isEven = count.isMultiple(of: 2)
  }
}

private struct Snapshot: Equatable {
  var count: Int
  var isEven: Bool
}

extension CounterModel {
  fileprivate var snapshot: Snapshot { Snapshot(count: count, isEven: isEven) }
}

@Suite struct ExpectDifferenceTests {
  @Test func anOperationThatChangesTheValueAsExpectedPasses() {
    let model = CounterModel()
    expectDifference(model.snapshot) {
      model.incrementButtonTapped()
    } changes: {
      $0.count = 1
      $0.isEven = false
    }
  }

  @Test func anAsynchronousOperationIsAwaited() async {
    let model = CounterModel()
    model.incrementButtonTapped()
    await expectDifference(model.count) {
      await Task.yield()
      model.incrementButtonTapped()
    } changes: {
      $0 = 2
    }
  }

  @Test func withoutAnOperationItAssertsTheChangeAlreadyMade() {
    let model = CounterModel()
    model.incrementButtonTapped()
    expectDifference(model.snapshot) { $0.count = 1 }
  }

  @Test func aChangeOtherThanTheExpectedOneIsReported() {
    let model = CounterModel()
    withKnownIssue {
      expectDifference(model.snapshot) {
        model.incrementButtonTapped()
      } changes: {
        $0.count = 1
      }
    } matching: { issue in
      issue.message == """
        Difference: …

          \u{2007} Snapshot(
          \u{2007}   count: 1,
          −   isEven: true
          +   isEven: false
          \u{2007} )

        (Expected: −, Actual: +)
        """
    }
  }

  @Test func anOperationThatChangesNothingIsReported() {
    let model = CounterModel()
    withKnownIssue {
      expectDifference(model.count, "Tapped") {
      } changes: { _ in
      }
    } matching: { issue in
      issue.message == "Tapped - No difference detected after applying changes."
    }
  }
}
