import SwiftParser
import Testing

@testable import FeatureLoader

@Suite struct StoreViewScanTests {
  private let files = [
    (
      "Views.swift",
      Parser.parse(
        source: """
          struct RowView: View {
            let store: StoreOf<Counter>
            var body: some View { Text("\\(store.count)") }
          }
          struct CounterView: View {
            static let preview: StoreOf<Counter>? = nil
            var title: String { "Count" }
            @Bindable var store: Store<Counter.State, Counter.Action>
            var body: some View { RowView(store: store) }
          }
          enum Settings {
            struct PanelView: SwiftUI.View {
              let model: ComposableArchitecture.StoreOf<Settings.Panel>
              var body: some View { EmptyView() }
            }
          }
          private struct SecretView: View {
            let store: StoreOf<Counter>
            var body: some View { EmptyView() }
          }
          struct Mixed: View {
            let store: Store<A.State, B.Action>
            var body: some View { EmptyView() }
          }
          """)
    )
  ]

  @Test func viewsHoldingAFeaturesStoreAreFoundWithTheirPropertysName() {
    #expect(
      StoreViewScan(files: files).views == [
        .init(name: "RowView", feature: "Counter", property: "store", file: "Views.swift", line: 1),
        .init(
          name: "CounterView", feature: "Counter", property: "store", file: "Views.swift", line: 5),
        .init(
          name: "Settings.PanelView", feature: "Settings.Panel", property: "model",
          file: "Views.swift", line: 12),
      ])
  }

  @Test func theViewNamedAfterTheFeatureIsDrawnElseTheFirst() {
    let scan = StoreViewScan(files: files)
    #expect(scan.view(of: "Counter")?.name == "CounterView")
    #expect(scan.view(of: "Settings.Panel")?.name == "Settings.PanelView")
    #expect(scan.view(of: "Other") == nil)
  }

  @Test func aFeatureWithoutAPreviewIsGivenItsFilesViewAndAFailedViewIsLeftOut() {
    let features = FeatureScan(
      files: [
        (
          "Counter.swift",
          """
          @Reducer struct Counter {
            @ObservableState struct State: Equatable { var count = 0 }
            enum Action { case tapped }
          }
          """
        )
      ])
    let views = StoreViewScan(files: files)
    let registration = FeatureLoader.registrationSource(features, views: RegisteredViews(views))
    #expect(
      registration.contains(
        """
        // view CounterView
        @MainActor @ViewBuilder
        private func _storeREPLView0(_ store: StoreOf<Counter>) -> some View {
          CounterView(store: store)
        }

        """))
    #expect(
      registration.contains(
        """
              reducer: { Counter() }, scenarios: StoreREPL.REPLScenario.dependencyContexts,
              view: { _storeREPLView0($0) }),
        """))
    let failed = FeatureLoader.failingStarts(
      registration: registration,
      diagnostics:
        "/c/_StoreREPLRegistration.swift:8:3: error: missing argument for parameter 'title'\n")
    #expect(failed == ["view CounterView": "missing argument for parameter 'title'"])
    #expect(
      FeatureLoader.note(key: "view CounterView", message: "missing argument")
        == "note: screen does not draw CounterView: missing argument")
    #expect(
      FeatureLoader.note(key: "view preview Counter.swift:9", message: "cannot find 'x' in scope")
        == "note: screen does not draw the preview at Counter.swift:9: cannot find 'x' in scope")
    let without = FeatureLoader.registrationSource(
      features,
      views: RegisteredViews(views, excluding: RegisteredViews.Exclusions(failed: failed)))
    #expect(!without.contains("view:"))
    #expect(!without.contains("import SwiftUI"))
  }
}
