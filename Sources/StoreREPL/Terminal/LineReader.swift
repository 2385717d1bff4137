/// Where the shell's input lines come from.
package protocol LineReader: AnyObject {
  /// Reads one line (without the newline), showing `prompt` where the reader shows prompts.
  ///
  /// - Parameter prompt: The prompt to show before the line, if the reader shows prompts.
  /// - Returns: The line, or `nil` at end of input (Ctrl-D on an empty line, or end of file).
  /// - Throws: `LineReaderInterrupt` when Ctrl-C was pressed: the caller discards the line and
  ///   asks again.
  func readLine(prompt: String) throws -> String?

  /// Adds a line to the history (the session calls it for each command it ran).
  ///
  /// - Parameter line: The command as the user typed it.
  func addHistory(_ line: String)

  /// Whether the reader echoes input itself.
  ///
  /// A terminal does; the plain reader doesn't, so the session prints `prompt + line` to make
  /// piped output read as a transcript.
  var echoesInput: Bool { get }
}

/// Thrown by `LineReader.readLine(prompt:)` when Ctrl-C was pressed while reading a line.
package struct LineReaderInterrupt: Error, Equatable, Sendable {
  /// Creates the interrupt.
  package init() {}
}

/// Thrown by `LineReader.readLine(prompt:)` when something woke the reader
/// (`InterruptFlag.wakeReader()`): the caller shows what it has, then asks again. The line
/// being typed is given up, as with Ctrl-C.
package struct LineReaderWake: Error, Equatable, Sendable {
  /// Creates the wake.
  package init() {}
}
