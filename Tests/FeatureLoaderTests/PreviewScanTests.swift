import SwiftParser
import Testing

@testable import FeatureLoader

@Suite struct PreviewScanTests {
  private func scan(text: String) -> PreviewScan {
    PreviewScan(files: [("Sources/App/Feature.swift", Parser.parse(source: text))])
  }

  @Test func theStoresOfPreviewsAppsAndStaticPropertiesAreFoundAsWritten() {
    let result = scan(
      text: """
        #Preview {
          NavigationStack {
            ContactsView(
              store: Store(initialState: ContactsFeature.State(title: "Friends")) {
                ContactsFeature()._printChanges()
              }
            )
          }
        }

        #Preview("Offline") {
          ContactsView(
            store: StoreOf<ContactsFeature>(
              initialState: .init(title: "None"),
              reducer: { ContactsFeature() },
              withDependencies: { dependencies in dependencies.api = .offline }
            )
          )
        }

        struct Legacy_Previews: PreviewProvider {
          static var previews: some View {
            LegacyView(store: Store(initialState: Legacy.State()) { Legacy() })
          }
        }

        @main struct TicketsApp: App {
          static let store = Store(initialState: AppFeature.State()) {
            AppFeature()
          } withDependencies: {
            $0.booking = .mock
          }
          var body: some Scene { WindowGroup { AppView(store: Self.store) } }
        }

        let sharedStore = Store(initialState: Counter.State(count: 1)) { Counter() }

        struct ContactsView: View {
          let store = Store(initialState: ContactsFeature.State()) { ContactsFeature() }
          func make() -> StoreOf<Counter> { Store(initialState: Counter.State()) { Counter() } }
        }
        """)
    #expect(
      result.stores == [
        PreviewScan.Store(
          feature: "ContactsFeature", file: "Sources/App/Feature.swift", line: 4,
          shows: "ContactsView", view: "ContactsView",
          initialState: #"ContactsFeature.State(title: "Friends")"#,
          reducer: "{\n        ContactsFeature()._printChanges()\n      }"),
        PreviewScan.Store(
          feature: "ContactsFeature", file: "Sources/App/Feature.swift", line: 13,
          shows: "Offline", view: "ContactsView", initialState: #".init(title: "None")"#,
          reducer: "{ ContactsFeature() }",
          dependencies: "{ dependencies in dependencies.api = .offline }",
          dependencyStatements: "({ dependencies in dependencies.api = .offline })(&$0)"),
        PreviewScan.Store(
          feature: "Legacy", file: "Sources/App/Feature.swift", line: 23, shows: "LegacyView",
          view: "LegacyView",
          initialState: "Legacy.State()", reducer: "{ Legacy() }"),
        PreviewScan.Store(
          feature: "AppFeature", file: "Sources/App/Feature.swift", line: 28, shows: "TicketsApp",
          initialState: "AppFeature.State()", reducer: "{\n    AppFeature()\n  }",
          dependencies: "{\n    $0.booking = .mock\n  }", dependencyStatements: "$0.booking = .mock"
        ),
        PreviewScan.Store(
          feature: "Counter", file: "Sources/App/Feature.swift", line: 36, shows: nil,
          initialState: "Counter.State(count: 1)", reducer: "{ Counter() }"),
      ])
    #expect(result.passedOver == [])
    #expect(result.stores[0].place == "Feature.swift:4")
  }

  @Test func uuidsAreFixedAndAStoreUsingThePreviewsOwnNamesIsPassedOver() {
    let result = scan(
      text: """
        #Preview {
          TodosView(
            store: Store(
              initialState: Todos.State(todos: [
                Todo.State(id: UUID(), title: "Milk"),
                Todo.State(id: UUID(), title: "Eggs"),
              ])
            ) {
              Todos()
            } withDependencies: {
              $0.uuid = .constant(UUID())
            }
          )
        }

        #Preview {
          let owner = Owner(name: "Blob")
          return CardView(store: Store(initialState: Card.State(owner: owner)) { Card() })
        }

        #Preview {
          CardView(store: Store(initialState: Card.State()) { Reduce { _, _ in .none } })
        }
        """)
    #expect(
      result.stores == [
        PreviewScan.Store(
          feature: "Todos", file: "Sources/App/Feature.swift", line: 3, shows: "TodosView",
          view: "TodosView",
          initialState: """
            Todos.State(todos: [
                    Todo.State(id: UUID(0xFFFFFFFFFFFF), title: "Milk"),
                    Todo.State(id: UUID(0xFFFFFFFFFFFE), title: "Eggs"),
                  ])
            """,
          reducer: "{\n      Todos()\n    }",
          dependencies: "{\n      $0.uuid = .constant(UUID(0xFFFFFFFFFFFD))\n    }",
          dependencyStatements: "$0.uuid = .constant(UUID(0xFFFFFFFFFFFD))")
      ])
    #expect(
      result.passedOver.map(\.note) == [
        "note: the store built at Feature.swift:18 is not a way to start: it uses 'owner', "
          + "which the preview declares beside it",
        "note: the store built at Feature.swift:22 is not a way to start: its reducer is not a "
          + "reducer type's initializer",
      ])
  }
}
