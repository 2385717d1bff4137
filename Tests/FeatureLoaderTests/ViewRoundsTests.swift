import Testing

@testable import FeatureLoader

@Suite struct ViewRoundsTests {
  private let meter = """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct Meter {
      @ObservableState
      struct State: Equatable { var level = 0.5 }
      enum Action { case bump }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }

    struct MeterView: View {
      let store: StoreOf<Meter>
      var body: some View {
        Gauge(value: store.level) { Text("Level") }
          .listRowSeparator(.hidden)
      }
    }

    extension MeterView {
      var title: some View { Text("Meter") }
    }

    struct PanelView: View {
      let store: StoreOf<Meter>
      var body: some View {
        MeterView(store: store)
      }
    }

    struct HelpView: View {
      var body: some View { Text("Tap to bump") }
    }

    #Preview {
      PanelView(store: Store(initialState: Meter.State()) { Meter() })
    }
    """

  private func verdict(_ rounds: ViewRounds, _ diagnostics: String) -> ViewRounds.Verdict {
    rounds.verdict(
      on: CompilerReport(diagnostics), paths: ["Meter.swift"], lookingBeside: false)
  }

  @Test func nothingIsSetAsideBeforeTheFirstCompileWhenEveryNameMayBeProvided() {
    let rounds = ViewRounds(SetAside(files: [("Meter.swift", meter)]))
    #expect(rounds.keys == [])
    #expect(rounds.report == [])
  }

  @Test func theViewAnErrorIsInGoesWithItsFirstMissingNameAndTheViewsThatUseIt() {
    var rounds = ViewRounds(SetAside(files: [("Meter.swift", meter)]))
    let verdict = verdict(
      rounds,
      """
      Meter.swift:16:7: error: value of type 'some View' has no member 'listRowSeparator'
      14 |   var body: some View {
         |       `- error: value of type 'some View' has no member 'listRowSeparator'
      Meter.swift:15:5: error: cannot find 'Gauge' in scope
      Meter.swift:16:26: error: cannot infer contextual base in reference to member 'hidden'
      Meter.swift:16:30: error: cannot find 'Txt' in scope

      """)
    #expect(
      verdict
        == ViewRounds.Verdict(
          views: [.init(key: "MeterView", reason: .missing("listRowSeparator"))],
          inViews: [0, 1, 2, 3]))
    rounds.setAside(verdict.views)
    #expect(
      rounds.report == [
        "set aside MeterView: 'listRowSeparator' is not drawn on Linux",
        "set aside PanelView: it uses MeterView, which is set aside",
        "set aside #Preview: it uses PanelView, which is set aside",
      ])
    #expect(rounds.keys == ["MeterView", "PanelView", "#Preview Meter.swift:35"])
  }

  @Test func aNameNoFileDeclaresIsSaidSoAndAnErrorWithoutANameIsQuoted() {
    var rounds = ViewRounds(SetAside(files: [("Meter.swift", meter)]))
    let verdict = verdict(
      rounds,
      """
      Meter.swift:27:5: error: cannot find 'MeterCard' in scope
      Meter.swift:32:25: error: no exact matches in call to initializer
      Meter.swift:32:25: note: candidate expects value of type 'String'

      """)
    rounds.setAside(verdict.views)
    #expect(
      rounds.report == [
        "set aside PanelView: 'MeterCard' is declared in none of the files",
        "set aside HelpView: Meter.swift:32: no exact matches in call to initializer",
        "set aside #Preview: it uses PanelView, which is set aside",
      ])
  }

  @Test func anErrorOutsideTheViewsIsElsewhereAndOneInAMacrosExpansionIsWhereItIsWritten() {
    let rounds = ViewRounds(SetAside(files: [("Meter.swift", meter)]))
    let verdict = verdict(
      rounds,
      """
      Meter.swift:9:36: error: cannot find 'EmptyReducer' in scope
      /tmp/x/@__swiftmacroMeter7PreviewfMf_.swift:2:3: error: cannot find 'PanelVew' in scope
      Meter.swift:35:1: note: in expansion of macro 'Preview' here

      """)
    #expect(
      verdict
        == ViewRounds.Verdict(
          views: [
            .init(key: "#Preview Meter.swift:35", reason: .undeclared("PanelVew", declaredIn: []))
          ],
          inViews: [1], isElsewhere: true))
  }

  @Test func whatCannotCompileOnLinuxGoesBeforeTheFirstCompile() {
    let rounds = ViewRounds(
      SetAside(files: [
        (
          "Screens.swift",
          """
          import SwiftUI
          import UIKit

          class Screen: UIViewController {}
          final class DetailScreen: Screen {}
          struct WebView: UIViewRepresentable {}
          struct Page: View {
            var body: some View { WebView() }
          }
          struct Plain: View {
            var body: some View { Text("plain") }
          }
          """
        )
      ]))
    #expect(
      rounds.report == [
        "set aside the import of UIKit",
        "set aside Screen: 'UIViewController' is not drawn on Linux",
        "set aside DetailScreen: it uses Screen, which is set aside",
        "set aside WebView: 'UIViewRepresentable' is not drawn on Linux",
        "set aside Page: it uses WebView, which is set aside",
      ])
  }

  @Test func afterASecondRoundEveryViewGoesAndTheRestAreCounted() {
    var rounds = ViewRounds(SetAside(files: [("Meter.swift", meter)]))
    rounds.setAsideEverything([.init(key: "HelpView", reason: .missing("Gauge"))])
    #expect(
      rounds.report == [
        "set aside HelpView: 'Gauge' is not drawn on Linux",
        "set aside 3 more views to compile the rest: MeterView, PanelView, #Preview (SwiftUI)",
      ])
    #expect(rounds.keys.contains("import SwiftUI"))
  }

  @Test func theMissingNameIsReadFromTheCompilersWords() {
    let cases: [(String, Bool, String?)] = [
      ("cannot find 'Gauge' in scope", true, "Gauge"),
      ("cannot find type 'UIView' in scope", true, "UIView"),
      ("type 'String' has no member 'systemBackground'", true, "systemBackground"),
      ("module 'SwiftUI' has no member named 'Gauge'", true, "Gauge"),
      ("'UIApplication' is unavailable", true, "UIApplication"),
      ("value of type 'Store<S, A>' has no dynamic member 'total' using key path", true, nil),
      ("cannot infer contextual base in reference to member 'hidden'", true, nil),
      ("cannot infer contextual base in reference to member 'hidden'", false, "hidden"),
      ("no exact matches in call to initializer", true, nil),
    ]
    for (message, strong, name) in cases {
      #expect(ViewRounds.missingName(in: message, strong: strong) == name, "\(message)")
    }
  }
}
