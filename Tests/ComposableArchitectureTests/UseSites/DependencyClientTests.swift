import ComposableArchitecture
import TestHelpers
import Testing

@DependencyClient
struct Analytics {
  var track: @Sendable (_ event: String) async -> Void
  var eventCount: @Sendable () -> Int = { 0 }
  var fetchUser: @Sendable (_ id: Int) async throws -> String
}

@MainActor
struct DependencyClientTests {
  @Test
  func implementedEndpointsAreCalledByNameOrByMethod() async throws {
    let client = Analytics(
      track: { _ in }, eventCount: { 3 }, fetchUser: { "user \($0)" })
    #expect(client.eventCount() == 3)
    #expect(try await client.fetchUser(7) == "user 7")
    #expect(try await client.fetchUser(id: 8) == "user 8")
    await client.track(event: "opened")
  }

  @Test
  func anUnimplementedThrowingEndpointReportsAndThrows() async {
    let client = Analytics()
    await withKnownIssue {
      do {
        _ = try await client.fetchUser(id: 1)
        Issue.record("the endpoint returned")
      } catch {
        #expect(
          error as? UnimplementedEndpoint == UnimplementedEndpoint(endpoint: "Analytics.fetchUser"))
        #expect("\(error)" == "Unimplemented: 'Analytics.fetchUser'")
      }
    } matching: { issue in
      issue.hasMessage(
        """
        Unimplemented: 'Analytics.fetchUser'

        The endpoint was called without an implementation. To fix, give it one where the \
        dependency is set: withDependencies: { $0.<dependency>.fetchUser = { … } }
        """, at: 9)
    }
  }

  @Test
  func anUnimplementedEndpointWithADefaultReportsAndReturnsIt() {
    let client = Analytics()
    withKnownIssue {
      #expect(client.eventCount() == 0)
    } matching: { issue in
      issue.hasMessage(unimplemented("eventCount"), at: 8)
    }
  }

  @Test
  func anUnimplementedVoidEndpointReports() async {
    var client = Analytics()
    await withKnownIssue {
      await client.track(event: "opened")
    } matching: { issue in
      issue.hasMessage(unimplemented("track"), at: 7)
    }
    client.track = { _ in }
    await client.track(event: "implemented now")
  }
}

/// The failure an unimplemented endpoint of `Analytics` reports.
private func unimplemented(_ endpoint: String) -> String {
  """
  Unimplemented: 'Analytics.\(endpoint)'

  The endpoint was called without an implementation. To fix, give it one where the \
  dependency is set: withDependencies: { $0.<dependency>.\(endpoint) = { … } }
  """
}
