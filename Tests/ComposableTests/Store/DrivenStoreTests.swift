import Composable
import SwiftUI
import Synchronization
import Testing

/// A store that stands for a session's: it reads the state it is given and records what it is
/// sent, as a screen evaluates a feature's view.
@MainActor
@Suite struct DrivenStoreTests {
  struct Parent: Reducer {
    struct State: Equatable, ObservableState {
      var count = 0
      var child = Child.State()
    }

    enum Action: Equatable {
      case child(Child.Action)
      case incrementButtonTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct Child: Reducer {
    struct State: Equatable, ObservableState {
      var isOn = false
    }

    enum Action: Equatable {
      case toggleTapped
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct ParentView: View {
    let store: Store<Parent.State, Parent.Action>

    var body: some View {
      VStack {
        Button("Count: \(store.count)") { store.send(.incrementButtonTapped) }
        ChildView(store: store.scope(state: \.child, action: /Parent.Action.child))
      }
    }
  }

  struct ChildView: View {
    let store: Store<Child.State, Child.Action>

    var body: some View {
      Button(store.isOn ? "On" : "Off") { store.send(.toggleTapped) }
    }
  }

  @Test func itReadsTheStateGivenAndRecordsWhatItIsSent() {
    let state = Mutex(Parent.State(count: 3))
    let sent = Mutex<[Parent.Action]>([])
    let store = Store<Parent.State, Parent.Action>(
      state: { state.withLock { $0 } }, send: { action in sent.withLock { $0.append(action) } })
    let tree = ViewTree()

    let screen = tree.evaluate(ParentView(store: store))
    #expect(
      screen.description == """
        VStack
          Button "Count: 3" {tap}
          Button "Off" {tap}
        """)
    screen.control(titled: "Count: 3")?.tap()
    screen.control(titled: "Off")?.tap()
    #expect(sent.withLock { $0 } == [.incrementButtonTapped, .child(.toggleTapped)])
    #expect(store.state.count == 3)

    state.withLock { $0.child.isOn = true }
    #expect(tree.evaluate(ParentView(store: store)).children[1].title == "On")
  }

  @Test func aScopedStoreKeepsItsIdentityAcrossScopes() {
    let store = Store<Parent.State, Parent.Action>(
      state: { Parent.State() }, send: { _ in })
    let first = store.scope(state: \.child, action: /Parent.Action.child)
    let second = store.scope(state: \.child, action: /Parent.Action.child)

    #expect(first !== second)
    #expect(first.id == second.id)
    #expect(first.id != store.id)
  }
}
