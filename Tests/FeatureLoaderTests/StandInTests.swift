import Testing

@testable import FeatureLoader

/// A statement of a view that uses a name none of the files declares is stood in for, and the
/// rest of the view compiles.
@Suite struct StandInTests {
  private let card = """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct Card {
      @ObservableState
      struct State: Equatable { var count = 0 }
      enum Action { case tapped }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }

    struct CardView: View {
      let store: StoreOf<Card>
      var body: some View {
        Form {
          Section {
            AboutView(readMe: readMe)
          }
          Button("Tap") { Analytics.log("tap") }
          Dot()
          if store.count > 0 {
            Text(template: "Positive")
          }
        }
      }
    }
    """

  private func verdict(_ rounds: ViewRounds, _ diagnostics: String) -> ViewRounds.Verdict {
    rounds.verdict(on: CompilerReport(diagnostics), paths: ["Card.swift"], lookingBeside: false)
  }

  @Test func eachStatementAnUndeclaredNameIsInIsStoodInForAndTheReportSaysSo() {
    let setAside = SetAside(files: [("Card.swift", card)])
    var rounds = ViewRounds(setAside)
    let verdict = verdict(
      rounds,
      """
      Card.swift:17:9: error: cannot find 'AboutView' in scope
      Card.swift:17:27: error: cannot find 'readMe' in scope
      Card.swift:19:23: error: cannot find 'Analytics' in scope

      """)
    #expect(verdict.views.map(\.key) == ["CardView"])
    #expect(
      verdict.standIns["CardView"]?.map(\.statement) == [
        "AboutView(readMe: readMe)", #"Button("Tap") { Analytics.log("tap") }"#,
      ])
    rounds.standIn(verdict.standIns["CardView"] ?? [])
    #expect(rounds.keys == [])
    #expect(
      rounds.report == [
        "set aside AboutView(readMe: readMe) in CardView: 'AboutView' is declared in none of "
          + "the files",
        #"set aside Button("Tap") { Analytics.log("tap") } in CardView: 'Analytics' is declared "#
          + "in none of the files",
      ])
    #expect(
      rounds.standIns.map(\.drawn) == [
        "AboutView(readMe: readMe) is not drawn: 'AboutView' is declared in none of the files",
        #"Button("Tap") { Analytics.log("tap") } is not drawn: 'Analytics' is declared in none "#
          + "of the files",
      ])
    let text = setAside.texts(settingAside: rounds.keys, standingIn: rounds.standIns)
    let lines = text[0]?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
    #expect(lines.count == card.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(lines[16] == "        __v(0)                   ")
    #expect(lines[18] == "      __v(1)                                ")
    #expect(lines[19] == "      Dot()")
  }

  @Test func aViewWithAnErrorNoStandInCanTakeIsSetAsideAsBefore() {
    let rounds = ViewRounds(SetAside(files: [("Card.swift", card)]))
    // `Dot()` is shorter than a stand-in's call; a property is no statement to replace; a
    // name Linux lacks is the view's to set aside.
    for diagnostics in [
      "Card.swift:20:7: error: cannot find 'Dot' in scope\n",
      "Card.swift:13:14: error: cannot find type 'StoreOf' in scope\n",
      "Card.swift:17:9: error: cannot find 'Gauge' in scope\n",
    ] {
      let verdict = verdict(rounds, diagnostics)
      #expect(verdict.views.map(\.key) == ["CardView"])
      #expect(verdict.standIns == [:])
    }
  }

  @Test func anErrorThatNamesNothingMissingIsSaidInTheCompilersWords() {
    let verdict = verdict(
      ViewRounds(SetAside(files: [("Card.swift", card)])),
      """
      Card.swift:17:19: error: extraneous argument label 'readMe:' in call
      Card.swift:17:27: error: cannot infer contextual base in reference to member 'body'
      Card.swift:22:13: error: extraneous argument label 'template:' in call

      """)
    #expect(
      verdict.standIns["CardView"]?.map(\.drawn) == [
        "AboutView(readMe: readMe) is not drawn: extraneous argument label 'readMe:' in call",
        #"Text(template: "Positive") is not drawn: extraneous argument label 'template:' in call"#,
      ])
    #expect(
      verdict.standIns["CardView"]?.map(\.report) == [
        "set aside AboutView(readMe: readMe) in CardView: Card.swift:17: extraneous argument "
          + "label 'readMe:' in call",
        #"set aside Text(template: "Positive") in CardView: Card.swift:22: extraneous argument "#
          + "label 'template:' in call",
      ])
  }

  @Test func anErrorTheCompilerSaysOnceAnotherIsGoneIsStoodInForToo() {
    var rounds = ViewRounds(SetAside(files: [("Card.swift", card)]))
    let first = verdict(rounds, "Card.swift:17:9: error: cannot find 'AboutView' in scope\n")
    rounds.standIn(first.standIns["CardView"] ?? [])
    let second = verdict(
      rounds, "Card.swift:22:13: error: extraneous argument label 'template:' in call\n")
    #expect(second.standIns["CardView"]?.map(\.statement) == [#"Text(template: "Positive")"#])
    rounds.standIn(second.standIns["CardView"] ?? [])
    #expect(rounds.standInRounds == 2)
    // An error in a statement stood in for already: the stand-in did not take.
    let third = verdict(rounds, "Card.swift:17:9: error: ambiguous use of '__v'\n")
    #expect(third.standIns == [:])
    #expect(third.views.map(\.key) == ["CardView"])
  }

  @Test func theRegistrationDeclaresWhatDrawsTheStandIns() {
    let source = FeatureLoader.registrationSource(
      FeatureScan(files: [(path: String, text: String)]()),
      standIns: ["Badge() is not drawn: 'Badge' is declared in none"])
    #expect(
      source.contains(
        """
        import SwiftUI

        /// Draws what stands in for a statement of a view that uses what none of the files
        /// declares.
        @MainActor @discardableResult
        func __v(_ index: Int) -> some SwiftUI.View {
          SwiftUI.Text(verbatim: ["Badge() is not drawn: 'Badge' is declared in none"][index])
            .foregroundStyle(.secondary)
        }

        @_cdecl
        """))
  }
}
