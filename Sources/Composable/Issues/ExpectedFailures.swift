import Synchronization

/// The `XCTExpectFailure` that expected a failure.
public struct ExpectedFailureMatch: Equatable, Sendable {
  /// Why the failure was expected, as the `XCTExpectFailure` said, if it did.
  public var reason: String?
}

/// One expectation of a failure, made by an `XCTExpectFailure`: which failures it takes, and
/// whether one came.
package final class ExpectedFailure: Sendable {
  /// Why a failure is expected.
  let reason: String?
  /// Whether no failure coming is itself a failure.
  let isStrict: Bool
  /// Where the expectation was made, where a strict one that nothing fulfilled is reported.
  let location: SourceLocation
  /// Whether a failure is one this expectation takes. Not `Sendable`, as `XCTExpectFailure`'s
  /// matcher is not in XCTest, whose matchers also run on whichever thread records the issue.
  private let takes: UncheckedSendable<(TestFailure) -> Bool>
  /// When the expectation was made: a later one is asked first.
  fileprivate let order: Int
  private let isFulfilled = Atomic<Bool>(false)

  private static let nextOrder = Atomic<Int>(0)

  /// Creates an expectation.
  ///
  /// - Parameters:
  ///   - reason: Why a failure is expected.
  ///   - isStrict: Whether no failure coming is itself a failure.
  ///   - location: Where the expectation is made.
  ///   - takes: Whether a failure is one this expectation takes.
  package init(
    reason: String?, isStrict: Bool, location: SourceLocation,
    takes: @escaping (TestFailure) -> Bool
  ) {
    self.reason = reason
    self.isStrict = isStrict
    self.location = location
    self.takes = UncheckedSendable(takes)
    self.order = Self.nextOrder.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// Takes the failure when it is one this expectation expects.
  fileprivate func take(_ failure: TestFailure) -> Bool {
    guard takes.value(failure) else { return false }
    isFulfilled.store(true, ordering: .releasing)
    return true
  }

  /// Reports that no failure came, when that is a failure.
  fileprivate func verify() {
    guard isStrict, !isFulfilled.load(ordering: .acquiring) else { return }
    IssueReporting.report(
      TestFailure(message: ExpectedFailures.didNotOccur(reason: reason), location: location))
  }
}

/// The expectations of failures in force: those of `XCTExpectFailure { … }` blocks, for the
/// tasks inside them, and those of `XCTExpectFailure()` without a block, for the rest of the test
/// that made them.
///
/// A failure goes to the latest expectation in force that takes it, and is then expected: a
/// known issue in Swift Testing, not a failure in XCTest.
package enum ExpectedFailures {
  /// The expectations of the blocks the current task runs inside, innermost last.
  @TaskLocal private static var scoped: [ExpectedFailure] = []

  /// The expectations that last until the end of a test, by test.
  private static let untilTestEnds = Lock<[Int: [ExpectedFailure]]>([:])

  /// The text of a strict expectation that nothing fulfilled.
  static func didNotOccur(reason: String?) -> String {
    reason.map { "Expected failure did not occur: \($0)" } ?? "Expected failure did not occur."
  }

  /// The running test, as ``TestFrameworks`` numbers it, or 0 outside a test.
  private static var currentTest: Int {
    TestFrameworks.runningTest
  }

  /// The expectation in force that takes a failure, if any: it is then fulfilled.
  static func match(_ failure: TestFailure) -> ExpectedFailureMatch? {
    var candidates = scoped
    let test = currentTest
    if test != 0 {
      candidates += untilTestEnds.withLock { $0[test] ?? [] }
    }
    guard !candidates.isEmpty else { return nil }
    for expectation in candidates.sorted(by: { $0.order > $1.order })
    where expectation.take(failure) {
      return ExpectedFailureMatch(reason: expectation.reason)
    }
    return nil
  }

  /// Runs `operation` with `expectation` in force, then reports a strict one nothing fulfilled.
  ///
  /// - Parameters:
  ///   - expectation: The expectation.
  ///   - operation: The work that should fail.
  /// - Returns: What `operation` returns.
  package static func expecting<R>(
    _ expectation: ExpectedFailure, operation: () throws -> R
  ) rethrows -> R {
    defer { expectation.verify() }
    return try $scoped.withValue(scoped + [expectation], operation: operation)
  }

  /// Runs `operation` with `expectation` in force, then reports a strict one nothing fulfilled.
  ///
  /// - Parameters:
  ///   - expectation: The expectation.
  ///   - isolation: The actor `operation` runs on.
  ///   - operation: The work that should fail.
  /// - Returns: What `operation` returns.
  package static func expecting<R>(
    _ expectation: ExpectedFailure,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    defer { expectation.verify() }
    return try await $scoped.withValue(scoped + [expectation], operation: operation)
  }

  /// Puts `expectation` in force until the end of the running test.
  ///
  /// A strict one that nothing fulfilled is reported when the test ends, where the test
  /// framework tells when that is (XCTest); outside a test, nothing is expected.
  package static func expectUntilTestEnds(_ expectation: ExpectedFailure) {
    let test = currentTest
    guard test != 0 else { return }
    let isFirst = untilTestEnds.withLock { tests in
      defer { tests[test, default: []].append(expectation) }
      return tests[test] == nil
    }
    if isFirst {
      _ = TestFrameworks.atEnd(of: test) { testEnded(test) }
    }
  }

  /// Ends the expectations of a test that is ending, reporting the strict ones nothing fulfilled.
  ///
  /// - Parameter test: The test, as ``TestFrameworks`` numbers it.
  package static func testEnded(_ test: Int) {
    let expectations = untilTestEnds.withLock { $0.removeValue(forKey: test) ?? [] }
    for expectation in expectations { expectation.verify() }
  }
}
