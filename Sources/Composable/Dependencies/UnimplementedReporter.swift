import Synchronization

/// Reports that an unimplemented test value was used, the first time it is used.
///
/// A test value is made once per dependencies cache (see ``DependencyValues/resetCache()``), so
/// the failure is reported once per test store or test, however often the value is used.
final class UnimplementedReporter: Sendable {
  private let message: String
  private let location: SourceLocation
  private let hasReported = Lock(false)

  /// Creates a reporter for the dependency being resolved, at the `@Dependency` that reads it.
  convenience init(_ failure: DependencyFailure, location: SourceLocation? = nil) {
    self.init(message: failure.message, location: location)
  }

  /// Creates a reporter of a message, at `location` or else at the `@Dependency` being read.
  init(message: String, location: SourceLocation?) {
    self.message = message
    self.location = location ?? DependencyAccess.current?.location ?? .unknown
  }

  func reportOnce() {
    // A value made to be replaced, in a `withDependencies` closure, is not used.
    guard DependencyAccess.current?.isSetting != true else { return }
    let isFirst = hasReported.withLock { hasReported in
      defer { hasReported = true }
      return !hasReported
    }
    if isFirst {
      IssueReporting.report(message, at: location)
    }
  }
}
