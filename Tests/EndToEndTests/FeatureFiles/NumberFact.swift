// A macro-style feature with a @DependencyClient whose preview, live and test values differ.
import ComposableArchitecture

@Reducer
struct NumberFact {
  @ObservableState
  struct State: Equatable {
    var number = 7
    var fact: String?
  }

  enum Action {
    case factButtonTapped
    case factResponse(Result<String, any Error>)
  }

  @Dependency(\.numbers) var numbers

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped:
        return .run { [number = state.number] send in
          await send(.factResponse(Result { try await numbers.fact(number) }))
        }
      case let .factResponse(.success(fact)):
        state.fact = fact
        return .none
      case .factResponse(.failure):
        state.fact = nil
        return .none
      }
    }
  }
}

@DependencyClient
struct NumbersClient {
  var fact: @Sendable (_ number: Int) async throws -> String
}

extension NumbersClient: DependencyKey {
  static let liveValue = NumbersClient { "\($0) is the live fact." }
  static let previewValue = NumbersClient { "\($0) is the preview fact." }
  static let testValue = NumbersClient()
}

extension DependencyValues {
  var numbers: NumbersClient {
    get { self[NumbersClient.self] }
    set { self[NumbersClient.self] = newValue }
  }
}
