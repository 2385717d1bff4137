import Composable
import TestHelpers
import Testing

/// Shaped like a reducer that sleeps in an effect.
private struct Timer: Sendable {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.suspendingClock) var suspendingClock

  static let clockLine = 7

  func delay() async throws -> String {
    try await clock.sleep(for: .seconds(1))
    try await clock.sleep(for: .seconds(2))
    return "woke"
  }
}

@Suite struct ClocksDependencyTests {
  @Test func theLiveClocksAreTheSystemClocks() {
    var values = DependencyValues()
    values.context = .live
    #expect(values.continuousClock is ContinuousClock)
    #expect(values.suspendingClock is SuspendingClock)
  }

  @Test func sleepingOnTheTestClockIsReportedOnceAndEndsAtOnce() async throws {
    let expected = """
      Unimplemented: @Dependency(\\.continuousClock) was slept on in a test.

      The sleep ends at once, as on an immediate clock.

      To fix, override 'continuousClock' in this test: on the TestStore with \
      'withDependencies: { $0.continuousClock = TestClock() }', or around the code under test \
      with 'withDependencies { $0.continuousClock = TestClock() } operation: { … }'.
      """
    let start = ContinuousClock.now
    try await withKnownIssue {
      let result = try await withDependencies {
        $0 = DependencyValues()
      } operation: {
        try await Timer().delay()
      }
      #expect(result == "woke")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [expected]
        && issue.sourceLocation?.fileName == "ClocksDependencyTests.swift"
        && issue.sourceLocation?.line == Timer.clockLine
    }
    #expect(ContinuousClock.now - start < .seconds(1))
  }

  @Test func theUnimplementedClockMovesToEachDeadline() async throws {
    let reported = Collected()
    let clock = UnimplementedClock(name: "suspendingClock")
    try await IssueReporting.withFailureHandler({ reported.append($0.message) }) {
      let start = clock.now
      try await clock.sleep(for: .seconds(3))
      try await clock.sleep(until: start.advanced(by: .seconds(1)))
      #expect(start.duration(to: clock.now) == .seconds(3))
      try await clock.sleep(for: .milliseconds(500))
      #expect(start.duration(to: clock.now) == .milliseconds(3_500))
    }
    #expect(reported.messages.count == 1)
    #expect(
      reported.messages == [
        """
        Unimplemented: @Dependency(\\.suspendingClock) was slept on in a test.

        The sleep ends at once, as on an immediate clock.

        To fix, override 'suspendingClock' in this test: on the TestStore with \
        'withDependencies: { $0.suspendingClock = TestClock() }', or around the code under test \
        with 'withDependencies { $0.suspendingClock = TestClock() } operation: { … }'.
        """
      ])
  }

  @Test func aCancelledSleepThrowsWithoutReporting() async {
    let reported = Collected()
    let clock = UnimplementedClock()
    let task = Task {
      try await IssueReporting.withFailureHandler({ reported.append($0.message) }) {
        withUnsafeCurrentTask { $0?.cancel() }
        try await clock.sleep(for: .seconds(1))
      }
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(reported.messages == [])
  }

  @Test func anOverriddenClockIsTheOneSleptOn() async throws {
    let clock = UnimplementedClock()
    let start = clock.now
    let reported = Collected()
    try await IssueReporting.withFailureHandler({ reported.append($0.message) }) {
      try await withDependencies {
        $0.continuousClock = clock
      } operation: {
        _ = try await Timer().delay()
      }
    }
    #expect(start.duration(to: clock.now) == .seconds(3))
    #expect(
      reported.messages.map { $0.prefix { $0 != "\n" } } == [
        "Unimplemented: @Dependency(\\.continuousClock) was slept on in a test."
      ])
  }
}
