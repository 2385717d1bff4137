#if !canImport(Darwin)
  import Foundation

  // XCTest on Linux has no expected failures. These are XCTest's spellings on Apple platforms,
  // for the tests written for them (TCA's own use them), and they cover the failures this engine
  // reports: test store assertions, `reportIssue`, dependencies, effects. An `XCTAssert…` or
  // `#expect` that fails inside one still fails; Swift Testing's `withKnownIssue` covers those.

  /// Expects a failure in the rest of the running test: the failures the engine reports from
  /// here to the end of the test are expected failures, which do not fail it.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   $0.compactDescription.hasSuffix("There were no received actions to skip.")
  /// }
  /// await store.skipReceivedActions(strict: true)
  /// ```
  ///
  /// A later expectation is asked before an earlier one. In XCTest, a strict expectation that no
  /// failure fulfilled by the end of the test fails the test; Swift Testing tells nobody when a
  /// test ends, so there it is never checked (use the form with a block).
  ///
  /// - Parameters:
  ///   - failureReason: Why a failure is expected.
  ///   - enabled: Whether failures are expected at all (`true` when `nil`).
  ///   - strict: Whether no failure by the end of the test is itself a failure (`true` when
  ///     `nil`).
  ///   - fileID: The file ID of the call site.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  ///   - issueMatcher: Whether a failure is one expected; every failure when `nil`.
  public func XCTExpectFailure(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) {
    guard enabled ?? true else { return }
    ExpectedFailures.expectUntilTestEnds(
      ExpectedFailure(
        failureReason, strict: strict,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        issueMatcher: issueMatcher))
  }

  /// Expects a failure in a block: the failures the engine reports while it runs, in its task
  /// and the tasks it starts, are expected failures, which do not fail the test.
  ///
  /// ```swift
  /// XCTExpectFailure {
  ///   store.assert { $0.count = 1 }
  /// } issueMatcher: {
  ///   $0.compactDescription.hasPrefix("A state change does not match expectation.")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - failureReason: Why a failure is expected.
  ///   - enabled: Whether failures are expected at all (`true` when `nil`).
  ///   - strict: Whether no failure in the block is itself a failure (`true` when `nil`).
  ///   - fileID: The file ID of the call site.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  ///   - failingBlock: The work that fails.
  ///   - issueMatcher: Whether a failure is one expected; every failure when `nil`.
  /// - Returns: What `failingBlock` returns.
  /// - Throws: What `failingBlock` throws.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    failingBlock: () throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) rethrows -> R {
    guard enabled ?? true else { return try failingBlock() }
    return try ExpectedFailures.expecting(
      ExpectedFailure(
        failureReason, strict: strict,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        issueMatcher: issueMatcher),
      operation: failingBlock)
  }

  /// Expects a failure in an asynchronous block: the failures the engine reports while it runs,
  /// in its task and the tasks it starts, are expected failures, which do not fail the test.
  ///
  /// ```swift
  /// await XCTExpectFailure {
  ///   await store.receive(\.response)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - failureReason: Why a failure is expected.
  ///   - enabled: Whether failures are expected at all (`true` when `nil`).
  ///   - strict: Whether no failure in the block is itself a failure (`true` when `nil`).
  ///   - fileID: The file ID of the call site.
  ///   - filePath: The file path of the call site.
  ///   - line: The line of the call site.
  ///   - column: The column of the call site.
  ///   - isolation: The actor `failingBlock` runs on.
  ///   - failingBlock: The work that fails.
  ///   - issueMatcher: Whether a failure is one expected; every failure when `nil`.
  /// - Returns: What `failingBlock` returns.
  /// - Throws: What `failingBlock` throws.
  @discardableResult
  public func XCTExpectFailure<R>(
    _ failureReason: String? = nil,
    enabled: Bool? = nil,
    strict: Bool? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    failingBlock: () async throws -> R,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
  ) async rethrows -> R {
    guard enabled ?? true else { return try await failingBlock() }
    return try await ExpectedFailures.expecting(
      ExpectedFailure(
        failureReason, strict: strict,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        issueMatcher: issueMatcher),
      operation: failingBlock)
  }

  extension ExpectedFailure {
    /// The expectation an `XCTExpectFailure` makes.
    fileprivate convenience init(
      _ reason: String?, strict: Bool?, at location: SourceLocation,
      issueMatcher: ((XCTIssue) -> Bool)?
    ) {
      self.init(reason: reason, isStrict: strict ?? true, location: location) { failure in
        issueMatcher?(XCTIssue(failure)) ?? true
      }
    }
  }
#endif
