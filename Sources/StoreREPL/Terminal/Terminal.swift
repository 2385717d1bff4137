#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the process's terminal and the choice of line reader.
package enum Terminal {
  /// Whether `fileDescriptor` is a terminal.
  ///
  /// - Parameter fileDescriptor: A file descriptor, e.g. `STDIN_FILENO`.
  /// - Returns: `true` when `isatty` says so.
  package static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    isatty(fileDescriptor) == 1
  }

  /// How many columns the terminal on `fileDescriptor` has, or nil when it is no terminal or
  /// does not say.
  package static func columns(of fileDescriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// How many rows the terminal on `fileDescriptor` has, or nil when it is no terminal or does
  /// not say.
  package static func rows(of fileDescriptor: Int32) -> Int? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
    return Int(size.ws_row)
  }

  /// Whether the shell edits lines itself: only when standard input and output are both
  /// terminals.
  ///
  /// - Parameters:
  ///   - inputIsTerminal: Whether standard input is a terminal.
  ///   - outputIsTerminal: Whether standard output is a terminal.
  /// - Returns: `true` when both are.
  package static func usesLineEditing(inputIsTerminal: Bool, outputIsTerminal: Bool) -> Bool {
    inputIsTerminal && outputIsTerminal
  }

  /// Chooses the line reader for this process: `EditLineReader` when standard input and
  /// standard output are both terminals, `PlainLineReader` of standard input otherwise.
  ///
  /// - Parameters:
  ///   - historyPath: The history file of the interactive reader; `nil` keeps no history file.
  ///   - warn: Where the interactive reader sends one-line warnings (standard error by default).
  /// - Returns: The reader.
  package static func makeLineReader(
    historyPath: String? = HistoryFile.defaultPath,
    warn: @escaping (String) -> Void = Terminal.printWarning
  ) -> any LineReader {
    let interactive = usesLineEditing(
      inputIsTerminal: isTerminal(STDIN_FILENO), outputIsTerminal: isTerminal(STDOUT_FILENO))
    guard interactive else { return PlainLineReader() }
    return EditLineReader(historyPath: historyPath, warn: warn)
  }

  /// Writes `message` and a newline to standard error.
  ///
  /// - Parameter message: A one-line message.
  package static func printWarning(_ message: String) {
    writeAll(STDERR_FILENO, (message + "\n").utf8)
  }
}
