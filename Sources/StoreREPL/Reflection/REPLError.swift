import Foundation

/// The error the shell builds when a literal asks for an error value, as in
/// `.numberFactResponse(.failure("offline"))`.
///
/// An `any Error` payload cannot name a concrete error type the shell knows nothing about, so it
/// is decoded as a `REPLError`: from a string literal (`.failure("offline")` → message
/// `offline`), from `REPLError(message: "offline")` or `REPLError("offline")`, or from any other
/// literal, whose source text becomes the message (`.failure(URLError(.notConnected))` → message
/// `URLError(.notConnected)`).
package struct REPLError: Error, Sendable, Hashable {
  /// What went wrong, as the user wrote it.
  package var message: String

  /// Creates an error.
  /// - Parameter message: What went wrong.
  package init(message: String) {
    self.message = message
  }

  /// Creates an error.
  /// - Parameter message: What went wrong.
  package init(_ message: String) {
    self.message = message
  }
}

extension REPLError: LocalizedError {
  /// The message, so that `localizedDescription` is what the user wrote: `offline` for
  /// `.failure("offline")`.
  package var errorDescription: String? { message }
}
