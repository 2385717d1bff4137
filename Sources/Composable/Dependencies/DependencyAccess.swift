/// What is known about the dependency being resolved: the property that names it, and where the
/// `@Dependency` that reads it is declared (else where the property reads its key).
///
/// A failure about a default value reports at this location, so it lands on the feature's code.
struct DependencyAccess: Sendable {
  var name: String?
  var location: SourceLocation?
  /// Whether the dependency is read to change it, in a `withDependencies` closure
  /// (`$0.client.fetch = { … }`): a key without a test value then gives its default silently.
  var isSetting = false

  /// Bound around the synchronous read of a dependency only: a thread's slot rather than a
  /// task-local, which would cost more than the read.
  static let scope = ThreadScoped<DependencyAccess>()

  /// The access being resolved on this thread, if any.
  static var current: DependencyAccess? { scope.current }
}

extension SourceLocation {
  /// A location for a failure that has no better one.
  static var unknown: SourceLocation {
    SourceLocation(fileID: "<unknown>", filePath: "<unknown>", line: 0, column: 0)
  }
}
