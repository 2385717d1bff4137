import SwiftUI
import Testing

@MainActor
@Suite struct StateTests {
  struct Counter: View {
    @State private var count = 0

    var body: some View {
      Button("Count: \(count)") { count += 1 }
    }
  }

  struct Screen: View {
    let showsCounter: Bool

    var body: some View {
      VStack {
        if showsCounter { Counter() }
      }
    }
  }

  @Test func stateIsKeptBetweenEvaluationsOfATree() {
    let tree = ViewTree()
    tree.evaluate(Screen(showsCounter: true)).control(titled: "Count: 0")?.tap()
    tree.evaluate(Screen(showsCounter: true)).control(titled: "Count: 1")?.tap()

    #expect(
      tree.evaluate(Screen(showsCounter: true)).description == """
        VStack
          Button "Count: 2" {tap}
        """)
  }

  @Test func stateIsDroppedOnceItsViewIsGone() {
    let tree = ViewTree()
    tree.evaluate(Screen(showsCounter: true)).control(titled: "Count: 0")?.tap()
    _ = tree.evaluate(Screen(showsCounter: false))

    #expect(tree.evaluate(Screen(showsCounter: true)).control(titled: "Count: 0") != nil)
  }

  @Test func anIDMakesAnotherViewWhenItChanges() {
    let tree = ViewTree()
    tree.evaluate(Counter().id(1)).tap()

    #expect(tree.evaluate(Counter().id(1)).title == "Count: 1")
    #expect(tree.evaluate(Counter().id(2)).title == "Count: 0")
  }

  @Test func bindingsPassStateToAChild() {
    struct Child: View {
      @Binding var isOn: Bool

      var body: some View {
        Toggle("Child", isOn: $isOn)
      }
    }
    struct Parent: View {
      @State private var isOn = false

      var body: some View {
        VStack {
          Text(isOn ? "On" : "Off")
          Child(isOn: $isOn)
        }
      }
    }
    let tree = ViewTree()
    if case .toggle(let isOn)? = tree.evaluate(Parent()).children[1].control {
      isOn.wrappedValue = true
    }

    #expect(
      tree.evaluate(Parent()).description == """
        VStack
          Text "On"
          Toggle "Child" = true {toggle}
        """)
  }

  @Test func environmentValuesReachTheViewsInside() {
    struct Themed: View {
      @Environment(\.theme) var theme

      var body: some View {
        Text(theme)
      }
    }

    #expect(ViewTree.evaluate(Themed()).description == #"Text "plain""#)
    #expect(
      ViewTree.evaluate(Themed().environment(\.theme, "dark")).description == #"Text "dark""#)
  }

  @Test func viewModifiersOfTheUsersApplyTheirBody() {
    struct Card: ViewModifier {
      @State private var taps = 0

      func body(content: Content) -> some View {
        VStack {
          content.padding()
          Text("Taps: \(taps)")
        }
        .disabled(true)
      }
    }

    #expect(
      ViewTree.evaluate(Button("Tap") {}.modifier(Card())).description == """
        VStack .disabled(true)
          Button "Tap" .padding() {tap} (disabled)
          Text "Taps: 0"
        """)
  }

  @Test func focusStateIsKeptLikeState() {
    struct Login: View {
      enum Field: Hashable { case name, password }
      @FocusState private var focus: Field?

      var body: some View {
        VStack {
          TextField("Name", text: .constant("")).focused($focus, equals: .name)
          Button("Next") { focus = .password }
          Text("\(focus.map { "\($0)" } ?? "none")")
        }
      }
    }
    let tree = ViewTree()
    tree.evaluate(Login()).control(titled: "Next")?.tap()

    #expect(
      tree.evaluate(Login()).description == """
        VStack
          TextField "Name" = "" .focused(equals: name) {text}
          Button "Next" {tap}
          Text "password"
        """)
  }

  @Test func onChangeRunsAfterAnEvaluationThatSeesAChange() {
    let model = Model()
    let view = { (count: Int) in
      Text("\(count)").onChange(of: count) { old, new in model.log.append("\(old) → \(new)") }
    }
    let tree = ViewTree()
    _ = tree.evaluate(view(1))
    _ = tree.evaluate(view(1))
    _ = tree.evaluate(view(2))

    #expect(model.log == ["1 → 2"])
  }
}

private struct ThemeKey: EnvironmentKey {
  static var defaultValue: String { "plain" }
}

extension EnvironmentValues {
  fileprivate var theme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}
