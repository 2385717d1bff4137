import Testing
import ValueDump

private enum Row {
  enum Action {
    case toggled
    case renamed(String)
  }
}

private enum Feature {
  enum Action {
    case rows(Rows)
    case child(Child)
    case moved(Int, to: Int)
  }

  enum Rows {
    case element(id: Int, action: Row.Action)
  }

  enum Child {
    case presented(Row.Action)
    case dismiss
  }
}

private struct Described: CustomDebugStringConvertible {
  var debugDescription: String { "Described!" }
}

@Suite struct CaseOutlineTests {
  @Test func anEnumShowsItsCasesAndTheLabelsOfTheirFieldsButNoOtherValues() {
    #expect(
      caseOutline(Feature.Action.rows(.element(id: 1, action: .renamed("Blob"))))
        == "Feature.Action.rows(.element(id:, action: .renamed))")
    #expect(
      caseOutline(Feature.Action.rows(.element(id: 1, action: .toggled)))
        == "Feature.Action.rows(.element(id:, action: .toggled))")
    #expect(caseOutline(Feature.Action.child(.dismiss)) == "Feature.Action.child(.dismiss)")
    #expect(caseOutline(Feature.Action.moved(1, to: 2)) == "Feature.Action.moved(_:, to:)")
  }

  @Test func abbreviatedLeavesOutTheType() {
    #expect(
      caseOutline(Feature.Action.child(.presented(.toggled)), abbreviated: true)
        == ".child(.presented(.toggled))")
  }

  @Test func aValueThatIsNotAnEnumIsItsTypeAlone() {
    #expect(caseOutline(()) == "()")
    #expect(caseOutline(Row.Action.renamed("x")) == "Row.Action.renamed")
  }

  @Test func aValueThatDescribesItselfForDebuggingIsShownSo() {
    #expect(caseOutline(Described()) == "Described!")
  }
}
