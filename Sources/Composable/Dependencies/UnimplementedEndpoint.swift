/// The error an endpoint of a `@DependencyClient` throws when it is called without an
/// implementation.
public struct UnimplementedEndpoint: Error, Equatable, Sendable, CustomStringConvertible {
  /// The endpoint, `Client.endpoint`.
  public var endpoint: String

  /// Creates the error.
  ///
  /// - Parameter endpoint: The endpoint, `Client.endpoint`.
  public init(endpoint: String) {
    self.endpoint = endpoint
  }

  public var description: String { "Unimplemented: '\(endpoint)'" }
}

extension IssueReporting {
  /// Reports that an endpoint of a `@DependencyClient` was called without an implementation;
  /// the code `@DependencyEndpoint` generates calls it.
  ///
  /// - Parameters:
  ///   - endpoint: The endpoint, `Client.endpoint`.
  ///   - fileID: The file of the endpoint's declaration.
  ///   - filePath: Its path.
  ///   - line: Its line.
  ///   - column: Its column.
  public static func unimplemented(
    _ endpoint: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    report(
      """
      Unimplemented: '\(endpoint)'

      The endpoint was called without an implementation. To fix, give it one where the \
      dependency is set: withDependencies: { $0.<dependency>.\(endpoint.split(separator: ".").last ?? "") = { … } }
      """,
      at: SourceLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
