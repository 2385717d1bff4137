import Composable
import TestHelpers
import Testing

/// A label whose state is not `Equatable`: the store a shell makes for it compares with an
/// equality it is given.
private struct Labeler: Reducer {
  /// A text that declares no equality.
  struct Text { var value = "" }

  struct State {
    var text = Text()
  }

  enum Action { case rename(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .rename(value):
      state.text.value = value
      return .none
    }
  }
}

@Suite struct TestStoreEqualityTests {
  private func store() -> TestStore<Labeler.State, Labeler.Action> {
    TestStore(
      initialState: Labeler.State(), reducer: { Labeler() },
      isEqual: { $0.text.value == $1.text.value })
  }

  @Test func aStateThatIsNotEquatableIsComparedWithTheEqualityTheStoreIsGiven() async {
    let store = store()
    await store.send(.rename("Hi")) { $0.text.value = "Hi" }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.rename("Yo")) { $0.text.value = "No" }
    } matching: { issue in
      issue.hasMessage(
        """
        A state change does not match expectation.

            \u{2007} Labeler.State(
            −   text: Labeler.Text(value: "No")
            +   text: Labeler.Text(value: "Yo")
            \u{2007} )

        (Expected: −, Actual: +)
        """, at: line)
    }
  }
}
