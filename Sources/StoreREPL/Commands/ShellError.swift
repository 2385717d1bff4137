/// A command that cannot run, with the place in the line it is about (for a caret), if any.
///
/// Errors are values; `rendered(in:)` writes them, through the same template as literal errors.
struct ShellError: Error, Equatable {
  /// The message, without location.
  var message: String
  /// The UTF-8 offset in the command line, or nil for an error about the session.
  var offset: Int?

  init(_ message: String, at offset: Int? = nil) {
    self.message = message
    self.offset = offset
  }

  init(_ error: some LocatedError, shiftedBy shift: Int) {
    self.message = error.message
    self.offset = error.offset + shift
  }

  /// The error as text: with a caret under the column when it has one.
  func rendered(in line: String) -> String {
    guard let offset else { return "error: \(SourceDiagnostic.printableMessage(message))" }
    return SourceDiagnostic(message: message, offset: offset).rendered(in: line)
  }
}
