import Foundation

/// What runs the lines a ``Shell`` reads: the features in this process (``InProcessBackend``),
/// or a worker process on the user's feature files (``WorkerBackend``), which survives the
/// code's crashes and recompiles it on `reload`. The shell in front owns the session's edges —
/// the loop, printing, `clear`, `record`, lessons, `--check`, the end and its exit status — and
/// hands the rest to its backend.
protocol ShellBackend: AnyObject {
  /// The prompt: the feature and its virtual time.
  var prompt: String { get }
  /// How many steps of the session's history lead to its state now.
  var position: Int { get }
  /// Runs a command that acts on the feature: every command but those the shell runs itself.
  ///
  /// - Parameters:
  ///   - command: The command, read from `line`.
  ///   - line: The line as typed, for the carets of errors and for a worker to read again.
  ///   - width: How many columns the output may take.
  func run(_ command: Command, line: String, width: Int) async -> LineOutput
  /// What Tab offers for the word at the end of `line`: command names, or the arguments of its
  /// command.
  func completions(for line: String) -> [String]
  /// What keeps a script's commands from running on the loaded feature — commands that no
  /// longer read, actions that no longer parse or decode — one caret diagnostic per line, or nil
  /// when they all fit.
  ///
  /// - Parameters:
  ///   - commands: The script's commands; comments and blank lines fit.
  ///   - lineNumbers: The line of the file each command is on; nil: commands count.
  ///   - expectedFailures: The indices of commands recorded as failing (a transcript that shows
  ///     a mistake and its error): they are left to the replay to compare.
  func problems(
    in commands: [String], lineNumbers: [Int]?, expectedFailures: Set<Int>
  ) async -> String?
  /// The checks at the end of a session (in strict mode, what an exhaustive test would find
  /// left), and the end of the backend.
  func end() async -> (lines: [String], failed: Bool)
  /// The feature files the backend runs, which lessons edit, `record` names and `--watch`
  /// watches; nil when the features are built into the program.
  var files: (any FeatureFilesBackend)? { get }
}

/// What running one line did: what it printed, and what the shell and a replay need to know
/// of it without reading the text back. A worker sends it whole (``WorkerRun``), but for
/// ``compiledFiles``, which only the shell in front sets.
package struct LineOutput: Equatable, Codable {
  /// What it printed, in order.
  package var lines: [String] = []
  package var failed = false
  /// Whether the line ends the session (`quit`).
  package var quits = false
  /// The error that stopped the command before it touched the store, if one did.
  var error: ShellError?
  /// What its effects did, apart from the state's changes: effects started, finished and
  /// cancelled, actions fed back, failures, what the reducer printed.
  var events: [String] = []
  /// The state's changes it showed.
  var diffs: [String] = []
  /// The index in ``lines`` of one that is Swift source (a test `export` prints), which the
  /// shell folds only where the code still compiles.
  var sourceLine: Int?
  /// Under `diff compact`, the state's changes as the full layout shows them, one for each of
  /// ``diffs``: a lesson recorded in the full layout checks its output against them.
  var fullDiffs: [String] = []

  /// A command that stops with `error`, about `line`, rendered in `style`.
  static func failure(_ error: ShellError, in line: String, style: ShellStyle) -> LineOutput {
    LineOutput(lines: [style.errors.rendered(error, in: line)], failed: true, error: error)
  }

  /// The lines as the full layout prints them: each compact state change in ``lines`` swapped
  /// for its full one.
  var linesInFullLayout: [String] {
    guard !fullDiffs.isEmpty, fullDiffs.count == diffs.count else { return lines }
    var remaining = Array(zip(diffs, fullDiffs))[...]
    return lines.map { line in
      guard let (shown, full) = remaining.first, shown == line else { return line }
      remaining = remaining.dropFirst()
      return full
    }
  }
  /// The feature files' contents that a `reload` compiled, for a recording of their edits.
  var compiledFiles: [Data]?
  /// Whether an effect in flight after it waits on something outside the virtual clock.
  var waitsOutsideTheClock = false
  /// Whether the command was refused before it touched the store: nothing changed.
  var isRejected: Bool

  private enum CodingKeys: String, CodingKey {
    case lines, failed, quits, error, events, diffs, sourceLine, fullDiffs, waitsOutsideTheClock
    case isRejected
  }

  init(
    lines: [String] = [], failed: Bool = false, quits: Bool = false, error: ShellError? = nil,
    events: [String] = [], diffs: [String] = [], waitsOutsideTheClock: Bool = false,
    isRejected: Bool? = nil
  ) {
    self.lines = lines
    self.failed = failed
    self.quits = quits
    self.error = error
    self.events = events
    self.diffs = diffs
    self.waitsOutsideTheClock = waitsOutsideTheClock
    self.isRejected = isRejected ?? (error != nil)
  }
}
