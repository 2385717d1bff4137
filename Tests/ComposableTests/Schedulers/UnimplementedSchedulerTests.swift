import Composable
import Dispatch
import TestHelpers
import Testing

@testable import Composable

@Suite struct UnimplementedSchedulerTests {
  @Test func theMainQueueOfATestReportsOnceAtTheDependencyAndEndsSleepsAtOnce() async {
    let expected = """
      Unimplemented: @Dependency(\\.mainQueue) was slept on in a test.

      The sleep ends at once, as on an immediate scheduler.

      To fix, override 'mainQueue' in this test: on the TestStore with \
      'withDependencies: { $0.mainQueue = DispatchQueue.test.eraseToAnyScheduler() }', or around \
      the code under test with \
      'withDependencies { $0.mainQueue = DispatchQueue.test.eraseToAnyScheduler() } operation: \
      { … }'.
      """
    await withKnownIssue {
      let store = TestStore(initialState: MainQueueCounter.State()) { MainQueueCounter() }
      await store.send(.delayedIncrementTapped)
      await store.receive(.delayedIncrement) { $0.count = 1 }
      await store.send(.delayedIncrementTapped)
      await store.receive(.delayedIncrement) { $0.count = 2 }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [expected]
        && issue.sourceLocation?.fileName == "SchedulerFixtures.swift"
        && issue.sourceLocation?.line == MainQueueCounter.dependencyLine
    }
  }

  @Test func theMainRunLoopOfATestNamesItself() async throws {
    let reported = Collected()
    try await IssueReporting.withFailureHandler({ reported.append($0.message) }) {
      try await withDependencies {
        $0 = DependencyValues()
        $0.context = .test
      } operation: {
        @Dependency(\.mainRunLoop) var mainRunLoop
        try await mainRunLoop.sleep(for: .seconds(1))
      }
    }
    #expect(
      reported.messages == [
        """
        Unimplemented: @Dependency(\\.mainRunLoop) was slept on in a test.

        The sleep ends at once, as on an immediate scheduler.

        To fix, override 'mainRunLoop' in this test: on the TestStore with \
        'withDependencies: { $0.mainRunLoop = RunLoop.test.eraseToAnyScheduler() }', or around \
        the code under test with \
        'withDependencies { $0.mainRunLoop = RunLoop.test.eraseToAnyScheduler() } operation: \
        { … }'.
        """
      ])
  }

  @Test func anUnimplementedSchedulerReportsWhereItWasMadeWithItsPrefix() async throws {
    let line = #line + 1
    let scheduler = DispatchQueue.unimplemented("Search")
    let reported = Collected()
    let lines = Collected()
    try await IssueReporting.withFailureHandler({
      reported.append($0.message)
      lines.append("\($0.location.line)")
    }) {
      try await scheduler.sleep(for: .seconds(2))
      try await scheduler.sleep(for: .seconds(1))
    }
    #expect(
      reported.messages == [
        """
        Search - An unimplemented scheduler was slept on.

        The sleep ends at once, as on an immediate scheduler.
        """
      ])
    #expect(lines.messages == ["\(line)"])
    #expect(scheduler.now == .testTime(after: .seconds(3)))
    #expect(scheduler.prefix == "Search")
  }

  @Test func readingTheTimeIsNotAFailure() async {
    let failures = await Failures.collect {
      #expect(AnySchedulerOf<DispatchQueue>.unimplemented.now == .testTime(after: .zero))
    }
    #expect(failures == [])
  }

  @Test func theLiveMainQueueRunsOnTheSystemsUptime() async throws {
    var values = DependencyValues()
    values.context = .live
    let before = DispatchTime.now().uptimeNanoseconds
    let now = values.mainQueue.now.dispatchTime.uptimeNanoseconds
    #expect(before <= now && now <= DispatchTime.now().uptimeNanoseconds)
    #expect(!values.mainQueue.runsOnVirtualTime)
    // NB: A deadline that has passed: the sleep returns without waiting.
    try await values.mainQueue.sleep(until: values.mainQueue.now.advanced(by: -1))
  }
}
