import Composable
import Testing

/// Sends actions with animations from every place code written for SwiftUI does.
private struct Animated: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable {
    case sendTapped
    case runTapped
    case transactionTapped
    case delivered(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sendTapped:
      return .send(.delivered("send"), animation: .default)
    case .runTapped:
      return .run { send in
        await send(.delivered("run"), animation: .easeInOut(duration: 0.3))
        await send(.delivered("transaction"), transaction: Transaction(animation: .spring()))
      }
      .animation(.linear)
    case .transactionTapped:
      return .send(.delivered("effect"), transaction: Transaction())
        .transaction(Transaction(animation: nil))
    case .delivered(let name):
      state.log.append(name)
      return .none
    }
  }
}

@Suite struct EffectAnimationTests {
  @Test func animatedActionsAreDeliveredAsPlainOnes() async {
    let store = TestStore(initialState: Animated.State()) { Animated() }
    await store.send(.sendTapped)
    await store.receive(.delivered("send")) { $0.log = ["send"] }
    await store.send(.runTapped)
    await store.receive(.delivered("run")) { $0.log.append("run") }
    await store.receive(.delivered("transaction")) { $0.log.append("transaction") }
    await store.send(.transactionTapped)
    await store.receive(.delivered("effect")) { $0.log.append("effect") }
  }

  @Test func aLiveStoreTakesAnimationsAndTransactions() {
    let store = Store(initialState: Animated.State()) { Animated() }
    store.send(.delivered("a"), animation: .default)
    store.send(.delivered("b"), transaction: Transaction(animation: .easeIn))
    #expect(store.state.log == ["a", "b"])
  }

  @Test func aButtonThatSendsWithAnAnimationSendsItsAction() {
    let button = ButtonState<Animated.Action>(
      role: .destructive, action: .send(.sendTapped, animation: .default)
    ) {
      TextState("Reset")
    }
    #expect(button.action == .send(.sendTapped))
    #expect(button.action.action == .sendTapped)
  }
}
