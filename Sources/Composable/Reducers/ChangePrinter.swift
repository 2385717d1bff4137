/// Where `_printChanges()` writes what it prints: standard output, as in TCA, unless a handler
/// is installed for the current task, as the shell does to show the text in a step's output.
public enum ChangePrinter {
  /// Receives the text where it is installed: a struct, not an optional function, in the
  /// task-local, as ``IssueReporting/Handler``.
  struct Handler: Sendable {
    let receive: @Sendable (String) -> Void
  }

  @TaskLocal static var handler: Handler?

  /// Runs `operation` with the text printed in it — and in the tasks it starts — handed to
  /// `output` instead of standard output.
  ///
  /// - Parameters:
  ///   - output: Receives each text printed, one change at a time, without a trailing newline.
  ///   - operation: The work.
  /// - Returns: What `operation` returns.
  @discardableResult
  public static func withOutput<R>(
    _ output: @escaping @Sendable (String) -> Void, operation: () throws -> R
  ) rethrows -> R {
    try $handler.withValue(Handler(receive: output), operation: operation)
  }

  /// Runs `operation` with the text printed in it — and in the tasks it starts — handed to
  /// `output` instead of standard output.
  ///
  /// - Parameters:
  ///   - output: Receives each text printed, one change at a time, without a trailing newline.
  ///   - operation: The work.
  /// - Returns: What `operation` returns.
  @discardableResult
  public static func withOutput<R>(
    _ output: @escaping @Sendable (String) -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $handler.withValue(Handler(receive: output), operation: operation)
  }

  /// Prints a text: to the installed handler, else to standard output followed by a newline.
  ///
  /// - Parameter text: The text.
  public static func write(_ text: String) {
    if let handler {
      handler.receive(text)
    } else {
      print(text)
    }
  }
}
