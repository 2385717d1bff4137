import Foundation
import ValueDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WorkerShell {
  /// The option that makes `store-repl` a worker (not for users: the shell passes it).
  static let workerFlag = "--worker"
  /// The option that gives a worker coloured output.
  static let workerColorFlag = "--worker-color"
  /// The option that tells a worker it was started by `reload`.
  static let workerReloadFlag = "--worker-reload"
}

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
    (usesColor ? [WorkerShell.workerColorFlag] : [])
      + (theme == .dark ? [] : ["--theme", theme.rawValue])
      + (look.diff == .full ? [] : ["--diff", look.diff.rawValue])
      + (look.ascii ? ["--ascii"] : [])
  }
}

/// `store-repl Feature.swift …`: the shell in front of a worker process that runs the files'
/// code; with `--resume`, the session the files' journal saved.
func runWorkerShell(
  program: String, files: [String], naming: [String], feature: String?, scriptPath: String?,
  historyLimit: Int?,
  noColor: Bool, look: ShellStyle.Look, resumes: Bool, watches: Bool, width: OutputWidth,
  canLoadFiles: Bool
) async -> Int32 {
  guard canLoadFiles else {
    writeError("error: \(program) does not load feature files; name one of its features\n")
    return 2
  }
  let environment = ProcessInfo.processInfo.environment
  let folder = SessionJournal.folder(environment: environment)
  var files = files
  var naming = naming
  var feature = feature
  var resumed: SessionJournal?
  if resumes {
    let path =
      files.isEmpty
      ? SessionJournal.latest(in: folder)
      : SessionJournal.path(files: files.map(absolutePath), in: folder)
    guard let path, FileManager.default.fileExists(atPath: path) else {
      let which = files.isEmpty ? "" : " of \(listed(files))"
      writeError("error: no session\(which) to resume: none was saved in \(folder)\n")
      return 2
    }
    do {
      let journal = try SessionJournal(contentsOf: path)
      if files.isEmpty {
        files = journal.files
        naming = journal.naming.isEmpty ? journal.files : journal.naming
      }
      feature = feature ?? journal.feature
      resumed = journal
    } catch {
      writeError("error: \(path): \(error)\n")
      return 2
    }
  }
  var script: Script?
  if let scriptPath {
    guard let read = readScript(scriptPath, feature: feature) else { return 2 }
    script = read
    feature = script?.feature
  }
  let terminal = Terminal.makeLineReader()
  let reader: any LineReader =
    script.map { ChainedLineReader(first: $0.commands, then: terminal) } ?? terminal
  let style = ShellStyle.forStandardOutput(
    echoesInput: reader.echoesInput, noColor: noColor, look: look)
  var options = style.workerOptions
  if let historyLimit { options += ["--history", String(historyLimit)] }
  var workerEnvironment = environment
  // NB: The runtime's crash report, short: the crashed thread's frames, from which the shell
  // takes the first in the user's code.
  if workerEnvironment["SWIFT_BACKTRACE"] == nil {
    workerEnvironment["SWIFT_BACKTRACE"] = shortBacktrace
  }
  if Terminal.isTerminal(STDERR_FILENO) { workerEnvironment["STORE_REPL_STDERR_IS_TERMINAL"] = "1" }
  let absolute = files.map(absolutePath)
  let journalPath = SessionJournal.path(files: absolute, in: folder)
  // NB: A package is named by its folder, made absolute so that a resume works from anywhere.
  let absoluteNaming =
    naming.first == "--package" && naming.count > 1
    ? ["--package", absolutePath(naming[1])] + naming.dropFirst(2) : []
  var journal: JournalWriter? = JournalWriter(
    path: journalPath,
    journal: SessionJournal(files: absolute, feature: feature, naming: absoluteNaming))
  if resumed == nil, let killed = try? SessionJournal(contentsOf: journalPath), !killed.isEnded,
    !killed.lines.isEmpty
  {
    let command = ([program] + naming + ["--resume"]).joined(separator: " ")
    let steps = counted(killed.lines.count, "step")
    let name =
      naming.first == "--package" && naming.count > 1
      ? "the package \(naming[1])" + (naming.count > 3 ? " (target \(naming[3]))" : "")
      : listed(naming)
    if terminal.echoesInput {
      // NB: Asked before anything is written: the journal stays until the answer.
      let answer = try? terminal.readLine(
        prompt: "The last session on \(name) did not end (\(steps) saved). "
          + "Resume it? [Y/n] ")
      if let answer, answer.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("n") {
        writeOut("Starting afresh; the first step replaces the saved session.\n")
      } else if answer != nil {
        resumed = killed
        feature = feature ?? killed.feature
      } else {
        return 0
      }
    } else {
      writeError(
        "note: the last session on \(name) did not end (\(steps) saved); '\(command)' "
          + "brings it back. This session is not saved for '--resume', so as to keep it.\n")
      journal = nil
    }
  }
  let shell = WorkerShell(
    launch: WorkerShell.Launch(
      executable: executablePath(), files: files, feature: feature, options: options,
      environment: workerEnvironment, naming: naming),
    reader: reader, style: style, journal: journal, write: writeOut, writeError: writeError)
  shell.width = width
  shell.watches = watches
  if let status = shell.start(resuming: resumed?.lines) { return status }
  if let script, let scriptPath,
    let report = shell.problems(in: script.commands, lineNumbers: script.lineNumbers)
  {
    writeError(
      "error: \(scriptPath) no longer fits \(script.feature); nothing was run:\n\(report)\n")
    return 2
  }
  if let editor = terminal as? EditLineReader {
    editor.completer = { [unowned shell] line, cursor in shell.completion(line, cursor: cursor) }
  }
  return await shell.run()
}

/// A worker: loads the feature and serves the shell in front of it (see ``Shell/serve(on:banner:)``).
func serveAsWorker(
  features: [REPLFeature], feature: String?, naming: [String], historyLimit: Int?,
  style: ShellStyle
) async -> Int32 {
  // NB: Line-buffered, so that what the user's code prints is not lost in a crash. (`stdout`
  // is a C global that strict concurrency will not name; its address is looked up instead.)
  if let symbol = dlsym(nil, "stdout"),
    let output = symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
  {
    setvbuf(output, nil, _IOLBF, 0)
  }
  // NB: A Ctrl-C at the terminal reaches the worker too: it stops the command, as in the shell.
  InterruptFlag.installSignalHandler()
  let printed = PrintedText()
  let shell = Shell(
    features: features, reader: ScriptedLineReader(lines: []), style: style,
    write: { printed.text += $0 })
  shell.historyLimit = historyLimit
  shell.featureFiles = naming
  if let feature {
    guard shell.load(feature) else {
      writeError(shell.unknownFeature(feature, at: nil).rendered(in: "") + "\n")
      return 2
    }
  }
  let channel = WorkerChannel(
    input: Shell.workerRequestDescriptor, output: Shell.workerAnswerDescriptor)
  var banner = printed.text
  if banner.hasSuffix("\n") { banner.removeLast() }
  return await shell.serve(on: channel, banner: banner)
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
    // NB: The copy mirrors the folders from the deepest one that holds the lesson's folder and
    // every file's (`# files: ../Tally.swift` names one above it), so that the files' paths
    // lead to the copies, inside the temporary folder.
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

  /// A shell in front of a worker on the lesson's files, which makes the lesson's edits.
  func shell(
    _ transcript: Transcript, reader: any LineReader, style: ShellStyle,
    write: @escaping (String) -> Void, writeError: @escaping (String) -> Void
  ) -> WorkerShell {
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? shortBacktrace
    let shell = WorkerShell(
      launch: WorkerShell.Launch(
        executable: executablePath(), files: transcript.files, feature: transcript.feature,
        options: style.workerOptions, environment: environment),
      reader: reader, style: style, journal: nil, write: write, writeError: writeError)
    shell.makesEdits = true
    return shell
  }
}

/// `--check` of a transcript that runs on feature files (`# files:`), in a copy of them.
func checkOnFiles(_ transcript: Transcript, at path: String) async -> Shell.CheckOutcome {
  let path = absolutePath(path)
  guard let files = LessonFiles(transcript, at: path) else {
    return .unknownFeature("can't make a temporary folder for the lesson's files\n")
  }
  let output = PrintedText()
  let errors = PrintedText()
  let shell = files.shell(
    transcript, reader: ScriptedLineReader(lines: transcript.commands), style: .plain,
    write: { output.text += $0 }, writeError: { errors.text += $0 })
  if shell.start() != nil { return .unknownFeature(errors.text) }
  _ = await shell.run()
  // NB: For authors of lessons: the output as it is now, written back.
  if ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1" {
    var recorded = transcript
    recorded.output = output.text
    try? AtomicFile.write(recorded.text, to: path)
    return .matches
  }
  return transcript.differences(from: output.text).map(Shell.CheckOutcome.differs) ?? .matches
}

/// `--lesson` of a transcript that runs on feature files, in a copy of them that the presenter
/// can open: its `# edit` comments make their edits when they run.
func playLessonOnFiles(
  _ transcript: Transcript, at path: String, name: String, reader: any LineReader,
  style: ShellStyle, width: OutputWidth, notes: LessonNotes?
) async -> Int32 {
  let absolute = absolutePath(path)
  guard let files = LessonFiles(transcript, at: absolute) else {
    writeError("error: can't make a temporary folder for the lesson's files\n")
    return 1
  }
  let shell = files.shell(
    transcript, reader: reader, style: style, write: writeOut, writeError: writeError)
  shell.width = width
  if let status = shell.start() { return status }
  shell.print(
    "  The lesson's files are copied to \(files.start.path): open them there; the lesson's "
      + "'# edit' lines change them when they run.")
  if let editor = reader as? EditLineReader {
    editor.completer = { [unowned shell] line, cursor in shell.completion(line, cursor: cursor) }
  }
  return await LessonPlayer(
    transcript: transcript, name: name, lessonShell: shell, reader: reader, notes: notes
  ).run()
}
