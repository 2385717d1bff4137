/// A line reader that plays a fixed script: lines, Ctrl-C presses and end of input, in order.
///
/// For tests: a golden transcript feeds the session through it and inspects `prompts` and
/// `history` afterwards.
///
/// ```swift
/// let reader = ScriptedLineReader(["send .incrementButtonTapped", .interrupt, "advance 1s"])
/// ```
package final class ScriptedLineReader: LineReader {
  /// One step of the script.
  package enum Entry: Equatable, Sendable, ExpressibleByStringLiteral {
    /// A line the user typed.
    case line(String)
    /// Ctrl-C: `readLine(prompt:)` throws `LineReaderInterrupt`.
    case interrupt
    /// Ctrl-D or end of file: `readLine(prompt:)` returns `nil`.
    case endOfInput

    /// Creates a `.line` entry.
    ///
    /// - Parameter value: The line.
    package init(stringLiteral value: String) {
      self = .line(value)
    }
  }

  private var remaining: ArraySlice<Entry>

  /// The prompts shown so far, one per `readLine(prompt:)` call.
  package private(set) var prompts: [String] = []

  /// The lines added with `addHistory(_:)`, in order.
  package private(set) var history: [String] = []

  /// Whether the session should consider the input echoed (`false` by default, as a pipe).
  package let echoesInput: Bool

  /// Creates a reader that plays `entries` and then reports end of input.
  ///
  /// - Parameters:
  ///   - entries: The script.
  ///   - echoesInput: What `echoesInput` returns.
  package init(_ entries: [Entry], echoesInput: Bool = false) {
    remaining = entries[...]
    self.echoesInput = echoesInput
  }

  /// Creates a reader that returns `lines` in order and then reports end of input.
  ///
  /// - Parameter lines: The lines.
  package convenience init(lines: [String]) {
    self.init(lines.map(Entry.line))
  }

  /// Plays the next entry of the script.
  ///
  /// - Parameter prompt: Recorded in `prompts`.
  /// - Returns: The next line, or `nil` at `.endOfInput` or after the last entry.
  /// - Throws: `LineReaderInterrupt` at an `.interrupt` entry.
  package func readLine(prompt: String) throws -> String? {
    prompts.append(prompt)
    guard let entry = remaining.popFirst() else { return nil }
    switch entry {
    case .line(let line): return line
    case .interrupt: throw LineReaderInterrupt()
    case .endOfInput: return nil
    }
  }

  /// Records `line` in `history`.
  ///
  /// - Parameter line: The command.
  package func addHistory(_ line: String) {
    history.append(line)
  }
}
