import Foundation
import ValueDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ShellStyle {
  /// A worker's options with `--diff` set to `layout`.
  static func replacingDiffOption(in options: [String], with layout: DiffLayout) -> [String] {
    var kept: [String] = []
    var index = 0
    while index < options.count {
      if options[index] == "--diff" {
        index += 2
        continue
      }
      kept.append(options[index])
      index += 1
    }
    return kept + (layout == .full ? [] : ["--diff", layout.rawValue])
  }

  /// The options that give a worker this style: it paints the output it sends.
  var workerOptions: [String] {
    (usesColor ? [WorkerProtocol.colorFlag] : [])
      + (theme == .dark ? [] : ["--theme", theme.rawValue])
      + (look.diff == .full ? [] : ["--diff", look.diff.rawValue])
      + (look.ascii ? ["--ascii"] : [])
      + (look.screen ? ["--screen"] : [])
  }

  /// A worker's options with `--screen` there when `isOn`.
  static func replacingScreenOption(in options: [String], with isOn: Bool) -> [String] {
    options.filter { $0 != "--screen" } + (isOn ? ["--screen"] : [])
  }
}

/// What a session on feature files journals to: a writer (none: the session is not
/// journaled), or nothing at all, the user having ended the question that chose.
enum JournalChoice {
  case journal(JournalWriter?)
  case ended
}

/// How a session on feature files starts its worker: the files, the feature, the journal its
/// steps go to, and the session `--resume` brings back, if any.
struct WorkerStart {
  let program: String
  var files: [String]
  /// The files, or the package and its target, as the command line named them.
  var filesNaming: [String]
  var feature: String?
  let resumes: Bool
  /// The language mode the files compile in; a resumed session's, unless the command line
  /// chose one.
  var languageMode: SwiftLanguageMode
  /// The language mode ``filesNaming`` alone gives.
  var namingLanguageMode: SwiftLanguageMode
  /// Whether `--swift-version` chose ``languageMode``.
  let choseLanguageMode: Bool
  let environment = ProcessInfo.processInfo.environment
  /// The session the journal saved, when one is resumed.
  var resumed: SessionJournal?
  /// The journal resumed, when one is; its lock, taken.
  private var resumedPath: String?
  private var resumedLock: JournalLock?

  init(options: StoreREPLOptions, program: String) {
    self.program = program
    files = options.files
    filesNaming = options.filesNaming
    feature = options.feature
    resumes = options.resumes
    languageMode = options.languageMode
    namingLanguageMode = options.namingLanguageMode
    choseLanguageMode = options.swiftVersion != nil
  }

  /// What names the files on a command line, their language mode too when it is not the one
  /// their naming gives.
  var naming: [String] {
    SwiftLanguageMode.naming(
      filesNaming, languageMode: languageMode, namingLanguageMode: namingLanguageMode)
  }

  var folder: String { SessionJournal.folder(environment: environment) }

  /// The journal of the files named, whether it is written or not.
  private var mainJournalPath: String {
    SessionJournal.path(files: files.map(absolutePath), in: folder)
  }

  /// What the session is on, as messages name it: `Tally.swift`, `the package App (target X)`.
  private var sessionName: String {
    filesNaming.first == "--package" && filesNaming.count > 1
      ? "the package \(filesNaming[1])"
        + (filesNaming.count > 3 ? " (target \(filesNaming[3]))" : "")
      : listed(filesNaming)
  }

  /// With `--resume`, reads the journal of the files (or of the latest session of all) that no
  /// other shell has open, and takes its lock; a killed session comes before one that ended.
  ///
  /// - Returns: false when there is none to resume (the error written; exit status 2).
  mutating func findResumed() -> Bool {
    guard resumes else { return true }
    let paths =
      files.isEmpty
      ? SessionJournal.all(in: folder)
      : [mainJournalPath] + SessionJournal.copies(of: mainJournalPath)
    switch SessionJournal.resumable(among: paths) {
    case .none:
      let which = files.isEmpty ? "" : " of \(listed(files))"
      writeError(
        ErrorRenderer.plain.line("no session\(which) to resume: none was saved in \(folder)"))
      return false
    case let .unreadable(path, error):
      writeError(ErrorRenderer.plain.line("\(path): \(error)"))
      return false
    case let .held(holder, journal):
      take(journal)
      writeError(
        ErrorRenderer.plain.line(
          "the session on \(sessionName) is open in \(holder.described): go on with it there, or "
            + "end it and resume it again; '\(([program] + naming).joined(separator: " "))' starts "
            + "another session beside it."))
      return false
    case let .free(path, journal, lock):
      take(journal)
      resumed = journal
      resumedPath = path
      resumedLock = lock
      if path != mainJournalPath {
        writeError("note: resuming the session saved apart in \(path)\n")
      }
      return true
    }
  }

  /// Takes the files and the feature of a journal found without files named, and the language
  /// mode the session compiled in unless the command line chose one.
  private mutating func take(_ journal: SessionJournal) {
    if files.isEmpty {
      files = journal.files
      filesNaming = journal.naming.isEmpty ? journal.files : journal.naming
      namingLanguageMode = SwiftLanguageMode.of(naming: filesNaming)
      if !choseLanguageMode { languageMode = namingLanguageMode }
    }
    feature = feature ?? journal.feature
    if !choseLanguageMode, let mode = journal.languageMode { languageMode = mode }
  }

  /// The journal the session's steps go to, its lock taken. A session on the same files that
  /// another shell has open is saved apart, in a journal of its own beside. One that did not
  /// end is offered back at a terminal before anything is written to it; piped, or declined, it
  /// is kept as it is, and this session is saved apart.
  ///
  /// - Returns: The journal's writer (none: the session is not journaled), or `.ended` when
  ///   the user ended the question.
  mutating func journal(asking terminal: any LineReader) -> JournalChoice {
    let absolute = files.map(absolutePath)
    // A package's folder made absolute too, so that `--resume` works from any folder.
    let absoluteNaming =
      filesNaming.first == "--package" && filesNaming.count > 1
      ? ["--package", absolutePath(filesNaming[1])] + filesNaming.dropFirst(2) : []
    var header = SessionJournal(
      files: absolute, feature: feature, naming: absoluteNaming, languageMode: languageMode)
    if let resumed, let resumedPath {
      return .journal(
        JournalWriter(path: resumedPath, journal: header, resuming: resumed, lock: resumedLock))
    }
    let journalPath = mainJournalPath
    var lock: JournalLock?
    switch JournalLock.take(journalPath) {
    case let .held(holder):
      let copy = SessionJournal.takeCopy(of: journalPath)
      writeNotice(
        "note: \(sessionName) \(filesNaming.count == 1 || filesNaming.first == "--package" ? "has" : "have") a session open in \(holder.described): this session's steps "
          + "are saved apart, in \(copy.path), for '--resume'.\n")
      return .journal(JournalWriter(path: copy.path, journal: header, lock: copy.lock))
    case let .locked(taken): lock = taken
    case .unavailable: lock = nil
    }
    guard let killed = try? SessionJournal(contentsOf: journalPath), !killed.isEnded,
      !killed.lines.isEmpty
    else { return .journal(JournalWriter(path: journalPath, journal: header, lock: lock)) }
    let command = ([program] + naming + ["--resume"]).joined(separator: " ")
    let steps = counted(killed.lines.count, "step")
    func apart() -> JournalWriter {
      lock?.release()
      let copy = SessionJournal.takeCopy(of: journalPath)
      return JournalWriter(path: copy.path, journal: header, lock: copy.lock)
    }
    guard terminal.echoesInput else {
      let writer = apart()
      writeError(
        "note: the last session on \(sessionName) did not end (\(steps) saved); '\(command)' "
          + "brings it back. This session's steps are saved apart, in \(writer.path), so as to "
          + "keep it.\n")
      return .journal(writer)
    }
    guard
      let answer = try? terminal.readLine(
        prompt:
          "The last session on \(sessionName) did not end (\(steps) saved). Resume it? [Y/n] ")
    else { return .ended }
    if answer.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("n") {
      let writer = apart()
      writeOut(
        "Starting afresh. The saved session stays, for '\(command)'; this session's steps are "
          + "saved apart, in \(writer.path).\n")
      return .journal(writer)
    } else {
      resumed = killed
      take(killed)
      header.languageMode = languageMode
    }
    return .journal(
      JournalWriter(path: journalPath, journal: header, resuming: resumed, lock: lock))
  }

  /// How the worker starts: with `options`, and the runtime's crash report short.
  func launch(options: [String]) -> WorkerBackend.Launch {
    var workerEnvironment = environment
    if workerEnvironment["SWIFT_BACKTRACE"] == nil {
      workerEnvironment["SWIFT_BACKTRACE"] = shortBacktrace
    }
    if Terminal.isTerminal(STDERR_FILENO) {
      workerEnvironment["STORE_REPL_STDERR_IS_TERMINAL"] = "1"
      workerEnvironment[stderrColumnsVariable] = Terminal.columns(of: STDERR_FILENO).map {
        String($0)
      }
    }
    return WorkerBackend.Launch(
      executable: executablePath(), files: files, feature: feature, options: options,
      environment: workerEnvironment, naming: naming, languageMode: languageMode)
  }
}

/// Text a shell prints, kept.
final class PrintedText {
  var text = ""
}

/// The runtime's crash report as the shell reads it: the crashed thread's frames, from which it
/// takes the first in the user's code. None in a build with a sanitizer, whose own signal
/// handling the runtime's backtracer trips over (its helper process then never ends).
let shortBacktrace =
  runsWithASanitizer
  ? "enable=no"
  : "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,top=32,limit=64"

/// Whether this executable was built with Thread or Address Sanitizer.
let runsWithASanitizer = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil

/// The running executable, links resolved.
package func executablePath() -> String {
  (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    ?? CommandLine.arguments[0]
}

/// The feature files of a lesson (`# files:`), copied to a temporary folder with the other files
/// of their folders (the contents its `# edit` comments copy), where the lesson runs: the
/// lesson's own files stay as they are.
final class LessonFiles {
  /// The copy, removed at the end.
  let folder: URL
  /// The copy of the lesson's own folder, where it runs.
  let start: URL
  private let previous: String

  init?(_ transcript: Transcript, at path: String) {
    let manager = FileManager.default
    let home = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
    let copy = manager.temporaryDirectory.appendingPathComponent(
      "store-repl-lesson-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    // The copy mirrors the folders below the deepest one that holds the lesson's folder and
    // every file's (`# files: ../Tally.swift` names one above it): the files' paths lead to the
    // copies.
    let sources = Set(
      transcript.files.map {
        home.appendingPathComponent($0).deletingLastPathComponent().standardizedFileURL.path
      })
    let root = sources.reduce(home.path) { Self.commonFolder($0, $1) }
    func mirrored(_ path: String) -> URL {
      copy.appendingPathComponent(String(path.dropFirst(root.count)))
    }
    for source in sources {
      let target = mirrored(source)
      try? manager.createDirectory(at: target, withIntermediateDirectories: true)
      for name in (try? manager.contentsOfDirectory(atPath: source)) ?? [] {
        try? manager.copyItem(
          atPath: source + "/" + name, toPath: target.appendingPathComponent(name).path)
      }
    }
    folder = copy
    start = mirrored(home.path)
    previous = manager.currentDirectoryPath
    try? manager.createDirectory(at: start, withIntermediateDirectories: true)
    guard manager.changeCurrentDirectoryPath(start.path) else { return nil }
  }

  /// The deepest folder that holds both folders.
  private static func commonFolder(_ lhs: String, _ rhs: String) -> String {
    let left = lhs.split(separator: "/")
    let right = rhs.split(separator: "/")
    let shared = zip(left, right).prefix { $0 == $1 }.map(\.0)
    return "/" + shared.joined(separator: "/")
  }

  deinit {
    _ = FileManager.default.changeCurrentDirectoryPath(previous)
    try? FileManager.default.removeItem(at: folder)
  }

}

/// A shell on a transcript's feature, for a lesson or a check: in this process, or in front of
/// a worker on a copy of the transcript's files (``LessonFiles``), whose `# edit` lines it makes.
struct TranscriptShell {
  let shell: Shell
  /// The copy of the files, kept while the shell runs; nil in this process.
  let files: LessonFiles?

  /// Makes the shell, its feature loaded and its banner printed; a transcript's files compile in
  /// `languageMode`.
  ///
  /// - Returns: The shell, or why it cannot start: the feature is unknown, or the files do not
  ///   compile (what the compiler said gone to `writeError`).
  static func make(
    _ transcript: Transcript, at path: String, features: [REPLFeature],
    languageMode: SwiftLanguageMode = .v5, reader: any LineReader,
    style: ShellStyle, write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void
  ) -> Result<TranscriptShell, FeatureFileError> {
    guard !transcript.files.isEmpty else {
      let shell = Shell(features: features, reader: reader, style: style, write: write)
      if let error = shell.loading(transcript.feature) {
        return .failure(FeatureFileError(.unknownFeature(error.rendered(in: transcript.feature))))
      }
      return .success(TranscriptShell(shell: shell, files: nil))
    }
    guard let files = LessonFiles(transcript, at: absolutePath(path)) else {
      return .failure(FeatureFileError(.noLessonFolder))
    }
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? shortBacktrace
    let backend = WorkerBackend(
      launch: WorkerBackend.Launch(
        executable: executablePath(), files: transcript.files, feature: transcript.feature,
        options: style.workerOptions, environment: environment, languageMode: languageMode),
      style: style, journal: nil, writeError: writeError)
    backend.makesEdits = true
    if !reader.echoesInput { backend.stepLimit = StoreREPLOptions.defaultStepTimeout }
    let shell = Shell(backend: backend, reader: reader, style: style, write: write)
    backend.notify = { [unowned shell] in shell.print($0) }
    if let status = backend.start() {
      return .failure(FeatureFileError(.workerEnded(status: status)))
    }
    shell.startRecording(
      feature: transcript.feature, banner: backend.banner, originals: backend.fileContents())
    if !backend.banner.isEmpty { shell.print(backend.banner) }
    return .success(TranscriptShell(shell: shell, files: files))
  }
}

extension Shell {
  /// What `store-repl --check` finds for a transcript.
  package enum CheckOutcome: Equatable, Sendable {
    /// The replay printed the transcript's output, byte for byte.
    case matches
    /// The replay printed something else: the differing lines, as `-`/`+` lines.
    case differs(String)
    /// Commands the transcript shows running no longer parse or decode on the feature: one
    /// caret diagnostic each. Nothing was replayed.
    case noLongerFits(String)
    /// The transcript names a feature that is not there, or its files do not start: the error.
    case unknownFeature(String)
  }

  /// Checks a transcript as `store-repl --check` does: the actions of the commands it shows
  /// running must still decode, then its commands are replayed on a fresh shell — in this
  /// process, or on a copy of its files — and the output compared. Comments and commands the
  /// transcript shows failing (a lesson's deliberate mistake, with its error) are compared by
  /// the replay like the rest. With `RECORD_TRANSCRIPTS=1`, the output is written back instead,
  /// for authors of lessons.
  ///
  /// - Parameters:
  ///   - transcript: The transcript.
  ///   - path: Where it is: its files are found from there.
  ///   - features: The features that can be loaded.
  ///   - languageMode: The language mode the transcript's files compile in.
  /// - Returns: What the check found.
  package static func check(
    _ transcript: Transcript, at path: String = "", features: [REPLFeature],
    languageMode: SwiftLanguageMode = .v5
  ) async -> CheckOutcome {
    let output = PrintedText()
    let errors = PrintedText()
    let made = TranscriptShell.make(
      transcript, at: path, features: features, languageMode: languageMode,
      reader: ScriptedLineReader(lines: transcript.commands), style: .plain,
      write: { output.text += $0 }, writeError: { errors.text += $0 })
    let transcriptShell: TranscriptShell
    switch made {
    case let .success(made): transcriptShell = made
    case let .failure(error): return .unknownFeature(errors.text + error.message)
    }
    let shell = transcriptShell.shell
    let exchanges = transcript.exchanges
    let recordedFailures = Set(
      exchanges.indices.filter {
        exchanges[$0].output.first.map(ErrorRenderer.isHeadline) == true
      })
    if let report = await shell.problems(
      in: transcript.commands, expectedFailures: recordedFailures)
    {
      _ = await shell.backend.end()
      return .noLongerFits(report)
    }
    _ = await shell.run()
    withExtendedLifetime(transcriptShell.files) {}
    if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1", !path.isEmpty {
      var recorded = transcript
      recorded.output = output.text
      try? AtomicFile.write(recorded.text, to: path)
      return .matches
    }
    return transcript.differences(from: output.text).map(CheckOutcome.differs) ?? .matches
  }

  /// Runs a transcript's commands on a fresh shell of this process and returns what it printed.
  ///
  /// - Parameters:
  ///   - transcript: The transcript.
  ///   - features: The features that can be loaded.
  /// - Returns: The output, and the shell's exit status.
  package static func replay(
    _ transcript: Transcript, features: [REPLFeature]
  ) async -> (output: String, status: Int32) {
    let output = PrintedText()
    let made = TranscriptShell.make(
      transcript, at: "", features: features,
      reader: ScriptedLineReader(lines: transcript.commands), style: .plain,
      write: { output.text += $0 }, writeError: { output.text += $0 })
    switch made {
    case let .success(made):
      let status = await made.shell.run()
      return (output.text, status)
    case let .failure(error):
      return (error.message, error.status)
    }
  }
}
