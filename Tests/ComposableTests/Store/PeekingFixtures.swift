import Composable

/// A feature whose reducer calls a dependency that may read, drive or send actions to the store
/// that runs it.
struct Peeking: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  enum Action: Equatable {
    case increment
    case peek
    case listen
    case heard(Int)
  }

  @Dependency(\.storePeek) var storePeek
  /// The stream `listen` subscribes to.
  var numbers: AsyncStream<Int>? = nil

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      state.log.append("increment")
      return .none
    case .peek:
      state.log.append(storePeek.peek())
      return .none
    case .listen:
      return .run { [numbers] send in
        guard let numbers else { return }
        for await number in numbers { await send(.heard(number)) }
      }
    case let .heard(number):
      state.log.append("heard \(number)")
      return .none
    }
  }
}

/// What `Peeking`'s reducer calls.
struct StorePeek: Sendable {
  var peek: @Sendable () -> String
}

extension StorePeek: DependencyKey {
  static let liveValue = StorePeek { "no peek" }
  static let testValue = liveValue
}

extension DependencyValues {
  var storePeek: StorePeek {
    get { self[StorePeek.self] }
    set { self[StorePeek.self] = newValue }
  }
}
