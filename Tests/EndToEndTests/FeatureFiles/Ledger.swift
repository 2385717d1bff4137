// A feature whose State is not Equatable: the shell compares its states by their dumps.
import ComposableArchitecture

/// A note that declares no equality.
struct Memo {
  var text = "opening"
}

/// The ledger's holder, held by reference.
final class Holder: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

@Reducer
struct Ledger {
  @Dependency(\.continuousClock) var clock

  @ObservableState
  struct State {
    var balance = 0
    var memo = Memo()
    var holder = Holder(name: "Blob")
  }

  enum Action {
    case deposit(Int)
    case delayedDeposit
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .deposit(amount):
        state.balance += amount
        state.memo.text = "deposit \(amount)"
        return .none
      case .delayedDeposit:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.deposit(1))
        }
      }
    }
  }
}
