import Composable
import ExampleFeatures
import Testing

@testable import StoreREPL

/// How `export test` writes a received action that is not `Equatable`.
@Suite struct TestExporterTests {
  @Test func aCasePathableActionIsReceivedByKeyPathThroughItsChildren() {
    #expect(
      TestExporter<ExampleFeatures.Root>.receivePattern(.splash(.responseCurrentWeather(.mock)))
        == #"\.splash.responseCurrentWeather"#)
    struct Failure: Error {}
    #expect(
      TestExporter<ExampleFeatures.Root>.receivePattern(.splash(.responseFetchError(Failure())))
        == #"\.splash.responseFetchError"#)
  }

  @Test func aResultIsReceivedThroughItsCase() {
    #expect(
      TestExporter<ExampleFeatures.EffectsBasics>.receivePattern(
        .numberFactResponse(.success("1 is odd.")))
        == #"\.numberFactResponse.success"#)
    #expect(
      TestExporter<ExampleFeatures.EffectsBasics>.receivePattern(
        .numberFactResponse(.failure(FactClientError(reason: "down"))))
        == #"\.numberFactResponse.failure"#)
  }

  @Test func aPreMacroActionIsReceivedByCasePath() {
    #expect(
      TestExporter<PreMacroParent>.receivePattern(.child(.response(.success(1))))
        == "/PreMacroParent.Action.child .. /PreMacroChild.Action.response")
  }
}

/// A parent and child in the pre-macro dialect: no `@CasePathable`, so no case key paths.
struct PreMacroParent: Reducer {
  struct State: Equatable {}
  enum Action { case child(PreMacroChild.Action) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

enum PreMacroChild {
  enum Action { case response(Result<Int, any Error>) }
}

/// How `export test` receives an action of a stack's screen, or of an `Equatable` action.
@Suite struct ReceivePatternTests {
  typealias Exporter = TestExporter<NavigationStackDemo>

  @Test func aScreensActionIsReceivedByKeyPathThroughTheElementsID() {
    #expect(
      Exporter.receivePattern(.path(.element(id: 1, action: .timer(.timerTicked))))
        == #"\.path[id: 1].timer.timerTicked"#)
  }

  @Test func anEquatableActionKeepsAPayloadOnlyWhenTheStatesChangesDoNotWriteIt() {
    #expect(Exporter.receivePattern(.path(.popFrom(id: 0))) == ".path(.popFrom(id: 0))")
    #expect(
      Exporter.receivePattern(.path(.popFrom(id: 0)), assignments: ["$0.path[id: 0] = nil"])
        == #"\.path.popFrom"#)
    #expect(
      Exporter.receivePattern(.goBackToScreen(id: 3), assignments: ["$0.x = [1, 3]"])
        == #"\.goBackToScreen"#)
    #expect(
      Exporter.receivePattern(.goBackToScreen(id: 3), assignments: ["$0.x = 33"])
        == ".goBackToScreen(id: 3)")
  }
}

/// How `export test` receives a presented child's action.
@Suite struct PresentedReceivePatternTests {
  @Test func aPresentedChildsActionIsReceivedWithoutPresented() {
    #expect(
      TestExporter<SheetDemo>.receivePattern(.stopwatch(.presented(.timerTicked)))
        == #"\.stopwatch.timerTicked"#)
    #expect(TestExporter<SheetDemo>.receivePattern(.stopwatch(.dismiss)) == #"\.stopwatch.dismiss"#)
  }
}
