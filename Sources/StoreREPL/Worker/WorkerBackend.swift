import Foundation
import ValueDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The backend that runs the user's feature files in a worker process: the shell in front sends
/// it lines, the worker runs them on the files' code. A crash of the code ends the worker, not
/// the shell: the backend starts another and replays the steps before the one that crashed.
/// `reload` starts a worker on the files as they are now and replays the session on it,
/// reporting where the new code behaves differently. The steps go to the session's journal, from
/// which `--resume` brings a session back.
final class WorkerBackend: ShellBackend {
  /// How to start a worker.
  struct Launch {
    var executable: String
    /// The feature files as named on the command line.
    var files: [String]
    var feature: String?
    /// Options the worker gets: `--history`, colour, theme, diff layout.
    var options: [String]
    var environment: [String: String]
    /// What names the files on the worker's command line: the files, or `--package <dir>`
    /// (and `--target <name>`), which the worker reads as the shell did.
    var naming: [String]
    /// The language mode the files compile in, which the worker is told whatever names them.
    var languageMode: SwiftLanguageMode
    /// Draws the nonce of each request to a worker (see ``WorkerEnvelope``).
    var nonces: () -> UInt64 = WorkerProcess.randomNonce

    init(
      executable: String, files: [String], feature: String?, options: [String],
      environment: [String: String], naming: [String]? = nil,
      languageMode: SwiftLanguageMode = .v5
    ) {
      self.executable = executable
      self.files = files
      self.feature = feature
      self.options = options
      self.environment = environment
      self.naming = naming ?? files
      self.languageMode = languageMode
    }

    func arguments(reloading: Bool) -> [String] {
      [executable, WorkerProtocol.workerFlag] + options
        + (reloading ? [WorkerProtocol.reloadFlag] : [])
        + (naming.contains(SwiftLanguageMode.option) ? [] : languageMode.arguments)
        + naming + (feature.map { [$0] } ?? [])
    }
  }

  /// A line of the session that a replay runs again, and what it did.
  struct Entry: Equatable, Codable {
    /// What a replay runs (see ``WorkerRun/replay``).
    var replay: Command
    /// What it printed, kept for the latest ``WorkerBackend/outputsKept`` lines only: a long
    /// session keeps the rest as their ``digest``.
    var output: LineOutput?
    /// What tells whether a replay of the line did the same (``StepRecord/digest``).
    let digest: UInt64
    let failed: Bool
    let waitsOutsideTheClock: Bool
    /// The session's step after it.
    var position: Int
    /// How long it waited in real time, when it is a `wait`: a replay waits about as long.
    var waited: Duration?
    /// Whether `digest` is what the line did: a line resumed from the journal has it only
    /// when the journal does, and a line that made several steps at once has none.
    var isRecorded = true
    /// Whether it was resumed from the journal, whose digest may be of what the line printed
    /// (see ``LineOutput/printedDigest``).
    var isResumed = false

    /// A line that ran: `run` is what it did.
    init(replay: Command, run: WorkerRun, waited: Duration? = nil) {
      self.init(
        replay: replay, output: run.output, digest: run.digest, position: run.position,
        waited: waited ?? run.waited)
    }

    init(
      replay: Command, output: LineOutput, digest: UInt64?, position: Int, waited: Duration? = nil
    ) {
      self.waited = waited
      self.replay = replay
      self.output = output
      self.digest = digest ?? 0
      self.isRecorded = digest != nil
      self.failed = output.failed
      self.waitsOutsideTheClock = output.waitsOutsideTheClock
      self.position = position
    }

    /// A line resumed from the journal: what it did is known by its digest, when the journal
    /// has one.
    init(resumed replay: Command, digest: UInt64?) {
      self.replay = replay
      self.output = nil
      self.digest = digest ?? 0
      self.failed = false
      self.waitsOutsideTheClock = false
      self.position = 0
      self.isRecorded = digest != nil
      self.isResumed = true
    }

    /// Whether `now`, the line replayed, did what this entry says it did.
    func isDone(alikeBy now: Entry) -> Bool {
      guard isRecorded else { return true }
      return now.digest == digest
        || (isResumed && now.output.map { $0.printedDigest == digest } == true)
    }
  }

  /// How many of the latest lines keep what they printed, for the report of a replay that
  /// differs; older ones keep a digest, so that a session of a million steps stays small.
  static var outputsKept: Int { 1_000 }

  /// Drops what the lines before the latest ``outputsKept`` printed, of the session's lines or
  /// of `log`.
  func trimOutputs(of log: StepLog? = nil) {
    (log ?? steps).updateRecent { entries in
      var index = entries.count - Self.outputsKept - 1
      while index >= 0, entries[index].output != nil {
        entries[index].output = nil
        index -= 1
      }
    }
  }

  /// How workers start; `diff` changes the layout the next one starts with.
  var launch: Launch
  /// How the backend's own lines are dressed: its errors and notes.
  let style: ShellStyle
  /// Prints a line of the backend's own, as the shell in front prints.
  var notify: (String) -> Void = { _ in }
  let writeError: (String) -> Void
  var worker: WorkerProcess?
  var prompt = "store-repl> "
  var position = 0
  /// How long a command may run before the worker is ended: nil at a terminal, where Ctrl-C
  /// stops it (see ``StoreREPLOptions/stepTimeout``).
  var stepLimit: Duration?
  /// How long a step may take when it is replayed, at a terminal too: nobody waits for a
  /// replay's step to type Ctrl-C.
  var replayLimit = StoreREPLOptions.defaultStepTimeout
  /// The width of the last line the shell ran: replays and the state a reload lands on print
  /// at it too.
  var width = OutputWidth.piped.current
  /// The lines a replay runs, the older ones kept on disk (see ``StepLog``); a replay makes
  /// them anew.
  var steps = StepLog(keeping: StoreREPLOptions.defaultHistoryLimit)
  /// How many of the latest lines the shell keeps in memory: the session's `--history`.
  var historyLimit: Int {
    get { steps.kept }
    set { steps.kept = newValue }
  }
  /// Every line a replay runs, the older ones read back from disk all at once (for tests: a
  /// replay, `save` and `log` without a worker walk ``steps``); set, the lines anew.
  var entries: [Entry] {
    get { steps.all }
    set { steps.replace(with: newValue) }
  }
  let journal: JournalWriter?
  /// Whether a save of a loaded file reloads it (`--watch`).
  var watches = false
  /// Whether `trace on` was the last word on tracing: a worker started again says it too.
  var tracesEveryStep = false
  /// What the first worker printed as it started.
  private(set) var banner = ""
  /// The feature the first worker loaded.
  private(set) var feature: String?
  /// What a resume did: the steps replayed, where the session is, its state.
  private(set) var resumeReport: [String] = []
  /// The files' modification times and sizes when the running code was compiled.
  var loadedStamps: [String] = []
  /// Whether a line is being run again on a worker started because the last one had ended
  /// before the line reached it.
  private var isRetrying = false
  /// Whether `# edit <file> as in <copy>` comments are carried out (a lesson on feature files,
  /// played or checked): the teacher's edit, made by copying `copy` over `file`.
  var makesEdits = false
  /// The feature files' contents the running code was compiled from: what a recovery starts
  /// again from when the files as they are now do not start.
  var ranContents: [Data] = []
  /// The copy of the code that last ran, when the worker runs on it (see ``startOnLastCode()``).
  var lastCode: LastCode?
  /// What the lesson's edits replaced, by file: what `undoEdits()` puts back.
  private var contentsBeforeEdits: [String: Data] = [:]

  init(
    launch: Launch, style: ShellStyle, journal: JournalWriter?,
    writeError: @escaping (String) -> Void
  ) {
    self.launch = launch
    self.style = style
    self.journal = journal
    self.writeError = writeError
  }

  // MARK: - Starting

  /// A started worker and what it printed as it started.
  struct Started {
    var worker: WorkerProcess
    /// The feature it loaded.
    var feature: String?
    var banner: String
    var prompt: String
  }

  /// Starts a worker on the files as they are now.
  ///
  /// - Returns: The worker, or what it printed on standard error and its exit status.
  func startWorker(
    reloading: Bool = false, on launch: Launch? = nil
  ) -> Result<Started, FeatureFileError> {
    let launch = launch ?? self.launch
    let worker: WorkerProcess
    switch WorkerProcess.start(
      executable: launch.executable, arguments: launch.arguments(reloading: reloading),
      environment: launch.environment, nonces: launch.nonces)
    {
    case let .success(started): worker = started
    case let .failure(error):
      return .failure(FeatureFileError(.workerNotStarted(error.message)))
    }
    // NB: What the worker writes while it compiles and loads (the compiler's progress and
    // diagnostics) has gone on to standard error already; from the user's code's first run on,
    // it is kept (see `WorkerProtocol.loadedMark`).
    switch worker.greeting() {
    case .agreed?, nil:
      break
    case let .mismatch(version)?:
      worker.stop()
      return .failure(
        FeatureFileError(
          .workerNotStarted(
            Self.versionMismatch(worker: version, executable: launch.executable))))
    }
    guard case let .ready(feature, banner, prompt, _)? = worker.receive() else {
      switch worker.ending {
      case let .exited(status)?:
        return .failure(
          FeatureFileError(.workerEnded(status: status, said: worker.takeErrorOutput())))
      default:
        return .failure(
          FeatureFileError(
            .workerCrashed(ending: describe(worker.ending), report: crashMessage(of: worker))))
      }
    }
    worker.keepErrorOutput()
    if tracesEveryStep {
      // NB: A worker started after a crash or a reload traces every step as this one did.
      _ = worker.request(
        .run(RunRequest(.trace(everyStep: true), width: width)), within: replayLimit)
    }
    return .success(Started(worker: worker, feature: feature, banner: banner, prompt: prompt))
  }

  /// Why a worker of another protocol's version cannot serve this shell.
  static func versionMismatch(worker version: Int?, executable: String) -> String {
    let speaks =
      version.map { "speaks version \($0) of the worker protocol" }
      ?? "does not say its version of the worker protocol (it is older than version 2)"
    return "the worker \(executable) \(speaks), and this shell version \(WorkerProtocol.version): "
      + "a shell needs a worker of its own store-repl"
  }

  /// Starts the first worker; with `resuming`, replays the journal's lines. What the shell
  /// prints when the session opens is kept: ``banner`` and ``resumeReport``.
  ///
  /// - Returns: nil when the shell can take commands; else the exit status, the reason printed.
  func start(resuming journal: SessionJournal? = nil) -> Int32? {
    let contents = fileContents()
    switch startWorker() {
    case let .failure(error):
      writeError(error.message)
      return error.status
    case let .success(started):
      flushErrors(of: started.worker)
      loadedStamps = FileWatcher.stamps(of: launch.files)
      worker = started.worker
      prompt = started.prompt
      banner = started.banner
      feature = started.feature
      ranContents = contents
    }
    if let journal {
      let resumed = resumedEntries(of: journal)
      steps = resumed.entries
      var replayed = replay(steps, comparing: .record)
      if let unread = resumed.unread, replayed.stop.isEmpty {
        replayed.stop = unread + ["  the replay stopped there: the session is at step \(position)"]
      }
      let kept = adopt(replayed, keeping: false)
      // NB: What the disk lost of a line costs that step only: the lines after it replayed.
      let skipped = journal.skipped.map {
        "  line \($0.line) of the journal was left out: it \($0.predicate)"
      }
      resumeReport =
        skipped + replayed.difference + replayed.stop + kept + [
          "  resumed the session: \(counted(steps.count, "line")) replayed; at step \(position)"
        ] + landing()
    }
    return nil
  }

  /// The steps of a journal as commands, up to the first line that no longer reads as one,
  /// and what that line's error says.
  func resumedEntries(of journal: SessionJournal) -> (entries: StepLog, unread: [String]?) {
    let entries = StepLog(keeping: historyLimit)
    // NB: A step after a line left out did what it did after that line's step: it replays
    // uncompared.
    let firstSkipped = journal.skipped.first?.line ?? Int.max
    for (index, (line, digest)) in zip(journal.lines, journal.digests).enumerated() {
      do throws(ShellError) {
        guard let command = try Command.read(line) else { continue }
        let compared =
          !journal.lineNumbers.indices.contains(index) || journal.lineNumbers[index] < firstSkipped
        entries.append(Entry(resumed: command, digest: compared ? digest : nil))
      } catch {
        return (
          entries,
          [
            "  step \(entries.count + 1) no longer runs: '\(line)'",
            style.errors.rendered(error, in: line).indented(by: 2),
          ]
        )
      }
    }
    return (entries, nil)
  }

  /// What the worker's standard error got, passed on to the shell's.
  func flushErrors(of worker: WorkerProcess) {
    let errors = worker.takeErrorOutput()
    if !errors.isEmpty { writeError(errors) }
  }

  func warn(_ warning: String) {
    writeError(warning + "\n")
  }

  /// The feature files' contents now, for a recording's edits.
  func fileContents() -> [Data] {
    launch.files.map { FileManager.default.contents(atPath: $0) ?? Data() }
  }

  // MARK: - Running

  /// Sends a command to the worker and waits for what it did; nil when the worker ended.
  ///
  /// - Parameters:
  ///   - line: The line it was read from, when it was typed; else its text stands for it.
  ///   - replaying: Whether the line is a step replayed, which has ``replayLimit`` to run;
  ///     else it has ``stepLimit``.
  ///   - waited: For a `wait` replayed, how long it waited when it was made.
  func request(
    _ command: Command, line: String? = nil, width: Int, on worker: WorkerProcess,
    replaying: Bool = false, waited: Duration? = nil
  ) -> WorkerRun? {
    guard
      case let .ran(run)? = worker.request(
        .run(RunRequest(command, line: line, width: width, waited: waited)),
        within: replaying ? replayLimit : stepLimit)
    else { return nil }
    return run
  }

  func run(_ command: Command, line: String, width: Int) async -> LineOutput {
    self.width = width
    if case .reload = command.request { return reload() }
    guard let worker else { return withoutWorker(command, line: line) }
    guard let run = request(command, line: line, width: width, on: worker) else {
      guard worker.endedBeforeRequest, !isRetrying else {
        return recover(from: worker, running: line)
      }
      // NB: The line never reached the worker: once the session is back, it runs.
      var recovered = recover(from: worker, before: line)
      guard !recovered.failed else {
        // NB: The session is not where the line was typed: it is not run on another.
        recovered.lines.append(
          "  '\(line.trimmedCommandLine)' was not run: type it again to run it at step \(position)")
        return recovered
      }
      // NB: Once: a worker that ends again before the line reaches it is a crash of the line.
      isRetrying = true
      defer { isRetrying = false }
      var output = await self.run(command, line: line, width: width)
      output.lines.insert(contentsOf: recovered.lines, at: 0)
      return output
    }
    flushErrors(of: worker)
    note(run)
    if !run.output.failed, case let .diff(layout?) = command.request {
      // NB: A worker started after a crash or a reload shows diffs as this one does.
      launch.options = ShellStyle.replacingDiffOption(in: launch.options, with: layout)
    }
    if !run.output.failed, case let .session(.screen(.redraw(isOn))) = command.request {
      launch.options = ShellStyle.replacingScreenOption(in: launch.options, with: isOn)
    }
    if !run.output.failed, case let .session(.trace(.everyStep(isOn))) = command.request {
      tracesEveryStep = isOn
    }
    return run.output
  }

  /// Keeps what a line did: the prompt and position after it, and the step a replay runs.
  func note(_ run: WorkerRun) {
    prompt = run.prompt
    position = run.position
    guard let replay = run.replay else { return }
    guard replay.count == 1 else {
      // NB: Steps a line made without printing them (what `explore` found, left undone): a
      // replay makes them again, and compares nothing it printed.
      for command in replay {
        steps.append(Entry(resumed: command, digest: nil))
        if let warning = journal?.append(command.text, digest: nil) { warn(warning) }
      }
      trimOutputs()
      return
    }
    steps.append(Entry(replay: replay[0], run: run))
    trimOutputs()
    if let warning = journal?.append(replay[0].text, digest: run.digest) { warn(warning) }
  }

  func completions(for line: String) -> [String] {
    guard case let .completions(candidates)? = worker?.request(.complete(line: line)) else {
      return []
    }
    return candidates
  }

  func problems(
    in commands: [String], lineNumbers: [Int]?, expectedFailures: Set<Int>
  ) async -> String? {
    let request = WorkerRequest.problems(
      commands: commands, lineNumbers: lineNumbers, expectedFailures: expectedFailures)
    guard case let .problems(report)? = worker?.request(request) else { return nil }
    return report
  }

  func end() async -> (lines: [String], failed: Bool) {
    var end: (lines: [String], failed: Bool) = ([], false)
    if case let .ended(lines, failed)? = worker?.request(.end) {
      end = (lines, failed)
    }
    worker?.stop()
    journal?.end().map(warn)
    lastCode = nil
    return end
  }

  func transcriptFiles(from folder: String) -> (named: [String], relative: [String])? {
    (launch.files, launch.files.map { Transcript.relativePath(of: absolutePath($0), from: folder) })
  }

  // MARK: - A lesson's edits

  func edit(_ file: String, asIn copy: String) -> LineOutput? {
    guard makesEdits else { return nil }
    let manager = FileManager.default
    guard let contents = manager.contents(atPath: copy) else {
      return LineOutput(
        lines: [
          style.errors.headline(ShellError(.file(.editUnreadable(file: file, copy: copy))).message)
        ],
        failed: true)
    }
    let before = manager.contents(atPath: file)
    guard manager.createFile(atPath: file, contents: contents) else {
      return LineOutput(
        lines: [style.errors.headline(ShellError(.file(.editUnwritable(file: file))).message)],
        failed: true)
    }
    if contentsBeforeEdits[file] == nil { contentsBeforeEdits[file] = before ?? Data() }
    return LineOutput()
  }

  /// Puts back what the lesson's edits changed, and starts the session afresh on them when it
  /// did (a lesson that goes back replays its own commands after).
  ///
  /// - Returns: What the reload printed when it failed; nil when it did not, or had nothing to do.
  func undoEdits() async -> LineOutput? {
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
}
