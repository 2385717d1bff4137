import ComposableArchitecture
import Testing

/// An enum's case payload through its dynamic members: read as an optional, changed in place
/// with `modify`, as TCA's tests change a destination's fields; never assigned through the
/// member (`destination.edit = …` does not compile, as in swift-case-paths).
@Suite struct CasePathableMemberTests {
  @CasePathable @dynamicMemberLookup
  enum Destination: Equatable {
    case edit(Form)
    case alert(String)
  }

  struct Form: Equatable { var title = "" }

  @Test func aPayloadIsReadThroughItsCase() {
    let destination: Destination? = .edit(Form(title: "Draft"))
    #expect(destination?.edit == Form(title: "Draft"))
    #expect(destination?.alert == nil)
  }

  @Test func aPayloadIsChangedInPlaceWhenTheValueIsThatCase() {
    var destination: Destination? = .edit(Form(title: "Draft"))
    destination?.modify(\.edit) { $0.title = "Final" }
    #expect(destination == .edit(Form(title: "Final")))
  }

  @Test func changingAnotherCaseIsAFailureAndChangesNothing() {
    var destination: Destination = .alert("Sure?")
    let line = #line + 2
    withKnownIssue {
      destination.modify(\.edit) { $0.title = "Final" }
    } matching: { issue in
      issue.hasMessage(
        """
        Can't modify 'alert("Sure?")' via 'CaseKeyPath<Destination, Form>'
        """, at: line)
    }
    #expect(destination == .alert("Sure?"))
  }
}
