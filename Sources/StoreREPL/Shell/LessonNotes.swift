import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The presenter's notes of a lesson (`--notes <path>`), on a second screen or in a file: for each
/// step, the next command, the teacher's `# note:` lines and what the command prints, so that
/// the projector shows only what the class reads. On a terminal each step clears the screen; a
/// file gets the steps one after the other.
package final class LessonNotes {
  private let descriptor: Int32
  private let isTerminal: Bool
  /// Where the notes go, for messages.
  let path: String
  /// Why the last write failed, once: a lesson goes on when its notes cannot be written.
  private(set) var failure: String?
  /// Whether a failure came that the presenter was not told of yet.
  var hasNewFailure = false

  /// Opens `path` for the notes: a terminal device, or a file it creates or empties.
  ///
  /// - Throws: A message naming the path and the reason when it cannot be opened.
  init(path: String) throws(ShellError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY, 0o644)
    guard descriptor >= 0 else {
      throw ShellError(
        .file(.notesUnwritable(path: path, reason: String(cString: strerror(errno)))))
    }
    self.descriptor = descriptor
    self.isTerminal = isatty(descriptor) == 1
    self.path = path
  }

  deinit { close(descriptor) }

  /// Writes one step's notes.
  func write(_ lines: [String]) {
    let clear = isTerminal ? ShellStyle.clearScreen : ""
    let separator = isTerminal ? "" : "\n"
    // Folded to the second screen's own width, read at each step as it may be resized.
    let notes = lines.joined(separator: "\n")
    let text =
      clear
      + (isTerminal ? OutputWidth.terminal(descriptor).fit(notes) : notes) + "\n" + separator
    let error = writeAll(descriptor, Array(text.utf8))
    if error != 0, failure == nil {
      hasNewFailure = true
      failure = "can't write the lesson's notes to \(path): \(String(cString: strerror(error)))"
    }
  }
}
