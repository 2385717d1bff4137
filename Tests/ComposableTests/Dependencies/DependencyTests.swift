import Composable
import Synchronization
import TestHelpers
import Testing

/// A client with a live value and no test value, as a feature registers one.
private struct FactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient { "\($0) is a live fact." }
}

extension DependencyValues {
  fileprivate var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

/// A client with a test value: reading it in a test is no failure.
private struct WeatherAdapter: Sendable {
  var fetchCurrentWeather: @Sendable (String) async throws -> String
}

extension WeatherAdapter: DependencyKey {
  static let liveValue = WeatherAdapter { "Live weather in \($0)" }
  static var testValue: WeatherAdapter {
    WeatherAdapter { "Test weather in \($0)" }
  }
}

extension DependencyValues {
  fileprivate var weatherAdapter: WeatherAdapter {
    get { self[WeatherAdapter.self] }
    set { self[WeatherAdapter.self] = newValue }
  }
}

/// Shaped like a reducer: dependencies declared as properties, read when an effect runs.
private struct Feature: Sendable {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.factClient) var factClient
  @Dependency(\.weatherAdapter) var weatherAdapter
  @Dependency(WeatherAdapter.self) var weatherByKey
  @Dependency(\.context) var context

  static let factClientLine: UInt = 44
}

@Suite struct DependencyTests {
  @Test func aTestValueIsReadInATestContext() async throws {
    let weather = try await withDependencies {
      $0 = DependencyValues()
    } operation: {
      try await Feature().weatherAdapter.fetchCurrentWeather("Seoul")
    }
    #expect(weather == "Test weather in Seoul")
  }

  @Test func aDependencyCanBeDeclaredByItsKey() async throws {
    let weather = try await withDependencies {
      $0.weatherAdapter.fetchCurrentWeather = { "Mock weather in \($0)" }
    } operation: {
      try await Feature().weatherByKey.fetchCurrentWeather("Busan")
    }
    #expect(weather == "Mock weather in Busan")
  }

  @Test func theValueIsReadWhenThePropertyIsReadNotWhenItIsCreated() async throws {
    let feature = Feature()
    let weather = try await withDependencies {
      $0.weatherAdapter.fetchCurrentWeather = { "Overridden weather in \($0)" }
    } operation: {
      try await feature.weatherAdapter.fetchCurrentWeather("Jeju")
    }
    #expect(weather == "Overridden weather in Jeju")
    #expect(feature.context == .test)
  }

  @Test func aMissingTestValueIsReportedWhereTheDependencyIsDeclared() async throws {
    let expected = """
      @Dependency(\\.factClient) has no test value, but was read in a test context.

          Key:   FactClient
          Value: FactClient

      It falls back to its preview value, by default the live one, which can reach the network, \
      the disk or real time.

      To fix, override 'factClient' in this test: on the TestStore with \
      'withDependencies: { $0.factClient = … }', or around the code under test with \
      'withDependencies { $0.factClient = … } operation: { … }'. To give every test a default, \
      implement 'testValue' in the 'DependencyKey' conformance of 'FactClient'.
      """
    try await withKnownIssue {
      let fact = try await withDependencies {
        $0 = DependencyValues()
      } operation: {
        try await Feature().factClient.fetch(3)
      }
      #expect(fact == "3 is a live fact.")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [expected]
        && issue.sourceLocation?.fileName == "DependencyTests.swift"
        && issue.sourceLocation?.line == Int(Feature.factClientLine)
    }
  }

  @Test func aMissingTestValueIsReportedOncePerDependencies() {
    let reported = Collected()
    IssueReporting.withFailureHandler({ reported.append($0.location.description) }) {
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        let feature = Feature()
        _ = feature.factClient
        _ = feature.factClient
        withDependencies {
          $0.weatherAdapter = .testValue
        } operation: {
          _ = feature.factClient
        }
      }
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        _ = Feature().factClient
      }
    }
    let location = "ComposableTests/DependencyTests.swift:\(Feature.factClientLine)"
    #expect(reported.messages == [location, location])
  }

  @Test func aKeyReadOutsideDependencyIsReportedWhereItsPropertyReadsIt() {
    let reported = Collected()
    IssueReporting.withFailureHandler({
      reported.append("\($0.location): \($0.message.prefix { $0 != "\n" })")
    }) {
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        _ = DependencyValues._current.factClient
      }
    }
    #expect(
      reported.messages == [
        "ComposableTests/DependencyTests.swift:17: "
          + "@Dependency(\\.factClient) has no test value, but was read in a test context."
      ])
  }

  @Test func settingOneEndpointOfAKeyWithoutATestValueReportsNothing() async throws {
    let reported = Collected()
    let fact = try await IssueReporting.withFailureHandler({ reported.append($0.message) }) {
      try await withDependencies {
        $0 = DependencyValues()
      } operation: {
        try await withDependencies {
          $0.factClient.fetch = { "\($0) is a set fact." }
        } operation: {
          try await Feature().factClient.fetch(3)
        }
      }
    }
    #expect(fact == "3 is a set fact.")
    #expect(reported.messages == [])
  }

  @Test func readingTheKeyAfterSettingAnotherKeyStillReports() {
    let reported = Collected()
    IssueReporting.withFailureHandler({ reported.append($0.location.description) }) {
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        withDependencies {
          $0.weatherAdapter.fetchCurrentWeather = { "Set weather in \($0)" }
          _ = $0.factClient
        } operation: {
          _ = Feature().factClient
        }
      }
    }
    #expect(
      reported.messages == ["ComposableTests/DependencyTests.swift:\(Feature.factClientLine)"])
  }

}
