import ComposableArchitecture

@DependencyClient
struct FactClient {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension FactClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}
