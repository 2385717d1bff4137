import SwiftUI
import Testing

@MainActor
@Suite struct NavigationTests {
  struct Numbers: View {
    @Binding var path: [Int]

    var body: some View {
      NavigationStack(path: $path) {
        List {
          NavigationLink("One", value: 1)
          NavigationLink("Two", value: 2)
        }
        .navigationDestination(for: Int.self) { number in
          NumberView(number: number)
        }
      }
    }
  }

  struct NumberView: View {
    let number: Int
    @Environment(\.dismiss) var dismiss

    var body: some View {
      VStack {
        Text("Number \(number)")
        NavigationLink("Next", value: number + 1)
        Button("Back") { dismiss() }
      }
    }
  }

  @Test func aStackPushesAScreenPerValueOfItsPath() {
    var path: [Int] = []
    let view = Numbers(path: Binding(get: { path }, set: { path = $0 }))
    let tree = ViewTree()

    tree.evaluate(view).control(titled: "Two")?.tap()
    #expect(path == [2])
    tree.evaluate(view).control(titled: "Next")?.tap()
    #expect(path == [2, 3])
    let pushed = tree.evaluate(view)
    #expect(
      pushed.description == """
        NavigationStack
          List .navigationDestination(for: Int.self)
            NavigationLink "One" {tap}
            NavigationLink "Two" {tap}
          attached:
            navigationDestination {presented}
              VStack
                Text "Number 2"
                NavigationLink "Next" {tap}
                Button "Back" {tap}
            navigationDestination {presented}
              VStack
                Text "Number 3"
                NavigationLink "Next" {tap}
                Button "Back" {tap}
        """)
    pushed.attached[0].control(titled: "Back")?.tap()
    #expect(path == [])
  }

  @Test func aLinkToAScreenPushesItUntilDismissed() {
    let view = NavigationStack {
      NavigationLink("Settings") { Text("Settings screen") }
    }
    let tree = ViewTree()
    tree.evaluate(view).control(titled: "Settings")?.tap()
    let pushed = tree.evaluate(view)

    #expect(
      pushed.description == """
        NavigationStack
          NavigationLink "Settings" {tap}
          attached:
            navigationDestination {presented}
              Text "Settings screen"
        """)
    if case .presentation(_, let dismiss)? = pushed.attached[0].control { dismiss() }
    #expect(tree.evaluate(view).attached.isEmpty)
  }

  @Test func aLinkOutsideAStackIsOff() {
    #expect(
      ViewTree.evaluate(NavigationLink("Nowhere", value: 1)).description == """
        NavigationLink "Nowhere" {tap} (disabled)
        """)
  }
}
