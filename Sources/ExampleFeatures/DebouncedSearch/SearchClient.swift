import ComposableArchitecture

/// Searches a catalogue of city names.
///
/// A `@DependencyClient`: until a test gives `search` an implementation, calling it reports a
/// failure naming `SearchClient.search` and throws.
@DependencyClient
public struct SearchClient: Sendable {
  /// The names that match `query`, in catalogue order.
  public var search: @Sendable (_ query: String) async throws -> [String]
}

extension SearchClient: DependencyKey {
  /// Without a network, the live client searches the in-memory catalogue after 300ms on the
  /// continuous clock.
  public static let liveValue = SearchClient.inMemory()

  /// Every endpoint unimplemented: a test that reaches one without overriding it fails.
  public static let testValue = SearchClient()

  /// Searches the catalogue at once, so that a preview shows results without waiting.
  public static let previewValue = SearchClient(search: { matches($0) })
}

extension SearchClient {
  /// The in-memory catalogue the live client searches.
  public static let catalogue = [
    "Amsterdam", "Athens", "Bangkok", "Barcelona", "Berlin", "Brooklyn", "Busan", "Lisbon",
    "London", "Los Angeles", "San Francisco", "Santiago", "Sapporo", "Seattle", "Seoul",
    "Singapore", "Stockholm", "Sydney", "Tokyo", "Toronto",
  ]

  /// The names in `catalogue` that start with `query`, ignoring case.
  ///
  /// - Parameter query: What the user typed.
  /// - Returns: The matching names.
  public static func matches(_ query: String) -> [String] {
    let query = query.lowercased()
    return catalogue.filter { $0.lowercased().hasPrefix(query) }
  }

  /// Searches `catalogue` after sleeping `delay` on the `continuousClock`, like a request.
  ///
  /// - Parameter delay: How long a search takes.
  /// - Returns: A search client.
  public static func inMemory(after delay: Duration = .milliseconds(300)) -> SearchClient {
    SearchClient { query in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: delay)
      return matches(query)
    }
  }

  /// Sleeps `delay` on the `continuousClock`, then throws `SearchClientError`.
  ///
  /// - Parameter delay: How long a search takes to fail.
  /// - Returns: A search client.
  public static func failing(after delay: Duration = .milliseconds(300)) -> SearchClient {
    SearchClient { _ in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: delay)
      throw SearchClientError(reason: "the search service is unavailable")
    }
  }
}

/// The error of a search that failed.
public struct SearchClientError: Error, Equatable, Sendable {
  /// What went wrong.
  public var reason: String

  /// Creates the error.
  public init(reason: String) { self.reason = reason }
}

extension DependencyValues {
  /// A client that searches city names.
  public var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}
