#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A history file that could not be read or written.
package struct HistoryFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was being done with the file.
  package enum Operation: Equatable, Sendable {
    /// Loading the history at start.
    case read
    /// Saving the history after a command.
    case write
  }

  /// What was being done with the file.
  package var operation: Operation

  /// The path of the history file.
  package var path: String

  /// The `errno` value the system returned.
  package var code: Int32

  /// Creates the error.
  ///
  /// - Parameters:
  ///   - operation: What was being done with the file.
  ///   - path: The path of the history file.
  ///   - code: The `errno` value the system returned.
  package init(operation: Operation, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  /// The one-line warning the shell prints, e.g.
  /// `warning: cannot write the history file '/h/.store_repl_history': Permission denied`.
  package var description: String {
    let verb = operation == .read ? "read" : "write"
    let reason = String(cString: strerror(code))
    return "warning: cannot \(verb) the history file '\(path)': \(reason)"
  }
}
