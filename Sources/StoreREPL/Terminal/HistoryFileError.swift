#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A history file that could not be read or written.
public struct HistoryFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was being done with the file.
  public enum Operation: Equatable, Sendable {
    /// Loading the history at start.
    case read
    /// Saving the history after a command.
    case write
  }

  /// What was being done with the file.
  public var operation: Operation

  /// The path of the history file.
  public var path: String

  /// The `errno` value the system returned.
  public var code: Int32

  /// Creates the error.
  ///
  /// - Parameters:
  ///   - operation: What was being done with the file.
  ///   - path: The path of the history file.
  ///   - code: The `errno` value the system returned.
  public init(operation: Operation, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  /// The one-line warning the shell prints, e.g.
  /// `warning: cannot write the history file '/h/.store_repl_history': Permission denied`.
  public var description: String {
    let verb = operation == .read ? "read" : "write"
    let reason = String(cString: strerror(code))
    return "warning: cannot \(verb) the history file '\(path)': \(reason)"
  }
}
