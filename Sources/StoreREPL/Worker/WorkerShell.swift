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
  private(set) var launch: Launch
  let reader: any LineReader
  let style: ShellStyle
  let write: (String) -> Void
  let writeError: (String) -> Void
  private(set) var worker: WorkerProcess?
  private(set) var prompt = "store-repl> "
  private(set) var position = 0
  private(set) var entries: [Entry] = []
  let journal: JournalWriter?
  private var hasFailed = false
  private var failures: (count: Int, last: String?) = (0, nil)
  /// Whether a save of a loaded file reloads it (`--watch`).
  var watches = false
  /// What was typed and printed since the worker started, for `record`; nil for a resumed
  /// session, whose start no transcript shows.
  private(set) var recording: SessionRecording?
  /// The files' modification times and sizes when the running code was compiled.
  private var loadedStamps: [String] = []

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
  private struct Started {
    var worker: WorkerProcess
    var banner: String
    var prompt: String
  }

  /// Starts a worker on the files as they are now.
  ///
  /// - Returns: The worker, or what it printed on standard error and its exit status.
  private func startWorker(reloading: Bool = false) -> Result<Started, FeatureFileError> {
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
  private func flushErrors(of worker: WorkerProcess) {
    let errors = worker.takeErrorOutput()
    if !errors.isEmpty { writeError(errors) }
  }

  private func warn(_ warning: String) {
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
      return recover(from: worker, running: line)
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

  // MARK: - Crashes

  /// After the worker ended while it ran `line`: says what crashed, starts another worker and
  /// replays the steps before.
  private func recover(from crashed: WorkerProcess, running line: String) -> Shell.LineOutput {
    let command = line.trimmedCommandLine
    var lines: [String]
    if crashed.ending == .stopped {
      // NB: After the `^C` the terminal echoed.
      lines = [
        "",
        style.error(
          "  '\(command)' did not stop within \(WorkerProcess.interruptGrace.components.seconds)s of Ctrl-C: the shell ended the feature's code"
        ),
      ]
    } else {
      lines = [
        style.error("  the feature's code crashed running '\(command)'\(describe(crashed.ending)):")
      ]
      lines += crashMessage(crashed.takeErrorOutput()).map { style.error("    " + $0) }
    }
    let before = position
    switch startWorker() {
    case let .failure(error):
      worker = nil
      lines.append(style.error("  and it could not start again:"))
      lines.append(String(Substring(error.message).trimmingTrailingWhitespace()).indented(by: 4))
      return Shell.LineOutput(lines: lines, failed: true)
    case let .success(started):
      worker = started.worker
      prompt = started.prompt
    }
    let replayed = replay(entries)
    lines += replayed.stop
    if replayed.entries.count != entries.count {
      entries = replayed.entries
      journal?.replace(with: entries.map(\.replay)).map(warn)
    }
    lines.append(
      position == before
        ? "  the feature was started again: back at step \(position), as before '\(command)'"
        : "  the feature was started again: at step \(position)")
    return Shell.LineOutput(lines: lines, failed: true)
  }

  /// What ended a worker, as a parenthesis: ` (Illegal instruction)`.
  private func describe(_ ending: WorkerProcess.Ending?) -> String {
    switch ending {
    case let .signal(number)?:
      return " (\(strsignal(number).map { String(cString: $0) } ?? "signal \(number)"))"
    case let .exited(status)?:
      return " (it exited with status \(status))"
    case .stopped?:
      return
        " (it did not stop within \(WorkerProcess.interruptGrace.components.seconds) s of Ctrl-C, so the shell ended it)"
    case nil:
      return ""
    }
  }

  /// The runtime's message in what a crashed worker wrote on standard error — the lines before
  /// its crash report, with the library's module name replaced by the file's path as the user
  /// named it — and, from the report, the first frame in the user's code.
  func crashMessage(_ errors: String) -> [String] {
    var lines: [String] = []
    var rows = errors.split(separator: "\n", omittingEmptySubsequences: true)[...]
    while let row = rows.first, !row.hasPrefix("Current stack trace:"), !row.hasPrefix("*** ") {
      lines.append(userPath(in: String(row)))
      rows.removeFirst()
    }
    // NB: A frame of the feature's library: `… closure #1 in Trap.body.getter + 659 in
    // libTrap_9c11640b.so at /home/me/Trap.swift:31:33`.
    for row in rows where row.contains(".so at ") {
      guard let library = row.range(of: " in lib", options: .backwards),
        let at = row.range(of: " at ", range: library.upperBound..<row.endIndex),
        Self.isGeneratedModule(row[library.upperBound..<at.lowerBound].dropLast(3))
      else { continue }
      let place = String(row[at.upperBound...])
      let function = row.range(of: "0x").flatMap { hex in
        row[hex.upperBound...].firstIndex(of: " ").map {
          row[row.index(after: $0)..<library.lowerBound]
        }
      }
      let name = function.map { String($0.prefix { $0 != "+" }.trimmedArgument(offset: 0).text) }
      lines.append("at \(userPath(absolute: place))" + (name.map { " (in \($0))" } ?? ""))
      break
    }
    return lines
  }

  /// Whether `name` is the module name the loader gives a build: `<file>_<8 hex digits>`.
  static func isGeneratedModule(_ name: Substring) -> Bool {
    guard name.count > 9, let underscore = name.lastIndex(of: "_") else { return false }
    let digits = name[name.index(after: underscore)...]
    return digits.count == 8 && digits.allSatisfy(\.isHexDigit)
  }

  /// `Counter_1a2b3c4d/Counter.swift:12: …` → `Sources/Counter.swift:12: …`.
  private func userPath(in line: String) -> String {
    guard let slash = line.firstIndex(of: "/"), Self.isGeneratedModule(line[..<slash]) else {
      return line
    }
    let rest = line[line.index(after: slash)...]
    let name = rest.prefix { $0 != ":" }
    let path = launch.files.first { $0.split(separator: "/").last.map(String.init) == String(name) }
    return (path ?? String(name)) + rest.dropFirst(name.count)
  }

  /// `/home/me/Sources/Counter.swift:12:5` → `Sources/Counter.swift:12:5`, the path as the user
  /// named the file.
  private func userPath(absolute place: String) -> String {
    for file in launch.files {
      let absolute = absolutePath(file)
      if place.hasPrefix(absolute + ":") { return file + place.dropFirst(absolute.count) }
    }
    return place
  }

  // MARK: - Replay

  /// How a replay went: the entries as the worker ran them, the first whose output differs from
  /// the one recorded (when compared), and why it stopped early, as lines to print.
  private struct Replayed {
    var entries: [Entry] = []
    var difference: [String] = []
    var stop: [String] = []
  }

  /// Replays `entries` on the worker, quietly.
  ///
  /// - Parameter old: With a reload, the worker of the code before it: the first line whose
  ///   output differs is reported, with the state after it on both.
  private func replay(_ entries: [Entry], comparingWith old: WorkerProcess? = nil) -> Replayed {
    var replayed = Replayed()
    position = 0
    for (index, entry) in entries.enumerated() {
      guard let worker else { break }
      guard let message = worker.request(WorkerMessage(["run", entry.replay])),
        let answer = Answer(message)
      else {
        replayed.stop =
          [
            style.error(
              "  replaying step \(position + 1) '\(entry.replay)' crashed the feature's code\(describe(worker.ending)):"
            )
          ] + crashMessage(worker.takeErrorOutput()).map { style.error("    " + $0) }
        // NB: The steps before it replayed; a worker that replays them again is where they left.
        switch startWorker() {
        case let .success(started):
          self.worker = started.worker
          prompt = started.prompt
          let again = replay(replayed.entries)
          replayed.entries = again.entries
          replayed.stop += again.stop
          replayed.stop.append("  the replay stopped before it: the session is at step \(position)")
        case let .failure(error):
          self.worker = nil
          replayed.stop.append("  and the feature could not start again:")
          replayed.stop.append(
            String(Substring(error.message).trimmingTrailingWhitespace()).indented(by: 4))
        }
        return replayed
      }
      _ = worker.takeErrorOutput()
      prompt = answer.prompt
      if answer.failed, !entry.failed, answer.position == position, answer.replay.isEmpty {
        // NB: A step whose action no longer parses makes no step: the replay ends there.
        replayed.stop = [
          "  step \(position + 1) no longer runs: '\(entry.replay)'", answer.output.indented(by: 2),
          "  the replay stopped there: the session is at step \(position)",
        ]
        return replayed
      }
      position = answer.position
      let now = Entry(
        replay: answer.replay.isEmpty ? entry.replay : answer.replay, output: answer.output,
        failed: answer.failed, position: answer.position, outside: answer.outside)
      if let old, replayed.difference.isEmpty,
        now.output != entry.output || now.failed != entry.failed
      {
        replayed.difference = difference(
          before: entry, now: now, old: old, later: entries[(index + 1)...],
          outsideBefore: index > 0 && entries[index - 1].outside)
      }
      replayed.entries.append(now)
    }
    return replayed
  }

  // MARK: - Reload

  /// With `--watch`, before each prompt: reloads when a file changed since the running code was
  /// compiled.
  private func reloadIfChanged() -> (command: String, output: Shell.LineOutput)? {
    guard watches, FileWatcher.stamps(of: launch.files) != loadedStamps else { return nil }
    let prompt = self.prompt
    // NB: Before the compiler's output, which goes to standard error as it compiles.
    print("  \(listed(launch.files)) changed: reloading (--watch)")
    let output = reload()
    // NB: A recording shows the reload as the command a lesson runs.
    recording?.note("reload", prompt: prompt, output: output.lines)
    return ("reload", output)
  }

  /// The feature files' contents now, for a recording's edits.
  private func fileContents() -> [Data] {
    launch.files.map { FileManager.default.contents(atPath: $0) ?? Data() }
  }

  /// `reload`: compiles the files as they are now, replays the session on the new code and says
  /// where it behaves differently. A compile error keeps the old code and the session.
  func reload() -> Shell.LineOutput {
    let files = listed(launch.files)
    guard let old = worker else {
      return Shell.LineOutput(
        lines: [style.error("  no feature is running to reload")], failed: true)
    }
    let started: Started
    // NB: Stamped and read before compiling: a save during the compile reloads again.
    loadedStamps = FileWatcher.stamps(of: launch.files)
    let contents = fileContents()
    switch startWorker(reloading: true) {
    case let .failure(error):
      // NB: What the compiler said went to standard error.
      let message = String(Substring(error.message).trimmingTrailingWhitespace())
      return Shell.LineOutput(
        lines: (message.isEmpty ? [] : [message])
          + [style.error("  the session goes on with the code it had")],
        failed: true)
    case let .success(success):
      started = success
    }
    recording?.noteEdits(contents, prompt: prompt)
    worker = started.worker
    prompt = started.prompt
    let replayed = replay(entries, comparingWith: old)
    old.stop()
    let complete = replayed.stop.isEmpty && replayed.entries.count == entries.count
    entries = replayed.entries
    journal?.replace(with: entries.map(\.replay)).map(warn)
    if replayed.difference.isEmpty, complete {
      guard !entries.isEmpty else {
        return Shell.LineOutput(lines: ["  reloaded \(files)"] + landing())
      }
      let steps = entries.count == 1 ? "step replays" : "\(entries.count) steps replay"
      return Shell.LineOutput(
        lines: ["  reloaded \(files): the session's \(steps) the same"] + landing())
    }
    var lines = ["  reloaded \(files) and replayed the session on it"]
    lines += replayed.difference
    lines += replayed.stop
    if replayed.stop.isEmpty {
      lines.append("  the session is at step \(position), on the new code")
    }
    return Shell.LineOutput(lines: lines + landing(), failed: !replayed.stop.isEmpty)
  }

  /// The state the session is at, as `state` prints it, under a heading: what a reload or a
  /// resume lands on. Nothing when the worker cannot say.
  private func landing() -> [String] {
    guard let worker,
      let message = worker.request(WorkerMessage(["run", "state", String(width.current)])),
      let answer = Answer(message), !answer.failed, !answer.output.isEmpty
    else { return [] }
    return ["  the state at step \(position):", answer.output]
  }

  /// The report of the first step that behaves differently: what it printed before and now, and
  /// the state after it before and now.
  ///
  /// - Parameters:
  ///   - old: The worker of the old code, at the end of the session: it goes back to the step to
  ///     show its state, unless a later step replaced it (`later`).
  ///   - outsideBefore: Whether effects outside the clock were in flight before the step.
  private func difference(
    before: Entry, now: Entry, old: WorkerProcess, later: ArraySlice<Entry>, outsideBefore: Bool
  ) -> [String] {
    var lines = ["  step \(now.position) '\(now.replay)' behaves differently:"]
    // NB: The states after the step, on the old code (which goes back to it, unless a later step
    // replaced it) and on the new.
    var states: (old: String, new: String)?
    let intact = later.allSatisfy { $0.position >= before.position } && before.position > 0
    if intact, old.request(WorkerMessage(["run", "goto \(before.position)"])) != nil,
      let oldState = old.request(WorkerMessage(["run", "state"])).flatMap(Answer.init),
      let newState = worker?.request(WorkerMessage(["run", "state"])).flatMap(Answer.init)
    {
      states = (oldState.output, newState.output)
    }
    if let states, states.old != states.new {
      lines.append("    the state after it (before: −, now: +):")
      lines += markedLineDiff(states.old, states.new).map { "    " + $0 }
    }
    let oldEvents = Self.eventLines(before.output)
    let newEvents = Self.eventLines(now.output)
    if states == nil {
      lines.append("    what it printed (before: −, now: +):")
      lines += markedLineDiff(before.output, now.output).map { "    " + $0 }
    } else if oldEvents != newEvents {
      lines.append("    what its effects did (before: −, now: +):")
      lines += markedLineDiff(oldEvents, newEvents).map { "    " + $0 }
    }
    if outsideBefore || before.outside || now.outside {
      lines.append(
        style.error(
          "    effects waiting outside the virtual clock were in flight: what they fed back depends on real time, not only on the code"
        ))
    }
    return lines
  }

  /// The lines of a command's output that are not part of a state diff: effects started,
  /// finished, cancelled, actions received, failures.
  static func eventLines(_ output: String) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      var text = line[...]
      // NB: Colours first: `ESC[…m`.
      while text.first == "\u{1B}", let end = text.firstIndex(of: "m") {
        text = text[text.index(after: end)...]
      }
      guard let first = text.first else { return true }
      return !(["\u{2007}", "\u{2212}", "+"].contains(first) && text.dropFirst().first == " ")
    }.joined(separator: "\n")
  }
}

/// `A.swift`, `A.swift and B.swift`, `A.swift, B.swift and C.swift`.
package func listed(_ paths: [String]) -> String {
  guard let last = paths.last else { return "" }
  return paths.count == 1 ? last : paths.dropLast().joined(separator: ", ") + " and " + last
}

/// Watches files for `--watch`: a thread looks at their modification times and sizes a few times
/// a second and, when one changed, wakes the line reader so that the shell reloads at once.
final class FileWatcher: Sendable {
  private let stopped = Atomic<Bool>(false)

  init(files: [String], stamps: [String]) {
    Thread.detachNewThread { [self] in
      var seen = stamps
      while !self.stopped.load(ordering: .relaxed) {
        Thread.sleep(forTimeInterval: 0.25)
        let now = Self.stamps(of: files)
        // NB: A reader not reading now finds the change before its next prompt.
        if now != seen, InterruptFlag.wakeReader() { seen = now }
      }
    }
  }

  func stop() {
    stopped.store(true, ordering: .relaxed)
  }

  /// Each file's modification time and size, as text to compare.
  static func stamps(of files: [String]) -> [String] {
    files.map { file in
      var status = stat()
      guard stat(file, &status) == 0 else { return "missing" }
      return "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_size)"
    }
  }
}
