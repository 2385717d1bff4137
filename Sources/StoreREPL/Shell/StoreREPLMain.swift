import CWorkerFaults
import Synchronization
import ValueDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `store-repl` command: parses the arguments, loads a feature and runs the shell.
///
/// A package of your own calls it from a few-line executable with its own features:
///
/// ```swift
/// import StoreREPL
/// exit(await storeREPLMain(features: [myFeature]))
/// ```
///
/// One feature is started without being named; of several, the one named on the command line.
///
/// - Parameters:
///   - features: The features that can be loaded.
///   - arguments: The command-line arguments, the program's name first.
/// - Returns: The exit status: 0 when everything ran, 1 when a command failed, an assertion did
///   not hold or feature files did not compile, 2 for a usage error.
public func storeREPLMain(
  features: [REPLFeature], arguments: [String] = CommandLine.arguments
) async -> Int32 {
  await storeREPLMain(features: features, arguments: arguments, loadFiles: nil)
}

/// ``storeREPLMain(features:arguments:)`` that also loads feature files: arguments that end in
/// `.swift` name them, `loadFiles` compiles and loads them (what `store-repl` gives it), and
/// their features replace `features`.
package func storeREPLMain(
  features: [REPLFeature], arguments: [String] = CommandLine.arguments,
  loadFiles: FeatureFileLoader?
) async -> Int32 {
  let program =
    arguments.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    ?? "store-repl"
  var options: StoreREPLOptions
  do throws(StoreREPLOptionError) {
    options = try StoreREPLOptions(parsing: arguments.dropFirst())
  } catch {
    writeError(error.rendered(program: program))
    return 2
  }
  let width =
    options.width.map(OutputWidth.columns)
    ?? (Terminal.isTerminal(STDOUT_FILENO) ? .terminal(STDOUT_FILENO) : .piped)
  switch options.request {
  case .help:
    writeOut(usage(program, features: features, width: width.current))
    return 0
  case .version:
    writeOut("\(program) \(storeREPLVersion)\n")
    return 0
  case .session:
    break
  }
  // A write to a closed standard output then fails with `EPIPE`, which ends the session
  // cleanly, instead of raising a signal that kills the shell at once; a write past the file
  // size limit (`ulimit -f`) fails with `EFBIG`, which is said, rather than killing it.
  signal(SIGPIPE, SIG_IGN)
  signal(SIGXFSZ, SIG_IGN)
  if !options.isWorker { LeftoverCopies.remove() }
  if !options.choseTheme {
    let colorFGBG = getenv("COLORFGBG").map { String(cString: $0) }
    // Without COLORFGBG, the terminal itself is asked for its background.
    let asked =
      colorFGBG == nil && !options.isWorker && !options.noColor
      ? TerminalBackground.isLight() : nil
    options.look.theme = .forTerminal(colorFGBG: colorFGBG, isLightBackground: asked)
  }
  if let folder = options.packageFolder {
    switch PackageSources.files(of: folder, target: options.packageTarget) {
    case let .success(package):
      options.files += package.files
      options.resolveLanguageMode(package: package.languageMode)
    case let .failure(error):
      writeError(error.message)
      return 2
    }
  }
  // NB: Before the user's code is loaded: code that runs as it starts may overflow its stack too.
  if options.isWorker { worker_faults_install() }
  let launcher = Launcher(program: program, options: options, width: width)
  if options.resumes
    || (!options.files.isEmpty && !options.isWorker && !options.inProcess
      && options.checkPaths.isEmpty && options.lessonPath == nil && loadFiles != nil)
  {
    guard loadFiles != nil else { return launcher.cannotLoadFiles() }
    return await launcher.runOnWorker()
  }
  var features = features
  if !options.files.isEmpty {
    guard let loadFiles else { return launcher.cannotLoadFiles() }
    let request = FeatureFileRequest(
      paths: options.files, languageMode: options.languageMode, naming: options.naming)
    switch await loadFiles(request) {
    case let .success(loaded):
      features = loaded
    case let .failure(error):
      writeError(error.rendered(reloading: options.isWorkerReload))
      return error.status
    }
    if options.feature == nil, options.scriptPath == nil, options.lessonPath == nil,
      options.checkPaths.isEmpty
    {
      guard let chosen = InProcessBackend.defaultFeature(among: features) else {
        writeError(severalFeatures(features, in: options.files, program: program))
        return 2
      }
      options.feature = chosen.name
    }
  }
  if options.isWorker {
    return await serveAsWorker(
      features: features, feature: options.feature, naming: options.naming,
      historyLimit: options.historyLimit,
      style: ShellStyle(usesColor: options.workerColor, look: options.look))
  }
  if !options.checkPaths.isEmpty {
    return await launcher.check(features: features, loadsFiles: loadFiles != nil)
  }
  if options.lessonPath != nil {
    return await launcher.playLesson(features: features)
  }
  return await launcher.runInProcess(features: features)
}

/// What a command line runs: a session in this process or on a worker, a lesson, or checks of
/// transcripts. Each makes a ``Shell`` on the backend it needs and runs it the one way.
struct Launcher {
  let program: String
  var options: StoreREPLOptions
  let width: OutputWidth

  /// The reader of a session at the terminal: the script's lines first, when there is one.
  func reader(script: Script?) -> (reader: any LineReader, terminal: any LineReader) {
    let terminal = Terminal.makeLineReader()
    return (
      script.map { ChainedLineReader(first: $0.commands, then: terminal) } ?? terminal, terminal
    )
  }

  func style(for reader: any LineReader) -> ShellStyle {
    ShellStyle.forStandardOutput(
      echoesInput: reader.echoesInput, noColor: options.noColor, look: options.look)
  }

  func cannotLoadFiles() -> Int32 {
    writeError(
      ErrorRenderer.plain.line("\(program) does not load feature files; name one of its features"))
    return 2
  }

  /// A session on the features of this process: the one named, or the catalog's list.
  func runInProcess(features: [REPLFeature]) async -> Int32 {
    var feature = options.feature
    var script: Script?
    if let path = options.scriptPath {
      guard let read = readScript(path, feature: feature) else { return 2 }
      script = read
      feature = read.feature
    }
    let (reader, terminal) = reader(script: script)
    let shell = Shell(
      features: features, reader: reader, style: style(for: reader), write: writeOut)
    shell.outputFailure = standardOutputFailure
    shell.width = width
    shell.historyLimit = options.historyLimit
    shell.inProcess?.featureFiles = options.naming
    guard let feature else {
      shell.print("Features:\n" + (shell.inProcess?.featureList() ?? []).joined(separator: "\n"))
      writeOut("Type 'load <feature>' to start, or run '\(program) <feature>'.\n")
      return await run(shell, completingIn: terminal)
    }
    if let error = shell.loading(feature, quietly: true) {
      writeError(LineWrapping.wrapped(error.rendered(in: feature), width: width.current) + "\n")
      return 2
    }
    return await run(
      shell, opening: shell.recording?.banner ?? "", script: script, completingIn: terminal)
  }

  /// A session on feature files, in a worker; with `--resume`, the session their journal saved.
  func runOnWorker() async -> Int32 {
    var start = WorkerStart(options: options, program: program)
    guard start.findResumed() else { return 2 }
    var script: Script?
    if let path = options.scriptPath {
      guard let read = readScript(path, feature: start.feature) else { return 2 }
      script = read
      start.feature = read.feature
    }
    let (reader, terminal) = reader(script: script)
    guard case let .journal(journal) = start.journal(asking: terminal) else { return 0 }
    let style = style(for: reader)
    let backend = WorkerBackend(
      launch: start.launch(options: style.workerOptions + historyOptions),
      style: style, journal: journal, writeError: writeError)
    backend.watches = options.watches
    if let limit = options.historyLimit { backend.historyLimit = limit }
    backend.stepLimit =
      options.stepTimeout ?? (reader.echoesInput ? nil : StoreREPLOptions.defaultStepTimeout)
    backend.replayLimit = options.stepTimeout ?? StoreREPLOptions.defaultStepTimeout
    let shell = Shell(backend: backend, reader: reader, style: style, write: writeOut)
    shell.outputFailure = standardOutputFailure
    shell.width = width
    backend.notify = { [unowned shell] in shell.print($0) }
    if let status = backend.start(resuming: start.resumed) { return status }
    if start.resumed == nil {
      shell.startRecording(
        feature: backend.feature ?? "", banner: backend.banner,
        originals: backend.fileContents())
    } else {
      shell.noteResumed()
    }
    return await run(
      shell,
      opening: ([backend.banner] + backend.resumeReport).filter { !$0.isEmpty }
        .joined(separator: "\n"), script: script, completingIn: terminal)
  }

  private var historyOptions: [String] {
    options.historyLimit.map { ["--history", String($0)] } ?? []
  }

  /// Runs a shell whose feature is loaded: the script's commands are checked first, then the
  /// opening is printed and the lines are read.
  func run(
    _ shell: Shell, opening: String = "", script: Script? = nil,
    completingIn terminal: any LineReader
  ) async -> Int32 {
    if let script, let path = options.scriptPath,
      let report = await shell.problems(in: script.commands, lineNumbers: script.lineNumbers)
    {
      _ = await shell.backend.end()
      writeError(
        ErrorRenderer.plain.line("\(path) no longer fits \(script.feature); nothing was run:")
          + report + "\n")
      return 2
    }
    if !opening.isEmpty { shell.print(opening) }
    await shell.drawScreenAtStart()
    shell.completes(in: terminal)
    return await shell.run()
  }

  /// `--lesson`: plays a lesson in front of a class, on the catalog's feature or on a copy of
  /// its files.
  func playLesson(features: [REPLFeature]) async -> Int32 {
    guard let path = options.lessonPath, let transcript = readTranscript(path) else { return 2 }
    var notes: LessonNotes?
    if let notesPath = options.notesPath {
      do throws(ShellError) {
        notes = try LessonNotes(path: notesPath)
      } catch {
        writeError(ErrorRenderer.plain.line(error.message))
        return 2
      }
    }
    let reader = Terminal.makeLineReader()
    let made = TranscriptShell.make(
      transcript, at: path, features: features, languageMode: options.languageMode,
      reader: reader, style: style(for: reader), write: writeOut, writeError: writeError)
    let lesson: TranscriptShell
    switch made {
    case let .success(made): lesson = made
    case let .failure(failure):
      if !failure.message.isEmpty {
        writeError(ErrorRenderer.plain.headline("\(path): " + failure.message))
      }
      return failure.status
    }
    lesson.shell.width = width
    if let files = lesson.files {
      lesson.shell.print(
        "  The lesson's files are copied to \(files.start.path): open them there; the lesson's "
          + "'# edit' lines change them when they run.")
    }
    lesson.shell.completes(in: reader)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let status = await LessonPlayer(
      transcript: transcript, name: name, shell: lesson.shell, reader: reader, notes: notes
    ).run()
    withExtendedLifetime(lesson.files) {}
    return status
  }

  /// `--check`: replays each transcript and compares its output.
  ///
  /// - Returns: 0 when every transcript matches, 1 when one differs, 2 when one cannot be read.
  func check(features: [REPLFeature], loadsFiles: Bool) async -> Int32 {
    var status: Int32 = 0
    for path in options.checkPaths {
      guard let transcript = readTranscript(path) else {
        status = 2
        continue
      }
      let outcome: Shell.CheckOutcome
      if !transcript.files.isEmpty, !loadsFiles {
        outcome = .unknownFeature("this store-repl does not load feature files\n")
      } else {
        outcome = await Shell.check(
          transcript, at: path, features: features, languageMode: options.languageMode)
      }
      switch outcome {
      case .matches:
        let narrations = transcript.commands.count(where: Command.isComment)
        writeOut(
          "✓ \(path): \(counted(transcript.commands.count - narrations, "command"))"
            + (narrations > 0 ? " and \(counted(narrations, "narration"))" : "")
            + ", output matches\n")
      case .noLongerFits(let report):
        writeOut("✗ \(path): its commands no longer fit \(transcript.feature):\n\(report)\n")
        status = max(status, 1)
      case .differs(let differences):
        writeOut("✗ \(path): the output differs (expected: -, actual: +)\n\(differences)\n")
        status = max(status, 1)
      case .unknownFeature(let message):
        writeError(ErrorRenderer.plain.headline("\(path): \(message)"))
        status = 2
      }
    }
    return status
  }
}

/// Reads the script of `--script`, which must be for `feature` when one is named.
///
/// - Returns: The script, or nil when it cannot be used (the error written; exit status 2).
func readScript(_ path: String, feature: String?) -> Script? {
  let script: Script
  do {
    script = try Script(parsing: try readTextFile(path))
  } catch {
    writeError(ErrorRenderer.plain.line("\(path): \(error)"))
    return nil
  }
  if let feature, feature != script.feature {
    writeError(
      ErrorRenderer.plain.line("\(path) is a script for \(script.feature), not \(feature)"))
    return nil
  }
  return script
}

/// Reads a transcript, or writes why it cannot be read.
func readTranscript(_ path: String) -> Transcript? {
  do {
    return try Transcript(parsing: try readTextFile(path))
  } catch {
    writeError(ErrorRenderer.plain.line("\(path): \(error)"))
    return nil
  }
}

/// The contents of a text file.
///
/// - Throws: `TranscriptError` when it cannot be read.
func readTextFile(_ path: String) throws(TranscriptError) -> String {
  String(decoding: try readFile(path), as: UTF8.self)
}

/// The bytes of a file.
///
/// - Throws: `TranscriptError` when it cannot be read.
func readFile(_ path: String) throws(TranscriptError) -> [UInt8] {
  guard let file = fopen(path, "rb") else {
    throw TranscriptError("can't read it: \(String(cString: strerror(errno)))")
  }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[..<count]
  }
  return bytes
}

/// The `errno` of the first write to standard output that failed, 0 while none has: once one
/// has, nothing more is written there and the session ends at its next step.
let standardOutputError = Atomic<Int32>(0)

/// Writes to standard output. A reader that went away (`EPIPE`, as `… | head -2` does) ends the
/// session quietly; any other failure (a full disk, a file size limit) is said on standard error.
func writeOut(_ text: String) {
  guard standardOutputError.load(ordering: .relaxed) == 0 else { return }
  let code = writeAll(1, text.utf8)
  guard code != 0 else { return }
  standardOutputError.store(code, ordering: .relaxed)
  if code != EPIPE {
    writeError(
      ErrorRenderer.plain.line("can't write to standard output: \(String(cString: strerror(code)))")
    )
  }
}

/// The failure of standard output, if it failed: how a shell learns that its session is over.
func standardOutputFailure() -> Int32? {
  let code = standardOutputError.load(ordering: .relaxed)
  return code == 0 ? nil : code
}

/// Writes to standard error: the one way the shell, the worker and the feature loader do.
package func writeError(_ text: String) {
  writeAll(2, text.utf8)
}

/// The variable that tells a worker how wide the terminal its standard error reaches is.
package let stderrColumnsVariable = "STORE_REPL_STDERR_COLUMNS"

/// Writes a notice (what was set aside, where a session's steps go) to standard error, folded
/// as the shell folds its output when standard error is a terminal: its own, or the one a
/// worker's standard error reaches (``stderrColumnsVariable``).
package func writeNotice(_ text: String) {
  let width =
    Terminal.columns(of: STDERR_FILENO)
    ?? getenv(stderrColumnsVariable).flatMap { Int(String(cString: $0)) }
  writeError(width.map { LineWrapping.wrapped(text, width: $0) } ?? text)
}
