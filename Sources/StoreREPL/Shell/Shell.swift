import Foundation

/// The shell: reads command lines, has its backend run them on the feature, and prints what they
/// did. It owns the session's edges, whichever backend runs the feature: the loop at the prompt,
/// printing, `clear`, `record`, the end of the session and its exit status; lessons and
/// `--check` play on it.
package final class Shell {
  /// What runs the lines on the feature.
  let backend: any ShellBackend
  /// The backend, when the shell made it to run the features of this process: what loads them
  /// by name, and the session that tests and benchmarks read.
  let inProcess: InProcessBackend?
  let reader: any LineReader
  /// How output is dressed.
  package let style: ShellStyle
  let write: (String) -> Void
  /// How wide output is: what a command prints is folded to it at spaces, with a hanging indent.
  package var width: OutputWidth = .piped
  /// The `errno` of standard output's failure, once a write to it failed: the session ends at
  /// its next step, as at the end of its input. `EPIPE` (the reader went away) ends it with
  /// status 0, any other failure with 1.
  package var outputFailure: () -> Int32? = { nil }
  /// What was typed and printed since the session started, for `record`; nil before a feature
  /// is loaded, and for a resumed session, whose start no transcript shows.
  private(set) var recording: SessionRecording?
  /// Whether the session was resumed from its journal: `record` is refused.
  private var isResumed = false
  private(set) var hasFailed = false
  /// How many rows a line's output may take, when it must fit the screen (a lesson presented
  /// at a terminal): a taller one shows its first and last lines and says how to see the rest.
  var screenRows: () -> Int? = { nil }
  /// How many lines failed at the prompt, and the last of them.
  private var failures: (count: Int, last: String?) = (0, nil)
  /// What was said in the session, typed or played by a lesson, for `export html`.
  private(set) var narration = SessionNarration()

  /// Creates a shell in front of a backend.
  ///
  /// - Parameters:
  ///   - backend: What runs the lines on the feature.
  ///   - reader: Where command lines come from.
  ///   - style: Plain or coloured output.
  ///   - write: Prints text (each call is one or more whole lines, newline included).
  convenience init(
    backend: any ShellBackend, reader: any LineReader, style: ShellStyle = .plain,
    write: @escaping (String) -> Void
  ) {
    self.init(backend: backend, inProcess: nil, reader: reader, style: style, write: write)
  }

  /// Creates a shell on features in this process.
  ///
  /// - Parameters:
  ///   - features: The features that can be loaded.
  ///   - reader: Where command lines come from.
  ///   - style: Plain or coloured output.
  ///   - write: Prints text (each call is one or more whole lines, newline included).
  package convenience init(
    features: [REPLFeature], reader: any LineReader, style: ShellStyle = .plain,
    write: @escaping (String) -> Void
  ) {
    let backend = InProcessBackend(features: features, style: style)
    self.init(backend: backend, inProcess: backend, reader: reader, style: style, write: write)
  }

  private init(
    backend: any ShellBackend, inProcess: InProcessBackend?, reader: any LineReader,
    style: ShellStyle, write: @escaping (String) -> Void
  ) {
    self.backend = backend
    self.inProcess = inProcess
    self.reader = reader
    self.style = style
    self.write = write
  }

  /// The loaded feature's session, when it runs in this process.
  var session: (any FeatureSession)? { inProcess?.session }

  /// How many steps a session keeps at least (`--history`), when it runs in this process.
  package var historyLimit: Int? {
    get { inProcess?.historyLimit }
    set { inProcess?.historyLimit = newValue }
  }

  /// The prompt: the feature and the virtual time.
  package var prompt: String { backend.prompt }

  /// Loads a feature of this process by name (or as a ``FeatureChoice`` says), and starts the
  /// recording with it.
  ///
  /// - Returns: Whether it loaded.
  @discardableResult
  package func load(_ name: String, quietly: Bool = false) -> Bool {
    loading(name, quietly: quietly) == nil
  }

  /// ``load(_:quietly:)``, with why it did not load.
  func loading(_ name: String, quietly: Bool = false) -> ShellError? {
    guard let inProcess else { return ShellError(.feature(.noFeatures)) }
    switch inProcess.load(name) {
    case let .success(loaded):
      startRecording(feature: loaded.choice, banner: loaded.banner)
      if !quietly { print(loaded.banner) }
      return nil
    case let .failure(error):
      return error
    }
  }

  /// Starts the recording that `record` writes, unless one is going on.
  ///
  /// - Parameters:
  ///   - feature: The feature the session starts on.
  ///   - banner: What the session printed as it started.
  ///   - originals: The feature files' contents at the start, for a transcript of their edits.
  func startRecording(feature: String, banner: String, originals: [Data]? = nil) {
    guard recording == nil else { return }
    recording = SessionRecording(feature: feature, banner: banner)
    if let originals { recording?.originals = originals }
  }

  /// Notes that the session was resumed: no transcript can show its start, so `record` is
  /// refused.
  func noteResumed() {
    recording = nil
    isResumed = true
  }

  /// Keeps what a command did in the recording: the files a reload compiled, then the line.
  private func note(_ line: String, prompt: String, output: LineOutput) {
    if let compiled = output.compiledFiles { recording?.noteEdits(compiled, prompt: prompt) }
    recording?.note(line, prompt: prompt, output: output.lines)
  }

  // MARK: - Running

  /// Reads and runs commands until `quit` or the end of input, then ends the session. At a
  /// terminal, where the status is not in sight, a failed run ends by saying why it is 1; a
  /// piped run's output is a transcript, which shows each failure where it happened.
  ///
  /// - Returns: The exit status: 0 when every command ran and every assertion held, else 1.
  package func run() async -> Int32 {
    while outputFailure() == nil {
      if let (command, output) = await backend.files?.changesWhileIdle() {
        show(output, line: command, prompt: prompt)
      }
      let prompt = self.prompt
      let line: String?
      do {
        line = try reader.readLine(prompt: prompt)
      } catch {
        continue
      }
      guard let line else { break }
      if !reader.echoesInput { printVerbatim(prompt + line) }
      guard !line.trimmedCommandLine.isEmpty else { continue }
      // What changed while the line was being typed counts first.
      if let (command, output) = await backend.files?.changesWhileIdle() {
        show(output, line: command, prompt: prompt)
      }
      if await step(line, prompt: self.prompt).quits { break }
    }
    hasFailed = hasFailed || failures.count > 0
    if let failure = outputFailure(), failure != EPIPE { hasFailed = true }
    let end = await backend.end()
    if !end.lines.isEmpty { print(end.lines.joined(separator: "\n")) }
    if end.failed { hasFailed = true }
    if hasFailed, reader.echoesInput {
      print("  " + Self.exitReason(failures: failures, endFailed: end.failed))
    }
    return hasFailed ? 1 : 0
  }

  /// A line read at the prompt, run as a step of the session: kept in the line history, run,
  /// kept in the recording, counted when it fails, and shown.
  ///
  /// - Parameter prompt: The prompt it was run at, as the recording shows it.
  func step(_ line: String, prompt: String) async -> LineOutput {
    let trimmed = line.trimmedCommandLine
    guard !trimmed.isEmpty else { return LineOutput() }
    reader.addHistory(trimmed)
    let before = backend.position
    if Command.isComment(trimmed) {
      narration.note(comment: trimmed, at: before)
    } else {
      narration.endParagraph()
    }
    let output = await execute(line)
    noteSteps(of: trimmed, from: before, output: output)
    show(output, line: trimmed, prompt: prompt)
    return output
  }

  /// Notes narration a lesson played at the session's position: a line of a paragraph, or
  /// with `paragraph`, one of its own; an empty line ends the paragraph.
  func noteNarration(_ text: String, paragraph: Bool = false) {
    narration.note(text, at: backend.position, paragraph: paragraph)
  }

  /// After `line` ran from step `before`: what was said after steps it replaced is dropped, and
  /// all of it when another feature was loaded.
  private func noteSteps(of line: String, from before: Int, output: LineOutput) {
    guard let name = Command.name(of: line) else { return }
    switch name {
    case .load:
      if !output.failed { narration = SessionNarration() }
    case .undo, .goto, .reset, .reload, .skip, .replace:
      break
    default:
      if backend.position != before { narration.stepMade(after: before) }
    }
  }

  private func show(_ output: LineOutput, line: String, prompt: String) {
    note(line, prompt: prompt, output: output)
    if output.failed { failures = (failures.count + 1, line) }
    guard !output.lines.isEmpty else { return }
    let fitted = width.fit(output.lines.map(style.asciiMarks), sourceLine: output.sourceLine)
    guard let rows = screenRows() else { return write(fitted + "\n") }
    write(Self.folded(fitted, rows: rows, style: style) + "\n")
  }

  /// `text` in at most `rows` lines, less seven for the prompt, a hint and narration: its first
  /// and last lines, and between them one that says how many are left out and how to see them.
  static func folded(_ text: String, rows: Int, style: ShellStyle) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let room = Swift.max(rows - 7, 5)
    guard lines.count > room else { return text }
    let head = (room - 1) / 2
    let tail = room - 1 - head
    let left = lines.count - head - tail
    let note = style.hint(
      "  ⋮ \(left) more lines: 'log' lists the steps, 'state' prints the state")
    return (lines.prefix(head) + [Substring(note)] + lines.suffix(tail)).joined(separator: "\n")
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

  /// Runs one command line: the session's edges here, the rest on the backend.
  package func execute(_ line: String) async -> LineOutput {
    if case let .edit(file, copy, _) = LessonComment(line),
      let output = backend.files?.edit(file, asIn: copy)
    {
      return output
    }
    let command: Command
    do throws(ShellError) {
      guard let read = try Command.read(line) else { return LineOutput() }
      command = read
    } catch {
      return failure(error, in: line)
    }
    return await execute(command, line: line)
  }

  /// Runs a command the shell read from `line` (the shell's own commands have no line to read
  /// but their text).
  func execute(_ command: Command, line: String? = nil) async -> LineOutput {
    let line = line ?? command.text
    switch command.request {
    case .quit:
      return LineOutput(quits: true)
    case .clear:
      // Only a terminal is cleared: piped output, a transcript, keeps every line.
      if reader.echoesInput { write(ShellStyle.clearScreen) }
      return LineOutput()
    case let .record(path):
      return record(path, at: command.wordOffset, line: line)
    case let .export(.html(path, _)):
      // The handout carries what was said, which only the shell in front keeps.
      var command = command
      command.request = .export(.html(path: path, narration: narration))
      return await backend.run(command, line: line, width: width.current)
    default:
      return await backend.run(command, line: line, width: width.current)
    }
  }

  /// `record <file>`: what was typed and printed so far, as a lesson transcript; on feature
  /// files, a lesson on them, named from the transcript's folder.
  private func record(
    _ path: SessionCommand.Argument, at wordOffset: Int, line: String
  ) -> LineOutput {
    guard let recording else {
      guard isResumed else { return failure(.noFeatureLoaded, in: line) }
      return failure(
        ShellError(.file(.recordResumed), at: wordOffset), in: line)
    }
    guard !path.isEmpty else {
      return failure(ShellError.recordNeedsAFile(at: path.offset), in: line)
    }
    let path = String(path.text)
    let folder = String(absolutePath(path).split(separator: "/").dropLast().joined(separator: "/"))
    do throws(ShellError) {
      return LineOutput(
        lines: [
          try recording.write(
            to: path, files: backend.files?.transcriptFiles(from: "/" + folder) ?? ([], []))
        ])
    } catch {
      return failure(error, in: line)
    }
  }

  func failure(_ error: ShellError, in line: String) -> LineOutput {
    .failure(error, in: line, style: style)
  }

  /// What Tab completes in `line` with the cursor at UTF-8 offset `cursor`: the word being typed
  /// (a command, or the argument after it) and its candidates.
  package func completion(_ line: String, cursor: Int) -> Completion {
    let typed = String(decoding: Array(line.utf8).prefix(cursor), as: UTF8.self)
    let candidates = backend.completions(for: typed)
    let text = CommandText(typed)
    guard !text.isWordOnly else {
      return Completion(replacementStart: text.wordOffset, candidates: candidates.map { $0 + " " })
    }
    let start = text.arguments.skippingLeadingWhitespace(offset: text.argumentsOffset).offset
    return Completion(replacementStart: start, candidates: candidates)
  }

  /// Completions for a line being typed: commands, then each command's arguments.
  package func completions(for line: String) -> [String] {
    backend.completions(for: line)
  }

  /// What keeps a script's commands from running on the feature (see
  /// ``ShellBackend/problems(in:lineNumbers:expectedFailures:)``).
  package func problems(
    in commands: [String], lineNumbers: [Int]? = nil, expectedFailures: Set<Int> = []
  ) async -> String? {
    await backend.problems(
      in: commands, lineNumbers: lineNumbers, expectedFailures: expectedFailures)
  }

  /// Hooks the shell's completion up to the line editor, when the reader is one.
  func completes(in reader: any LineReader) {
    guard let editor = reader as? EditLineReader else { return }
    editor.completer = { [unowned self] line, cursor in self.completion(line, cursor: cursor) }
  }

  /// Whether `line` runs a command that writes a file (`save`, `record`, `export`), its command
  /// word resolved as ``execute(_:)`` resolves it: for tools that run lines they did not write.
  package static func writesFiles(_ line: String) -> Bool {
    switch Command.name(of: line) {
    case .save?, .record?, .export?: true
    default: false
    }
  }

  /// Under `--screen`, the screen as the session starts, before the first prompt; nothing for a
  /// feature without a view, whose `screen` says why when typed.
  func drawScreenAtStart() async {
    guard style.look.screen else { return }
    let output = await execute(Command.screen)
    guard output.error == nil, !output.lines.isEmpty else { return }
    write(width.fit(output.lines.map(style.asciiMarks), sourceLine: nil) + "\n")
  }

  // MARK: - Printing

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
