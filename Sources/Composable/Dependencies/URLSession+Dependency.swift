import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension DependencyValues {
  /// The URL session that requests go through.
  ///
  /// Live: `URLSession.shared`. Test: reading it reports that `@Dependency(\.urlSession)` is
  /// unimplemented, and gives a session whose every request fails, so no test reaches the
  /// network by accident. A test that makes requests overrides it, or better, overrides the
  /// client that wraps it.
  public var urlSession: URLSession {
    get { self[URLSessionKey.self] }
    set { self[URLSessionKey.self] = newValue }
  }
}

private enum URLSessionKey: DependencyKey {
  static var liveValue: URLSession { .shared }
  static var testValue: URLSession {
    // Reported when the dependency is read, on the reading task, rather than when a request
    // starts on the session's own thread, where no test is current to record it.
    UnimplementedReporter(
      .unimplemented(
        name: "urlSession", use: "was read",
        fallback: "It gives a session whose every request fails; nothing reaches the network.",
        override: "URLSession(configuration: …)")
    ).reportOnce()
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [UnimplementedURLProtocol.self]
    return URLSession(configuration: configuration)
  }
}

/// Fails every request of the test session.
private final class UnimplementedURLProtocol: URLProtocol {
  /// What a request on the test session throws.
  struct Unimplemented: Error, CustomStringConvertible {
    var description: String { #"Unimplemented: @Dependency(\.urlSession)"# }
  }

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    client?.urlProtocol(self, didFailWithError: Unimplemented())
  }

  override func stopLoading() {}
}
