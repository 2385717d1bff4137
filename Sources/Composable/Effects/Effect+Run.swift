extension Effect {
  /// An effect that runs asynchronous work, sending actions back through `send`.
  ///
  /// An error thrown from `operation` is passed to `handler`; without a handler, any error other
  /// than `CancellationError` is reported as a failure naming the place the effect was created,
  /// and ends the effect. The operation sees the dependencies that were current when the effect
  /// was created.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs the work.
  ///   - operation: The work. Call `send` to feed actions back.
  ///   - handler: Handles an error thrown by `operation`.
  /// - Returns: An effect.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return Self(
      operation: .run(
        RunOperation(
          priority: priority,
          location: location,
          dependencies: DependencyValues._current,
          operation: operation,
          handler: handler
        )
      )
    )
  }
}

extension String {
  /// The string with every non-empty line indented by `count` spaces.
  package func indented(by count: Int) -> String {
    let padding = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }
      .joined(separator: "\n")
  }
}
