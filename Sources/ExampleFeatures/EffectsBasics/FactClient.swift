import Composable

/// Fetches a fact about a number.
public struct FactClient: Sendable {
  /// Fetches a fact about `number`.
  public var fetch: @Sendable (_ number: Int) async throws -> String

  /// Creates a fact client.
  ///
  /// - Parameter fetch: Fetches a fact about a number.
  public init(fetch: @escaping @Sendable (_ number: Int) async throws -> String) {
    self.fetch = fetch
  }
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

extension FactClient: DependencyKey {
  /// Without a network, the live client answers after a second on the continuous clock.
  public static var liveValue: FactClient { .sleepingThenAnswering }

  /// Tests override it; reading it unset is a failure that says how.
  public static var testValue: FactClient {
    FactClient { number in
      IssueReporting.report(
        """
        Unimplemented: @Dependency(\\.factClient).fetch was called with \(number).

        Override it in the test: withDependencies: { $0.factClient.fetch = { "\\($0) is a good \
        number." } }
        """,
        at: .here())
      throw FactClientUnimplemented()
    }
  }
}

/// The error the unimplemented test value of `FactClient` throws.
public struct FactClientUnimplemented: Error, Equatable {}

extension DependencyValues {
  /// A client that fetches facts about numbers.
  public var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}
