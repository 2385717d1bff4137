import ComposableArchitecture
import TestHelpers
import Testing

@CasePathable
private enum Destination: Equatable {
  case edit(Form)
  case alert(String)

  struct Form: Equatable {
    var title: String
  }
}

@Suite struct XCTModifyTests {
  @Test func changesThePayloadOfTheCase() {
    var destination = Destination.edit(.init(title: "Draft"))
    XCTModify(&destination, case: \.edit) { $0.title = "Final" }
    #expect(destination == .edit(.init(title: "Final")))
  }

  @Test func changesThePayloadOfAnOptionalsCase() {
    var destination: Destination? = .alert("Delete?")
    XCTModify(&destination, case: \.alert) { $0 = "Really delete?" }
    #expect(destination == .alert("Really delete?"))
    var count: Int? = 1
    XCTModify(&count) { $0 += 1 }
    #expect(count == 2)
  }

  @Test func anotherCaseIsReported() {
    var destination = Destination.alert("Delete?")
    let line = #line + 2
    withKnownIssue {
      XCTModify(&destination, case: \.edit, "Editing") { $0.title = "Final" }
    } matching: { issue in
      issue.hasMessage(
        """
        XCTModify failed: expected to extract value of type "Destination.Form" from \
        "Destination" - Editing …

          Actual:
            Destination.alert("Delete?")
        """, at: line)
    }
    #expect(destination == .alert("Delete?"))
  }

  @Test func aPayloadLeftUnchangedIsReported() {
    var destination = Destination.edit(.init(title: "Draft"))
    withKnownIssue {
      XCTModify(&destination, case: /Destination.edit) { _ in }
    } matching: { issue in
      issue.message == """
        XCTModify: Expected "Destination.Form" value to be modified but it was unchanged.
        """
    }
  }

  @MainActor
  @Test func aPayloadLeftUnchangedInANonExhaustiveAssertionIsNoFailure() async {
    let store = TestStore(initialState: Optional(1)) {
      Reduce<Int?, Bool> { _, _ in .none }
    }
    store.exhaustivity = .off
    await store.send(true) {
      XCTModify(&$0) { _ in }
    }
  }

  @Test func aThrowingBodyIsReported() {
    struct Failure: Error {}
    var count: Int? = 1
    withKnownIssue {
      XCTModify(&count) { _ in throw Failure() }
    } matching: { issue in
      issue.message == "Threw error: Failure()"
    }
    #expect(count == 1)
  }
}
