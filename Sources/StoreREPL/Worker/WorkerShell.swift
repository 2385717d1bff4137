import Foundation
import Synchronization
import ValueDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shell in front of a worker process: reads the user's lines, has the worker run them on
/// the user's code, and prints what they did. A crash of the code ends the worker, not the shell:
/// the shell starts another and replays the steps before the one that crashed. `reload` starts a
/// worker on the files as they are now and replays the session on it, reporting where the new
/// code behaves differently.
///
/// Completion, history, Ctrl-C, colour and transcripts behave as in ``Shell/run()``.
final class WorkerShell {
  /// How to start a worker.
  struct Launch {
    var executable: String
    /// The feature files as named on the command line.
    var files: [String]
    var feature: String?
    /// Options the worker gets: `--history`, `--color`.
    var options: [String]
    var environment: [String: String]
    /// What names the files on the worker's command line: the files, or `--package <dir>`
    /// (and `--target <name>`), which the worker reads as the shell did.
    var naming: [String]

    init(
      executable: String, files: [String], feature: String?, options: [String],
      environment: [String: String], naming: [String]? = nil
    ) {
      self.executable = executable
      self.files = files
      self.feature = feature
      self.options = options
      self.environment = environment
      self.naming = naming ?? files
    }

    func arguments(reloading: Bool) -> [String] {
      [executable, WorkerShell.workerFlag] + options
        + (reloading ? [WorkerShell.workerReloadFlag] : [])
        + naming + (feature.map { [$0] } ?? [])
    }
  }

  /// A line of the session that a replay runs again, and what it did.
  struct Entry: Equatable {
    /// What a replay runs (see ``Shell/replayLine(for:output:before:)``).
    var replay: String
    var output: String
    var failed: Bool
    /// The session's step after it.
    var position: Int
    /// Whether effects waiting outside the virtual clock were in flight after it.
    var outside: Bool
  }

  /// The worker's answer to `run`.
  struct Answer {
    var output: String
    var failed: Bool
    var quits: Bool
    var prompt: String
    var position: Int
    var replay: String
    var outside: Bool

    init?(_ message: WorkerMessage) {
      guard message.kind == "ran" else { return nil }
      output = message[1]
      failed = message[2] == "1"
      quits = message[3] == "1"
      prompt = message[4]
      position = Int(message[5]) ?? 0
      replay = message[6]
      outside = message[7] == "1"
    }
  }

  /// How workers start; `diff` changes the layout the next one starts with.
  var launch: Launch
  let reader: any LineReader
  let style: ShellStyle
  let write: (String) -> Void
  let writeError: (String) -> Void
  var worker: WorkerProcess?
  var prompt = "store-repl> "
  var position = 0
  var entries: [Entry] = []
  let journal: JournalWriter?
  private var hasFailed = false
  private var failures: (count: Int, last: String?) = (0, nil)
  /// Whether a save of a loaded file reloads it (`--watch`).
  var watches = false
  /// What was typed and printed since the worker started, for `record`; nil for a resumed
  /// session, whose start no transcript shows.
  var recording: SessionRecording?
  /// The files' modification times and sizes when the running code was compiled.
  var loadedStamps: [String] = []
  /// Whether a line is being run again on a worker started because the last one had ended
  /// before the line reached it.
  private var isRetrying = false

  init(
    launch: Launch, reader: any LineReader, style: ShellStyle, journal: JournalWriter?,
    write: @escaping (String) -> Void, writeError: @escaping (String) -> Void
  ) {
    self.launch = launch
    self.reader = reader
    self.style = style
    self.journal = journal
    self.write = write
    self.writeError = writeError
  }

  /// How wide output is; the worker is told the width with each command it runs.
  var width: OutputWidth = .piped

  /// Prints `text`, folded to the output's width.
  func print(_ text: String) {
    write(width.fit(text) + "\n")
  }

  /// Prints `text` as it is: a command line echoed after its prompt.
  func printVerbatim(_ text: String) {
    write(text + "\n")
  }

  // MARK: - Starting

  /// A started worker and what it printed as it started.
  struct Started {
    var worker: WorkerProcess
    var banner: String
    var prompt: String
  }

  /// Starts a worker on the files as they are now.
  ///
  /// - Returns: The worker, or what it printed on standard error and its exit status.
  func startWorker(reloading: Bool = false) -> Result<Started, FeatureFileError> {
    let worker: WorkerProcess
    switch WorkerProcess.start(
      executable: launch.executable, arguments: launch.arguments(reloading: reloading),
      environment: launch.environment)
    {
    case let .success(started): worker = started
    case let .failure(error):
      return .failure(FeatureFileError("error: \(error.message)\n", status: 1))
    }
    // NB: What the worker writes while it starts (the compiler's progress and diagnostics) has
    // gone on to standard error already.
    guard let ready = worker.receive(), ready.kind == "ready" else {
      switch worker.ending {
      case let .exited(status)?:
        return .failure(FeatureFileError("", status: status == 0 ? 1 : status))
      default:
        return .failure(
          FeatureFileError(
            "error: the feature crashed while it started\(describe(worker.ending))\n", status: 1))
      }
    }
    worker.keepErrorOutput()
    return .success(Started(worker: worker, banner: ready[1], prompt: ready[2]))
  }

  /// Starts the first worker and prints its banner; with `resuming`, replays the journal's lines.
  ///
  /// - Returns: nil when the shell can take commands; else the exit status, the reason printed.
  func start(resuming lines: [String]? = nil) -> Int32? {
    switch startWorker() {
    case let .failure(error):
      writeError(error.message)
      return error.status
    case let .success(started):
      flushErrors(of: started.worker)
      loadedStamps = FileWatcher.stamps(of: launch.files)
      worker = started.worker
      prompt = started.prompt
      if !started.banner.isEmpty { print(started.banner) }
      if lines == nil {
        recording = SessionRecording(
          feature: String(started.prompt.prefix { $0 != " " }), banner: started.banner)
        recording?.originals = fileContents()
      }
    }
    if let lines {
      let replayed = replay(
        lines.map { Entry(replay: $0, output: "", failed: false, position: 0, outside: false) })
      entries = replayed.entries
      journal?.replace(with: entries.map(\.replay)).map(warn)
      for line in replayed.stop { print(line) }
      print(
        "  resumed the session: \(counted(entries.count, "line")) replayed; at step \(position)")
      let state = landing()
      if !state.isEmpty { print(state.joined(separator: "\n")) }
    }
    return nil
  }

  /// What the worker's standard error got, passed on to the shell's.
  func flushErrors(of worker: WorkerProcess) {
    let errors = worker.takeErrorOutput()
    if !errors.isEmpty { writeError(errors) }
  }

  func warn(_ warning: String) {
    writeError(warning + "\n")
  }

  // MARK: - Running

  /// Reads and runs commands until `quit` or the end of input.
  ///
  /// - Returns: The exit status: 0 when every command ran and every assertion held, else 1.
  func run() async -> Int32 {
    var loop = CommandLoop(reader: reader, print: print, echo: printVerbatim)
    let watcher = watches ? FileWatcher(files: launch.files, stamps: loadedStamps) : nil
    defer { watcher?.stop() }
    await loop.run(
      prompt: { self.prompt }, idle: { self.reloadIfChanged() },
      execute: { line in
        let prompt = self.prompt
        let output = self.execute(line)
        self.recording?.note(line, prompt: prompt, output: output.lines)
        return output
      })
    failures = (loop.count, loop.last)
    hasFailed = loop.count > 0
    var endFailed = false
    if let answer = worker?.request(WorkerMessage(["end"])), answer.kind == "ended" {
      if !answer[1].isEmpty { print(answer[1]) }
      endFailed = answer[2] == "1"
      hasFailed = hasFailed || endFailed
    }
    worker?.stop()
    journal?.end()
    if hasFailed, reader.echoesInput {
      print("  " + Shell.exitReason(failures: failures, endFailed: endFailed))
    }
    return hasFailed ? 1 : 0
  }

  /// Whether `# edit <file> as in <copy>` comments are carried out (a lesson on feature files,
  /// played or checked): the teacher's edit, made by copying `copy` over `file`.
  var makesEdits = false
  /// What the lesson's edits replaced, by file: what `undoEdits()` puts back.
  private var contentsBeforeEdits: [String: Data] = [:]

  /// Makes a lesson's edit: `copy`'s contents written over `file`.
  private func makeEdit(of file: String, asIn copy: String) -> Shell.LineOutput {
    let manager = FileManager.default
    guard let contents = manager.contents(atPath: copy) else {
      return Shell.LineOutput(
        lines: [style.error("error: can't make the edit of \(file): can't read \(copy)")],
        failed: true)
    }
    let before = manager.contents(atPath: file)
    guard manager.createFile(atPath: file, contents: contents) else {
      return Shell.LineOutput(
        lines: [style.error("error: can't make the edit: can't write \(file)")], failed: true)
    }
    if contentsBeforeEdits[file] == nil { contentsBeforeEdits[file] = before ?? Data() }
    return Shell.LineOutput()
  }

  /// Puts back what the lesson's edits changed, and starts the session afresh on them when it
  /// did (a lesson that goes back replays its own commands after).
  ///
  /// - Returns: What the reload printed when it failed; nil when it did not, or had nothing to do.
  func undoEdits() -> Shell.LineOutput? {
    guard !contentsBeforeEdits.isEmpty else { return nil }
    for (file, contents) in contentsBeforeEdits.sorted(by: { $0.key < $1.key }) {
      _ = FileManager.default.createFile(atPath: file, contents: contents)
    }
    contentsBeforeEdits = [:]
    // NB: The lesson starts again from its start: nothing of the session is replayed.
    entries = []
    let output = reload()
    return output.failed ? output : nil
  }

  /// Runs one line: `reload` here, everything else in the worker.
  func execute(_ line: String) -> Shell.LineOutput {
    if makesEdits, case let .edit(file, copy, _) = LessonComment(line) {
      return makeEdit(of: file, asIn: copy)
    }
    let command = CommandText(line)
    if !Shell.isComment(line),
      case .found(.clear) = CommandName.resolve(String(command.word), suggesting: false),
      command.arguments.unexpectedArguments(offset: command.argumentsOffset) == nil
    {
      // NB: The terminal is the shell's in front, not the worker's.
      if reader.echoesInput { write(ShellStyle.clearScreen) }
      return Shell.LineOutput()
    }
    if !Shell.isComment(line),
      case .found(.record) = CommandName.resolve(String(command.word), suggesting: false)
    {
      do throws(ShellError) {
        return Shell.LineOutput(lines: [try record(command)])
      } catch {
        return Shell.LineOutput(
          lines: [style.error(error.rendered(in: line))], failed: true, error: error)
      }
    }
    if !Shell.isComment(line),
      case .found(.reload) = CommandName.resolve(String(command.word), suggesting: false)
    {
      if let error = command.arguments.unexpectedArguments(offset: command.argumentsOffset) {
        return Shell.LineOutput(lines: [style.error(error.rendered(in: line))], failed: true)
      }
      return reload()
    }
    guard let worker else {
      return Shell.LineOutput(lines: [style.error("error: no worker")], failed: true)
    }
    let run = WorkerMessage(["run", line, String(width.current)])
    guard let message = worker.request(run), let answer = Answer(message)
    else {
      guard worker.endedBeforeRequest, !isRetrying else {
        return recover(from: worker, running: line)
      }
      // NB: The line never reached the worker: once the session is back, it runs.
      let recovered = recover(from: worker, before: line)
      guard !recovered.failed else { return recovered }
      // NB: Once: a worker that ends again before the line reaches it is a crash of the line.
      isRetrying = true
      defer { isRetrying = false }
      var output = execute(line)
      output.lines.insert(contentsOf: recovered.lines, at: 0)
      return output
    }
    flushErrors(of: worker)
    record(answer)
    if !answer.failed, case .found(.diff) = CommandName.resolve(String(command.word)),
      let layout = ShellStyle.DiffLayout(
        rawValue: String(command.arguments.trimmedArgument(offset: 0).text))
    {
      // NB: A worker started after a crash or a reload shows diffs as this one does.
      launch.options = ShellStyle.replacingDiffOption(in: launch.options, with: layout)
    }
    return Shell.LineOutput(
      lines: answer.output.isEmpty ? [] : [answer.output], failed: answer.failed,
      quits: answer.quits)
  }

  /// `record <file>`: the session so far as a lesson on its feature files, named in the
  /// transcript's header relative to its folder.
  private func record(_ command: CommandText) throws(ShellError) -> String {
    let path = String(command.arguments.trimmedArgument(offset: command.argumentsOffset).text)
    guard !path.isEmpty else { throw .recordNeedsAFile(at: command.argumentsOffset) }
    guard let recording else {
      throw ShellError(
        .refused,
        "'record' writes a session from its start, and this one was resumed; 'save' keeps its "
          + "steps as a script", at: command.wordOffset)
    }
    let folder = String(absolutePath(path).split(separator: "/").dropLast().joined(separator: "/"))
    return try recording.write(
      to: path,
      files: (
        launch.files,
        launch.files.map { Transcript.relativePath(of: absolutePath($0), from: "/" + folder) }
      ))
  }

  private func record(_ answer: Answer) {
    prompt = answer.prompt
    position = answer.position
    guard !answer.replay.isEmpty else { return }
    entries.append(
      Entry(
        replay: answer.replay, output: answer.output, failed: answer.failed,
        position: answer.position, outside: answer.outside))
    if let warning = journal?.append(answer.replay) { warn(warning) }
  }

  /// Tab completion, from the worker.
  func completion(_ line: String, cursor: Int) -> Completion {
    guard let answer = worker?.request(WorkerMessage(["complete", line, String(cursor)])),
      answer.kind == "completion"
    else { return .none }
    return Completion(
      replacementStart: Int(answer[1]) ?? 0, candidates: Array(answer.fields.dropFirst(2)))
  }

  /// What keeps a script's commands from running on the feature, as ``Shell/problems(in:lineNumbers:expectedFailures:)`` says.
  func problems(in commands: [String], lineNumbers: [Int]) -> String? {
    let fields = ["problems"] + zip(commands, lineNumbers).flatMap { [$0, String($1)] }
    guard let answer = worker?.request(WorkerMessage(fields)), answer.kind == "problems",
      !answer[1].isEmpty
    else { return nil }
    return answer[1]
  }

}
