import ComposableArchitecture
import Testing

/// An enum's case payload through its dynamic members: read, and written through optional
/// chaining as TCA's tests write a destination's fields.
@Suite struct CasePathableMemberTests {
  @CasePathable @dynamicMemberLookup
  enum Destination: Equatable {
    case edit(Form)
    case alert(String)
  }

  struct Form: Equatable { var title = "" }

  @Test func aPayloadIsChangedInPlaceWhenTheValueIsThatCase() {
    var destination: Destination? = .edit(Form(title: "Draft"))
    destination?.edit?.title = "Final"
    #expect(destination == .edit(Form(title: "Final")))
    #expect(destination?.edit == Form(title: "Final"))
    #expect(destination?.alert == nil)
  }

  @Test func anotherCaseIsLeftAsItIs() {
    var destination: Destination = .alert("Sure?")
    destination.edit?.title = "Final"
    #expect(destination == .alert("Sure?"))
    destination.edit = nil
    #expect(destination == .alert("Sure?"))
    destination.edit = Form(title: "New")
    #expect(destination == .edit(Form(title: "New")))
  }
}
