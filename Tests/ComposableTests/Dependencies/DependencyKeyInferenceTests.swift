import Composable
import TestHelpers
import Testing

/// A key with a live value alone: its `Value` is inferred as `Int`.
private enum PageSizeKey: DependencyKey {
  static let liveValue = 42
}

/// A key with a test value alone: its `Value` is inferred as `String`.
private enum GreetingKey: TestDependencyKey {
  static let testValue = "Hello from a test"
}

/// A key with all three values, computed.
private enum RetryCountKey: DependencyKey {
  static var liveValue: Int { 3 }
  static var testValue: Int { 0 }
  static var previewValue: Int { 1 }
}

/// A client that is its own key, as most clients are: `Value` stays `Self`.
private struct Client: DependencyKey, Equatable {
  var name: String
  static let liveValue = Client(name: "live")
  static let testValue = Client(name: "test")
}

extension DependencyValues {
  fileprivate var pageSize: Int {
    get { self[PageSizeKey.self] }
    set { self[PageSizeKey.self] = newValue }
  }
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

private func values(in context: DependencyContext) -> DependencyValues {
  var values = DependencyValues()
  values.context = context
  return values
}

@Suite struct DependencyKeyInferenceTests {
  @Test func aLiveValueAloneGivesTheValueType() {
    #expect(PageSizeKey.Value.self == Int.self)
    #expect(values(in: .live).pageSize == 42)
    #expect(values(in: .preview).pageSize == 42)
  }

  @Test func aKeyWithALiveValueAloneIsReportedInATest() {
    withKnownIssue {
      #expect(values(in: .test).pageSize == 42)
    } matching: { issue in
      issue.message
        == #"""
        @Dependency(\.pageSize) has no test value, but was read in a test context.

            Key:   PageSizeKey
            Value: Int

        It falls back to its preview value, by default the live one, which can reach the network, the disk or real time.

        To fix, override 'pageSize' in this test: on the TestStore with 'withDependencies: { $0.pageSize = … }', or around the code under test with 'withDependencies { $0.pageSize = … } operation: { … }'. To give every test a default, implement 'testValue' in the 'DependencyKey' conformance of 'PageSizeKey'.
        """#
    }
  }

  @Test func aTestValueAloneGivesTheValueType() {
    #expect(GreetingKey.Value.self == String.self)
    #expect(values(in: .test).greeting == "Hello from a test")
    #expect(values(in: .preview).greeting == "Hello from a test")
  }

  @Test func explicitValuesAreReadInTheirContexts() {
    #expect(RetryCountKey.Value.self == Int.self)
    #expect(
      [DependencyContext.live, .preview, .test].map { values(in: $0)[RetryCountKey.self] }
        == [3, 1, 0])
  }

  @Test func aKeyThatIsItsOwnValueStaysSo() {
    #expect(Client.Value.self == Client.self)
    #expect(values(in: .live)[Client.self] == Client(name: "live"))
    #expect(values(in: .test)[Client.self] == Client(name: "test"))
  }

  @Test func aKeyIsNamedByItsValueType() {
    func liveValue<Key: DependencyKey<Int>>(of key: Key.Type) -> Int { key.liveValue }
    func testValue<Key: TestDependencyKey<String>>(of key: Key.Type) -> String { key.testValue }
    #expect(liveValue(of: PageSizeKey.self) == 42)
    #expect(testValue(of: GreetingKey.self) == "Hello from a test")
  }
}
