import Testing

@testable import Composable

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

/// The outline of an action by its cases, as TCA's failure messages name actions.
@Suite struct DebugCaseOutputTests {
  @Test func anEnumShowsItsCasesAndTheLabelsOfTheirFieldsButNoOtherValues() {
    #expect(
      debugCaseOutput(Feature.Action.rows(.element(id: 1, action: .renamed("Blob"))))
        == "Feature.Action.rows(.element(id:, action: .renamed))")
    #expect(
      debugCaseOutput(Feature.Action.rows(.element(id: 1, action: .toggled)))
        == "Feature.Action.rows(.element(id:, action: .toggled))")
    #expect(debugCaseOutput(Feature.Action.child(.dismiss)) == "Feature.Action.child(.dismiss)")
    #expect(debugCaseOutput(Feature.Action.moved(1, to: 2)) == "Feature.Action.moved(_:, to:)")
  }

  @Test func abbreviatedLeavesOutTheType() {
    #expect(
      debugCaseOutput(Feature.Action.child(.presented(.toggled)), abbreviated: true)
        == ".child(.presented(.toggled))")
  }

  @Test func aGenericTypeIsNamedWithoutItsArguments() {
    #expect(debugCaseOutput(Result<Int, any Error>.success(1)) == "Result.success")
  }

  @Test func aValueThatIsNotAnEnumIsItsTypeAlone() {
    #expect(debugCaseOutput(()) == "()")
    #expect(debugCaseOutput(Row.Action.renamed("x")) == "Row.Action.renamed")
  }

  @Test func aValueThatDescribesItselfForDebuggingIsShownSo() {
    #expect(debugCaseOutput(Described()) == "Described!")
  }
}
