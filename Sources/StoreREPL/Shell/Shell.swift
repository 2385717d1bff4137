import Composable

/// The shell: reads commands, runs them on the loaded feature, prints what happened.
package final class Shell {
  /// The features that can be loaded.
  let features: [REPLFeature]
  /// Reducers of feature files that cannot be started, each with why: listed, never loaded.
  let unstartable: [REPLFeature]
  let reader: any LineReader
  /// How output is dressed; `diff` changes its layout of diffs.
  package internal(set) var style: ShellStyle
  let write: (String) -> Void
  var session: (any FeatureSession)? {
    didSet { applyHistoryLimit() }
  }
  private(set) var hasFailed = false
  /// How many command lines failed, and the last of them, to say why the exit status is 1.
  private var failures: (count: Int, last: String?) = (0, nil)
  /// How many steps a session keeps at least before it folds older ones into a checkpoint
  /// (`--history`); nil: the session's default.
  package var historyLimit: Int? {
    didSet { applyHistoryLimit() }
  }

  /// Gives the session the limit, when one is set: the one place a session's limit is set, run
  /// whenever the limit or the session changes.
  private func applyHistoryLimit() {
    if let historyLimit { session?.historyLimit = historyLimit }
  }
  /// How wide output is: what a command prints is folded to it at spaces, with a hanging indent.
  package var width: OutputWidth = .piped

  /// What was typed and printed since the first feature was loaded, for `record`.
  private(set) var recording: SessionRecording?

  /// The feature files the features were compiled from (`store-repl Feature.swift`), which a
  /// replay must name too.
  var featureFiles: [String] = []

  /// Creates a shell.
  ///
  /// - Parameters:
  ///   - features: The features that can be loaded.
  ///   - reader: Where command lines come from.
  ///   - style: Plain or coloured output.
  ///   - write: Prints text (each call is one or more whole lines, newline included).
  package init(
    features: [REPLFeature], reader: any LineReader, style: ShellStyle = .plain,
    write: @escaping (String) -> Void
  ) {
    self.features = features.filter { $0.unstartableReason == nil }
    self.unstartable = features.filter { $0.unstartableReason != nil }
    self.reader = reader
    self.style = style
    self.write = write
  }

  /// The prompt: the feature and the virtual time.
  package var prompt: String {
    guard let session else { return "store-repl> " }
    return "\(session.featureName) \(session.now.formattedSeconds)> "
  }

  /// Loads a feature by name.
  ///
  /// - Returns: Whether the feature exists.
  @discardableResult
  package func load(_ name: String, quietly: Bool = false) -> Bool {
    guard let feature = feature(named: name) else { return false }
    session = feature.makeSession(feature.scenarios[0])
    // NB: What the files hold that cannot start is said once, under the banner.
    let banner = ([Self.banner(feature)] + unstartableRows()).joined(separator: "\n")
    if recording == nil {
      recording = SessionRecording(feature: feature.name, banner: banner)
    }
    if !quietly { print(banner) }
    return true
  }

  /// The line that says a feature was loaded.
  static func banner(_ feature: REPLFeature) -> String {
    "\(feature.name) loaded. Type 'help' for commands, Tab to complete."
  }

  /// What keeps a script's commands from running on the loaded feature — actions that no
  /// longer parse or decode — one caret diagnostic per line, or nil when they all fit. Comments
  /// and blank lines fit.
  ///
  /// - Parameters:
  ///   - commands: The script's commands.
  ///   - lineNumbers: The line of the file each command is on; by default, commands count.
  ///   - expectedFailures: The indices of commands recorded as failing (a transcript that shows
  ///     a mistake and its error): they are left to the replay to compare.
  package func problems(
    in commands: [String], lineNumbers: [Int]? = nil, expectedFailures: Set<Int> = []
  ) -> String? {
    guard let session else { return nil }
    var reports: [String] = []
    var current = session
    for (index, command) in commands.enumerated() {
      if Self.isComment(command) { continue }
      let text = CommandText(command)
      if case .found(.load) = CommandName.resolve(String(text.word)) {
        let name = String(text.arguments.trimmedArgument(offset: 0).text)
        guard let feature = feature(named: name) else { continue }
        current = feature.makeSession(feature.scenarios[0])
        continue
      }
      if !expectedFailures.contains(index), let problem = current.problem(with: command) {
        let number = lineNumbers.map { $0[index] } ?? index + 1
        let place = lineNumbers == nil ? "command \(number)" : "line \(number)"
        reports.append("\(place):\n" + problem.rendered(in: command).indented(by: 2))
      }
    }
    return reports.isEmpty ? nil : reports.joined(separator: "\n")
  }

  /// Whether a line is a comment (its first non-blank character is `#`) or blank: it does
  /// nothing.
  static func isComment(_ line: String) -> Bool {
    let text = line.drop(while: \.isWhitespace)
    return text.hasPrefix("#") || text.isEmpty
  }

  /// Whether `line` runs a command that writes a file (`save`, `export`), its command word
  /// resolved as ``execute(_:)`` resolves it: for tools that run lines they did not write.
  package static func writesFiles(_ line: String) -> Bool {
    guard !isComment(line) else { return false }
    switch CommandName.resolve(String(commandWord(of: line)), suggesting: false) {
    case .found(.save), .found(.record), .found(.export): return true
    case .found, .ambiguous, .unknown: return false
    }
  }

  /// The command word of a line: what follows its leading whitespace, up to the next.
  static func commandWord(of line: String) -> Substring {
    CommandText(line).word
  }

  func feature(named name: String) -> REPLFeature? {
    features.first { $0.name == name }
      ?? features.first { $0.name.lowercased() == name.lowercased() }
  }

  /// Reads and runs commands until `quit` or the end of input.
  ///
  /// - Returns: The exit status: 0 when every command ran and every assertion held, else 1.
  package func run() async -> Int32 {
    var loop = CommandLoop(reader: reader, print: print, echo: printVerbatim)
    await loop.run(
      prompt: { self.prompt },
      execute: { line in
        let prompt = self.prompt
        let output = await self.execute(line)
        self.recording?.note(line, prompt: prompt, output: output.lines)
        return output
      })
    failures = (loop.count, loop.last)
    hasFailed = hasFailed || loop.count > 0
    var endFailed = false
    if let session {
      let end = await session.end(style: style)
      if !end.lines.isEmpty { print(end.lines.joined(separator: "\n")) }
      if end.failed {
        hasFailed = true
        endFailed = true
      }
    }
    // NB: At a terminal, the status is not in sight: say why it is 1. A piped run's output is
    // a transcript, which shows each failure where it happened.
    if hasFailed, reader.echoesInput {
      print("  " + Self.exitReason(failures: failures, endFailed: endFailed))
    }
    return hasFailed ? 1 : 0
  }

  /// Why a session ends with status 1: `exit status 1: a command failed ('send .foo')`.
  static func exitReason(failures: (count: Int, last: String?), endFailed: Bool) -> String {
    var reasons: [String] = []
    if let last = failures.last {
      reasons.append(
        failures.count == 1
          ? "a command failed ('\(last)')"
          : "\(failures.count) commands failed, the last '\(last)'")
    }
    if endFailed { reasons.append("the strict session ended with work left (above)") }
    return "exit status 1: " + reasons.joined(separator: "; ")
  }

  /// Runs one command line, as if typed at the prompt, and returns what it printed.
  ///
  /// - Parameter line: The command line.
  /// - Returns: The output (without the prompt) and whether the command failed.
  package func perform(_ line: String) async -> (output: String, failed: Bool) {
    let output = await execute(line)
    if output.failed { hasFailed = true }
    return (output.lines.joined(separator: "\n"), output.failed)
  }

  /// What running one line printed, whether it failed, and whether it ends the session.
  package struct LineOutput {
    package var lines: [String] = []
    package var failed = false
    package var quits = false
    /// The error that stopped the command, if one did.
    var error: ShellError?
  }

  /// Runs one command line.
  package func execute(_ line: String) async -> LineOutput {
    // NB: A line starting with '#' is a comment, for narrating lessons and scripts; a blank line
    // does nothing.
    if Self.isComment(line) { return LineOutput() }
    let text = CommandText(line)
    let (word, wordOffset) = (text.word, text.wordOffset)
    let (arguments, argumentsOffset) = (text.arguments, text.argumentsOffset)
    let command: CommandName
    switch CommandName.resolve(String(word)) {
    case let .found(found):
      command = found
    case let .ambiguous(candidates):
      return failure(
        ShellError.ambiguousCommand(word, candidates, at: wordOffset), in: line)
    case let .unknown(suggestion):
      return failure(.unknownCommand(word, suggestion: suggestion, at: wordOffset), in: line)
    }
    if command == .quit || command == .features || command == .clear,
      let error = arguments.unexpectedArguments(offset: argumentsOffset)
    {
      return failure(error, in: line)
    }
    switch command {
    case .quit:
      return LineOutput(quits: true)
    case .clear:
      // NB: Only a terminal is cleared: piped output, a transcript, keeps every line.
      if reader.echoesInput { write(ShellStyle.clearScreen) }
      return LineOutput()
    case .help:
      return help(arguments, offset: argumentsOffset, line: line)
    case .features:
      return LineOutput(lines: featureList())
    case .load:
      return loadCommand(arguments, offset: argumentsOffset, line: line)
    case .reload:
      // NB: The shell in front of a worker runs `reload` itself (``WorkerShell``).
      return failure(
        ShellError(
          .refused,
          "'reload' recompiles features loaded from Swift files ('store-repl Feature.swift'); "
            + "these are built into this program", at: wordOffset), in: line)
    case .save:
      return save(arguments, offset: argumentsOffset, line: line)
    case .record:
      return record(arguments, offset: argumentsOffset, line: line)
    case .export:
      return await export(arguments, offset: argumentsOffset, line: line)
    case .diff:
      return diffLayout(arguments, offset: argumentsOffset, line: line)
    default:
      guard let session else {
        return failure(ShellError.noFeatureLoaded, in: line)
      }
      var style = style
      style.width = width.current
      let output = await session.run(
        command, arguments: arguments, offset: argumentsOffset, line: line, style: style)
      return LineOutput(
        lines: output.lines.map(style.asciiMarks), failed: output.failed, error: output.error)
    }
  }

  func failure(_ error: ShellError, in line: String) -> LineOutput {
    LineOutput(lines: [style.error(error.rendered(in: line))], failed: true, error: error)
  }

  /// Prints `text`, folded to the output's width.
  package func print(_ text: String) {
    write(width.fit(style.asciiMarks(text)) + "\n")
  }

  /// Prints `text` as it is: a command line echoed after its prompt, which a transcript reads
  /// back whole.
  func printVerbatim(_ text: String) {
    write(text + "\n")
  }
}

/// Reads lines and runs them until `quit` or the end of input, as a shell at its prompt does:
/// echoes piped lines after the prompt, skips blank ones, adds each to the history, prints what
/// it printed, and counts the lines that failed.
struct CommandLoop {
  let reader: any LineReader
  let print: (String) -> Void
  /// How many command lines failed.
  private(set) var count = 0
  /// The last line that failed.
  private(set) var last: String?

  /// Prints a prompt and the line typed after it, when the reader does not echo input.
  let echo: (String) -> Void

  init(
    reader: any LineReader, print: @escaping (String) -> Void,
    echo: @escaping (String) -> Void
  ) {
    self.reader = reader
    self.print = print
    self.echo = echo
  }

  /// - Parameters:
  ///   - prompt: The prompt before each line.
  ///   - idle: Runs before each line is read, when the reader was woken (`LineReaderWake`), and
  ///     before a line read runs: what it returns is printed as the output of a command that it
  ///     names.
  ///   - execute: Runs a line.
  mutating func run(
    prompt: () -> String, idle: () -> (command: String, output: Shell.LineOutput)? = { nil },
    execute: (String) async -> Shell.LineOutput
  ) async {
    while true {
      if let (command, output) = idle() { show(output, line: command) }
      let prompt = prompt()
      let line: String?
      do {
        line = try reader.readLine(prompt: prompt)
      } catch {
        continue
      }
      guard let line else { break }
      if !reader.echoesInput { echo(prompt + line) }
      let trimmed = line.trimmedCommandLine
      guard !trimmed.isEmpty else { continue }
      reader.addHistory(trimmed)
      // NB: Also once the line is read: what changed while it was being typed counts first.
      if let (command, output) = idle() { show(output, line: command) }
      let output = await execute(line)
      show(output, line: trimmed)
      if output.quits { break }
    }
  }

  private mutating func show(_ output: Shell.LineOutput, line: String) {
    if output.failed {
      count += 1
      last = line
    }
    if !output.lines.isEmpty { print(output.lines.joined(separator: "\n")) }
  }
}
