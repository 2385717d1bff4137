import Testing

@testable import FeatureLoader

extension SetAside {
  /// The key of every piece.
  var everything: Set<String> { Set(keys) }
}

@Suite struct SetAsideTests {
  private func setAside(_ text: String, path: String = "Feature.swift") -> SetAside {
    SetAside(files: [(path, text)])
  }

  @Test func theCaseStudysViewAndPreviewGoAndItsReducerStaysLineForLine() {
    let result = setAside(
      """
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct Counter {
        @ObservableState
        struct State: Equatable { var count = 0 }
        enum Action { case incrementButtonTapped }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.count += 1
            return .none
          }
        }
      }

      /// The counter's screen.
      struct CounterView: View {
        let store: StoreOf<Counter>
        var body: some View {
          Button("+") { store.send(.incrementButtonTapped) }
        }
      }

      #Preview {
        CounterView(store: Store(initialState: Counter.State()) { Counter() })
      }
      """)
    #expect(
      result.texts(settingAside: result.everything) == [
        """
        import ComposableArchitecture


        @Reducer
        struct Counter {
          @ObservableState
          struct State: Equatable { var count = 0 }
          enum Action { case incrementButtonTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.count += 1
              return .none
            }
          }
        }

        /// The counter's screen.










        """
      ])
    #expect(
      result.items(of: result.everything) == [
        .init(name: "CounterView", file: "Feature.swift", line: 18),
        .init(name: "#Preview", file: "Feature.swift", line: 25),
      ])
    #expect(result.keys == ["import SwiftUI", "CounterView", "#Preview Feature.swift:25"])
    #expect(result.appleImports == [])
  }

  @Test func reducersStatesActionsAndDependenciesStayAndSomeViewMembersGo() {
    let result = setAside(
      """
      @preconcurrency import SwiftUI
      import struct UIKit.UIColor
      import Dependencies

      @Reducer struct Feature {
        struct State: Equatable {
          var title = ""
          var badge: some View { Text(title) }
        }
        enum Action { case tapped }
        @Dependency(\\.numbers) var numbers
      }

      extension Feature.State {
        @ViewBuilder func row(for index: Int, _ flag: Bool) -> some View { Text("\\(index)") }
        var summary: String { title }
      }

      @DependencyClient
      struct NumbersClient {
        var fetch: @Sendable (Int) async throws -> String
      }

      extension NumbersClient: DependencyKey {
        static let liveValue = NumbersClient()
      }

      extension NumbersClient: EnvironmentKey {
        static let defaultValue = NumbersClient()
      }

      extension DependencyValues {
        var numbers: NumbersClient {
          get { self[NumbersClient.self] }
          set { self[NumbersClient.self] = newValue }
        }
      }
      """)
    #expect(
      result.texts(settingAside: result.everything) == [
        """


        import Dependencies

        @Reducer struct Feature {
          struct State: Equatable {
            var title = ""

          }
          enum Action { case tapped }
          @Dependency(\\.numbers) var numbers
        }

        extension Feature.State {

          var summary: String { title }
        }

        @DependencyClient
        struct NumbersClient {
          var fetch: @Sendable (Int) async throws -> String
        }

        extension NumbersClient: DependencyKey {
          static let liveValue = NumbersClient()
        }





        extension DependencyValues {
          var numbers: NumbersClient {
            get { self[NumbersClient.self] }
            set { self[NumbersClient.self] = newValue }
          }
        }
        """
      ])
    #expect(
      result.items(of: result.everything).map(\.name) == [
        "Feature.State.badge", "Feature.State.row(for:_:)", "NumbersClient",
      ])
    #expect(result.frameworks(of: result.everything) == ["SwiftUI", "UIKit"])
  }

  @Test func everyKindOfScreenCodeGoesWhereverItsConformanceIsDeclared() {
    let views = """
      import SwiftUI

      struct Card { @State var isOn = false }
      struct Tinted: ButtonStyle {}
      class Screen: UIViewController {}
      final class DetailScreen: Screen {}
      struct Map: UIViewRepresentable {}
      @main struct TallyApp: App {}
      struct Tally_Previews: PreviewProvider {}
      extension View { func carded() -> some View { self } }
      #if DEBUG
        #Preview("Dark") { Card() }
      #endif
      """
    let more = """
      extension Card: View { var body: some View { EmptyView() } }
      extension Card.Style { static let plain = Self() }
      extension Card { struct Style {} }
      class Helper: NSObject {}
      protocol Theme: ButtonStyle {}
      """
    let result = SetAside(files: [("Views.swift", views), ("More.swift", more)])
    #expect(
      result.items(of: result.everything).map(\.name) == [
        "Card", "Tinted", "Screen", "DetailScreen", "Map", "TallyApp", "Tally_Previews",
        "extension View", "#Preview(\"Dark\")", "Theme",
      ])
    #expect(
      result.texts(settingAside: result.everything) == [
        String(repeating: "\n", count: 10) + "#if DEBUG\n\n#endif",
        "\n\n\nclass Helper: NSObject {}\n",
      ])
    #expect(result.frameworks(of: result.everything) == ["SwiftUI", "UIKit"])
  }

  @Test func whatFollowsASetAsideDeclarationOnItsLineKeepsItsColumn() {
    let result = setAside(
      "import SwiftUI; let answer = 42\nstruct V: View { var body: some View { Text(\"\") } }; "
        + "let kept = 1 // ok\n")
    #expect(
      result.texts(settingAside: result.everything) == [
        "                let answer = 42\n"
          + String(repeating: " ", count: 53) + "let kept = 1 // ok\n"
      ])
    #expect(result.keys == ["import SwiftUI", "V"])
  }

  @Test func aFileThatOnlyImportsSwiftUIHasOnlyItsImportToSetAside() {
    let result = setAside("import ComposableArchitecture\nimport SwiftUI\n")
    #expect(result.texts(settingAside: result.everything) == ["import ComposableArchitecture\n\n"])
    #expect(result.items(of: result.everything) == [])
    #expect(result.keys == ["import SwiftUI"])
  }

  @Test func aFileWithNothingForAScreenIsCompiledAsItIs() {
    let result = setAside(
      """
      import ComposableArchitecture

      struct Label { var text: String }
      extension Label { var shout: String { text.uppercased() } }
      protocol Style {}
      struct Plain: Style {}
      """)
    #expect(result.texts(settingAside: result.everything) == [nil])
    #expect(result.keys == [])
  }

  @Test func anAppleFrameworkIsAnErrorThatSaysWhereAndWhatToDo() {
    let result = SetAside(files: [
      (
        "SpeechClient.swift",
        """
        import ComposableArchitecture
        import Dependencies
        @preconcurrency import Speech
        #if canImport(Combine)
          import Combine
        #endif
        import NotAModule
        """
      ),
      ("Player.swift", "import struct AVFoundation.AVPlayer\n"),
    ])
    #expect(
      result.appleImportsMessage == """
        SpeechClient.swift:3:24: error: 'Speech' is an Apple framework that Linux does not have
        Player.swift:1:15: error: 'AVFoundation' is an Apple framework that Linux does not have
          To fix, move the dependency's live implementation that uses them (its 'liveValue') to \
        a file of its own that you don't pass to store-repl, and keep a 'previewValue' in the \
        feature's files.

        """)
    #expect(
      setAside("import Photos\n").appleImportsMessage == """
        Feature.swift:1:8: error: 'Photos' is an Apple framework that Linux does not have
          To fix, move the dependency's live implementation that uses it (its 'liveValue') to a \
        file of its own that you don't pass to store-repl, and keep a 'previewValue' in the \
        feature's files.

        """)
    #expect(setAside("import Foundation\nimport CasePaths\n").appleImportsMessage == nil)
  }

  @Test func combineIsThisPackagesOwnAndNotSetAside() {
    #expect(setAside("import Combine\nimport ComposableArchitecture\n").appleImportsMessage == nil)
  }
}
