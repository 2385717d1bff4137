import ComposableArchitecture

/// Fetches a fact about a number.
struct FactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

extension FactClient: DependencyKey {
  /// Asks numbersapi.com, when a fact is asked for.
  static let liveValue = FactClient { number in
    let url = URL(string: "http://numbersapi.com/\(number)/trivia")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return String(decoding: data, as: UTF8.self)
  }

  /// Answers after a second on the clock, with no network.
  static let previewValue = FactClient { number in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .seconds(1))
    return "\(number) is a good number."
  }

  /// Fails the test that calls it without giving it an implementation.
  static let testValue = FactClient { _ in
    struct Unimplemented: Error {}
    throw Unimplemented()
  }
}
