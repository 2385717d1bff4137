import Composable
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Stamps a date with the calendar, locale and time zone it reads from its dependencies.
private struct Stamp: Reducer {
  struct State: Equatable { var text = "" }
  enum Action: Equatable { case stamp(Date) }

  @Dependency(\.calendar) var calendar
  @Dependency(\.locale) var locale
  @Dependency(\.timeZone) var timeZone

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .stamp(let date):
      var calendar = calendar
      calendar.timeZone = timeZone
      let hour = calendar.component(.hour, from: date)
      state.text = "\(locale.identifier) \(hour)h"
      return .none
    }
  }
}

/// Rolls a die with the random number generator it reads from its dependencies.
private struct Dice: Reducer {
  struct State: Equatable { var rolls: [Int] = [] }
  enum Action: Equatable { case rollTapped }

  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rollTapped:
      state.rolls.append(withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) })
      return .none
    }
  }
}

/// A seeded linear congruential generator: the same seed gives the same numbers.
private struct LinearCongruentialGenerator: RandomNumberGenerator, Sendable {
  var state: UInt64
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}

@Suite struct FoundationDependencyTests {
  @Test func calendarLocaleAndTimeZoneAreSetInATest() async {
    let store = TestStore(initialState: Stamp.State()) {
      Stamp()
    } withDependencies: {
      $0.calendar = Calendar(identifier: .gregorian)
      $0.locale = Locale(identifier: "en_US")
      $0.timeZone = TimeZone(secondsFromGMT: 9 * 3600)!
    }
    await store.send(.stamp(Date(timeIntervalSince1970: 0))) {
      $0.text = "en_US 9h"
    }
  }

  @Test func theirLiveValuesAreTheAutoupdatingOnes() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      @Dependency(\.urlSession) var urlSession
      #expect(calendar == .autoupdatingCurrent)
      #expect(locale == .autoupdatingCurrent)
      #expect(timeZone == .autoupdatingCurrent)
      #expect(urlSession === URLSession.shared)
    }
  }

  @Test func aCalendarReadInATestWithoutAValueIsReported() async {
    let store = TestStore(initialState: Stamp.State()) {
      Stamp()
    } withDependencies: {
      $0.locale = Locale(identifier: "en_US")
      $0.timeZone = TimeZone(secondsFromGMT: 0)!
    }
    await withKnownIssue {
      await store.send(.stamp(Date(timeIntervalSince1970: 0))) {
        $0.text = "en_US 0h"
      }
    } matching: { issue in
      issue.message.hasPrefix(
        "@Dependency(\\.calendar) has no test value, but was read in a test context.")
    }
  }

  @Test func aSeededGeneratorRollsTheSameDiceEveryTime() async {
    func rolls() async -> [Int] {
      let store = TestStore(initialState: Dice.State()) {
        Dice()
      } withDependencies: {
        $0.withRandomNumberGenerator = WithRandomNumberGenerator(
          LinearCongruentialGenerator(state: 42))
      }
      store.exhaustivity = .off
      for _ in 0..<5 { await store.send(.rollTapped) }
      return store.state.rolls
    }
    let first = await rolls()
    #expect(first.count == 5)
    #expect(first.allSatisfy { (1...6).contains($0) })
    #expect(await rolls() == first)
  }

  @Test func aGeneratorReadInATestWithoutAValueIsReported() async {
    let store = TestStore(initialState: Dice.State()) { Dice() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.rollTapped)
    } matching: { issue in
      issue.message.hasPrefix(
        "@Dependency(\\.withRandomNumberGenerator) has no test value, but was read in a test "
          + "context.")
    }
    #expect(store.state.rolls.count == 1)
  }

  @Test func theTestURLSessionIsReportedAndFailsItsRequests() async {
    let expected = """
      Unimplemented: @Dependency(\\.urlSession) was read in a test.

      It gives a session whose every request fails; nothing reaches the network.

      To fix, override 'urlSession' in this test: on the TestStore with \
      'withDependencies: { $0.urlSession = URLSession(configuration: …) }', or around the code \
      under test with 'withDependencies { $0.urlSession = URLSession(configuration: …) } \
      operation: { … }'.
      """
    await withKnownIssue {
      await withDependencies {
        $0 = DependencyValues()
      } operation: {
        @Dependency(\.urlSession) var urlSession
        await #expect(throws: (any Error).self) {
          _ = try await urlSession.data(from: URL(string: "https://example.com")!)
        }
      }
    } matching: { issue in
      issue.message == expected
    }
  }
}
