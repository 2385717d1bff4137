import ComposableArchitecture
import Testing

@Suite struct FoundationOnLinuxTests {
  @Test func theUsersFoldersAreInTheHomeFolder() {
    let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
    #expect(URL.documentsDirectory.standardizedFileURL.path == home + "/Documents")
    #expect(
      URL.documentsDirectory.appending(component: "stats.json").lastPathComponent == "stats.json")
  }

  @Test func notificationsArriveAsAnAsyncSequence() async {
    let center = NotificationCenter()
    let name = Notification.Name("screenshot")
    var iterator = center.notifications(named: name).map { $0.name }.makeAsyncIterator()
    center.post(name: name, object: nil)
    center.post(name: Notification.Name("other"), object: nil)
    center.post(name: name, object: nil)
    #expect(await iterator.next() == name)
    #expect(await iterator.next() == name)
  }

  @Test func aURLsBytesArriveAsAnAsyncSequence() async throws {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [GreetingProtocol.self]
    let session = URLSession(configuration: configuration)
    let (bytes, response) = try await session.bytes(from: URL(string: "greeting://hello")!)
    var received: [UInt8] = []
    for try await byte in bytes { received.append(byte) }
    #expect(received == Array("Hi!".utf8))
    #expect(response.expectedContentLength == 3)
  }
}

/// Answers every request with "Hi!".
private final class GreetingProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let response = URLResponse(
      url: request.url!, mimeType: "text/plain", expectedContentLength: 3,
      textEncodingName: "utf-8")
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data("Hi!".utf8))
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}
