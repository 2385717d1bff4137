@preconcurrency import CLibEdit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from the terminal with libedit: prompt, Emacs keys, history, Tab completion.
///
/// - History: loaded from `historyPath` when the reader is created; `addHistory(_:)` adds the
///   line to the in-memory history (Up arrow) and appends it to the file at once (see
///   `HistoryFile`), so nothing is lost on Ctrl-D or if the process dies after a command.
///   Consecutive duplicates and blank lines are not added. A file that cannot be read or written
///   gives one warning and the session goes on with an in-memory history.
/// - Completion: Tab asks `completer`; one candidate completes, several complete their common
///   prefix and a second Tab lists them (as bash does). Words break at blanks only, so action
///   literals such as `.splash(.fetchCurrentWeather)` complete as one word.
/// - Ctrl-C: installs the SIGINT handler of `InterruptFlag`. During `readLine(prompt:)` Ctrl-C
///   abandons the line and throws `LineReaderInterrupt`; while a command runs it raises
///   `InterruptFlag.shared` for the command to poll. It never ends the process.
/// - Ctrl-L clears the screen and its scrollback, shows `screenHeader` (a lesson's hint) and
///   redraws the prompt and the line below it.
/// - Ctrl-D on an empty line: `readLine(prompt:)` returns `nil`. Ctrl-Z suspends the process
///   with the terminal in its normal mode; after `fg` the prompt and the line are redrawn. A
///   resize is followed as the line is edited. SIGTERM, SIGHUP and SIGQUIT end this process
///   alone, the terminal back in its normal mode (see `TerminalSignals`).
///
/// libedit's readline emulation is process-wide state: create one `EditLineReader` per process.
package final class EditLineReader: LineReader {
  /// Computes Tab completions: given the line and the cursor (a UTF-8 offset), what can replace
  /// the text before the cursor. `nil` completes nothing.
  package var completer: ((_ line: String, _ cursor: Int) -> Completion)?

  /// What Ctrl-L shows above the prompt after it clears the screen: a lesson's hint.
  package var screenHeader: String?

  private let history: PersistentHistory

  /// The terminal echoes what the user types.
  package var echoesInput: Bool { true }

  /// Prepares libedit and loads the history.
  ///
  /// - Parameters:
  ///   - historyPath: The history file (by default `~/.store_repl_history`); `nil` keeps the
  ///     history in memory only.
  ///   - historyLimit: How many commands the history keeps.
  ///   - warn: Where one-line warnings go (standard error by default).
  package init(
    historyPath: String? = HistoryFile.defaultPath,
    historyLimit: Int = 1000,
    warn: @escaping (String) -> Void = Terminal.printWarning
  ) {
    history = PersistentHistory(
      file: historyPath.map { HistoryFile(path: $0, limit: historyLimit) }, warn: warn)
    Self.useUTF8Characters()
    TerminalSignals.install()
    clibedit_configure(
      { text, start, end in EditLineReader.complete(text: text, start: start, end: end) },
      { _ in EditLineReader.readCharacter() })
    // The first libedit call initializes it with the settings above; initializing again
    // later would drop the history.
    using_history()
    clibedit_stifle_history(Int32(clamping: historyLimit))
    for line in history.load() {
      add_history(line)
    }
    _ = clibedit_bind_clear_screen { _, _ in
      EditLineReader.clearScreen()
      return 0
    }
  }

  /// Ctrl-L: clears the screen, shows the active reader's `screenHeader`, redraws the line.
  private static func clearScreen() {
    let address = active.load(ordering: .relaxed)
    let reader = UnsafeRawPointer(bitPattern: address).map {
      Unmanaged<EditLineReader>.fromOpaque($0).takeUnretainedValue()
    }
    var text = ShellStyle.clearScreen
    if let header = reader?.screenHeader { text += header + "\r\n" }
    fputs(text, stdout)
    fflush(stdout)
    clibedit_redisplay()
  }

  /// Reads one line with editing, showing `prompt`.
  ///
  /// ANSI escape sequences in `prompt` (from `TerminalStyle`) are marked as invisible for
  /// libedit, so that the cursor stays where it belongs.
  ///
  /// - Parameter prompt: The prompt.
  /// - Returns: The line, trimmed of surrounding blanks, or `nil` after Ctrl-D on an empty line
  ///   or at end of input.
  /// - Throws: `LineReaderInterrupt` when Ctrl-C was pressed.
  package func readLine(prompt: String) throws -> String? {
    let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
    Self.active.store(address, ordering: .relaxed)
    defer { Self.active.store(0, ordering: .relaxed) }

    // A Ctrl-C that a command did not consume must not abandon the next line.
    _ = InterruptFlag.shared.take()
    let visiblePrompt = Self.markingInvisibleSequences(prompt)
    let raw = withExtendedLifetime(self) {
      InterruptFlag.interruptingReads { readline(visiblePrompt) }
    }
    guard let raw else {
      if InterruptFlag.takeWake() {
        print()
        throw LineReaderWake()
      }
      if InterruptFlag.shared.take() {
        print("^C")
        throw LineReaderInterrupt()
      }
      print()
      return nil
    }
    defer { free(raw) }
    return Self.trimmed(String(cString: raw))
  }

  /// libedit's `rl_getc_function`: the next character typed, as a Unicode scalar value, read
  /// from the terminal as UTF-8 (an invalid sequence is dropped, as libedit does).
  ///
  /// A read interrupted by a resize tells libedit the new size and reads on; by a continue after
  /// a stop, redraws the prompt and the line and reads on; by Ctrl-C or ``InterruptFlag/wakeReader()``,
  /// gives up the line.
  ///
  /// - Returns: The character, or -1 (the end of input for libedit) at the end of the input, on
  ///   an error, or when the line is given up.
  static func readCharacter() -> Int32 {
    var bytes: [UInt8] = []
    while true {
      switch UTF8Character(bytes) {
      case let .scalar(value): return Int32(bitPattern: value)
      case .incomplete: break
      case .invalid:
        // The last byte may begin the next character.
        bytes = bytes.count > 1 ? [bytes[bytes.count - 1]] : []
        continue
      }
      var byte: UInt8 = 0
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 {
        bytes.append(byte)
        continue
      }
      guard count < 0, errno == EINTR, !InterruptFlag.endsTheRead else { return -1 }
      if TerminalSignals.takeResized() { clibedit_resize() }
      if TerminalSignals.takeContinued() {
        clibedit_resize()
        clibedit_redisplay()
      }
    }
  }

  /// Puts `line` at the end of the in-memory history only, so that Up brings it to the prompt,
  /// ready to edit or to run; the history file does not get it.
  ///
  /// - Parameter line: The line to offer.
  package func offer(_ line: String) {
    add_history(line)
  }

  /// Adds `line` to the history and to the history file.
  ///
  /// - Parameter line: The command as typed; blank lines and a repeat of the previous line are
  ///   not added.
  package func addHistory(_ line: String) {
    if let line = history.record(line) { add_history(line) }
  }

  // MARK: - Text

  /// `text` without leading and trailing spaces, tabs and line breaks.
  static func trimmed(_ text: String) -> String {
    let blanks: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
    guard let first = text.firstIndex(where: { !blanks.contains($0) }),
      let last = text.lastIndex(where: { !blanks.contains($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// `prompt` with each ANSI escape sequence between libedit's invisible-text markers.
  static func markingInvisibleSequences(_ prompt: String) -> String {
    var result = ""
    var scalars = prompt.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}", scalars.first == "[" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      var sequence = String.UnicodeScalarView([scalar])
      while let next = scalars.popFirst() {
        sequence.append(next)
        if (0x40...0x7E).contains(next.value), next != "[" { break }
      }
      result += "\u{1}" + String(sequence) + "\u{2}"
    }
    return result
  }

  /// Makes libedit decode input as UTF-8 even when the environment names no UTF-8 locale.
  private static func useUTF8Characters() {
    func isUTF8() -> Bool {
      guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
      let name = String(cString: codeset).lowercased()
      return name == "utf-8" || name == "utf8"
    }
    setlocale(LC_CTYPE, "")
    if !isUTF8() { setlocale(LC_CTYPE, "C.UTF-8") }
  }
}
