import ComposableArchitecture
import SwiftUI
import Testing

@MainActor
@Suite struct SurveyViewTests {
  /// The screen while nothing is presented.
  static let closed = """
    alert "" {not presented}
      sheet {not presented}
        sheet {not presented}
          sheet {not presented}
            Form .navigationTitle("Survey")
              Section
                label:
                  HStack
                    Text "About you"
                    Spacer
                    Button "Edit" .font(.caption) {tap}
                Text "Blob"
                Text "30"
              Section
                label:
                  Button "Edit colours" {tap}
                Text "red"
              Section
                Button "Submit" {tap}
    """

  @Test func eachCaseOfTheDestinationPresentsItsOwnSheet() {
    let store = Store(initialState: Survey.State()) { Survey() }
    let tree = ViewTree()
    let view = SurveyView(store: store)

    #expect(tree.evaluate(view).description == Self.closed)
    store.send(.editColoursButtonTapped)
    let screen = tree.evaluate(view)
    let sheet = screen.children[0]

    #expect(sheet.description.hasPrefix("sheet {presented}\n"))
    #expect(
      ViewNode(.group, children: sheet.attached).description == """
        Group
          NavigationStack .presentationDetents([.medium])
            Button "blue" {tap}
            Button "red" {tap}
        """)
    screen.control(titled: "blue")?.tap()
    #expect(
      store.state.destination == .colours(ColourStep.State(colours: ["blue", "red"])))
  }

  @Test func theAlertCaseOfTheDestinationIsPresentedAndDismissed() {
    let store = Store(initialState: Survey.State()) { Survey() }
    let tree = ViewTree()
    let view = SurveyView(store: store)
    tree.evaluate(view).control(titled: "Submit")?.tap()
    let alert = tree.evaluate(view)

    #expect(alert.kind == .alert)
    #expect(alert.text == "Thanks, Blob!")
    #expect(
      ViewNode(.group, children: alert.attached).description == """
        Group
          Button "OK" {tap}
        """)
    alert.attached[0].tap()

    #expect(store.state.destination == nil)
    #expect(tree.evaluate(view).description == Self.closed)
  }
}
