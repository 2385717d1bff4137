import ComposableArchitecture

/// Fetches a fact about a number.
///
/// A `@DependencyClient`: until a test gives `fetch` an implementation, calling it reports a
/// failure naming `FactClient.fetch` and throws.
@DependencyClient
public struct FactClient: Sendable {
  /// Fetches a fact about `number`.
  public var fetch: @Sendable (_ number: Int) async throws -> String
}

extension FactClient: DependencyKey {
  /// Without a network, the live client answers after a second on the continuous clock.
  public static let liveValue = FactClient.sleepingThenAnswering

  /// Every endpoint unimplemented: a test that reaches one without overriding it fails.
  public static let testValue = FactClient()

  /// Answers at once, so that a preview shows a fact without waiting.
  public static let previewValue = FactClient(fetch: { "\($0) is a good number." })
}

extension FactClient {
  /// Sleeps a second on the `continuousClock`, then answers `"<n> is a good number."`.
  public static var sleepingThenAnswering: FactClient {
    FactClient { number in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      return "\(number) is a good number."
    }
  }

  /// Sleeps a second on the `continuousClock`, then throws `FactClientError`.
  public static var sleepingThenFailing: FactClient {
    FactClient { _ in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      throw FactClientError(reason: "the number fact service is unavailable")
    }
  }
}

/// The error of a fact request that failed.
public struct FactClientError: Error, Equatable, Sendable {
  /// What went wrong.
  public var reason: String

  /// Creates the error.
  public init(reason: String) { self.reason = reason }
}

extension DependencyValues {
  /// A client that fetches facts about numbers.
  public var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}
