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
  var features = features
  let program =
    arguments.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    ?? "store-repl"
  var featureName: String?
  var noColor = false
  var look = ShellStyle.Look(
    theme: .forTerminal(colorFGBG: getenv("COLORFGBG").map { String(cString: $0) }))
  var checkPaths: [String] = []
  var scriptPath: String?
  var lessonPath: String?
  var notesPath: String?
  var historyLimit: Int?
  var filePaths: [String] = []
  var isWorker = false
  var workerColor = false
  var isWorkerReload = false
  var resumes = false
  var watches = false
  var packageFolder: String?
  var packageTarget: String?
  var inProcess = false
  let width = outputWidth(arguments)
  var index = 1
  while index < arguments.count {
    let argument = arguments[index]
    switch argument {
    case "--help", "-h":
      writeOut(usage(program, features: features, width: width.current))
      return 0
    case "--version":
      writeOut("\(program) \(storeREPLVersion)\n")
      return 0
    case "--no-color":
      noColor = true
    case "--theme", "--diff":
      let isTheme = argument == "--theme"
      let names = alternatives(
        isTheme
          ? ShellStyle.Theme.allCases.map(\.rawValue)
          : ShellStyle.DiffLayout.allCases.map(\.rawValue))
      let (noun, kind) = isTheme ? ("a theme", "theme") : ("a layout", "diff layout")
      guard index + 1 < arguments.count else {
        return commandLineError("'\(argument)' needs \(noun), \(names)", program: program)
      }
      index += 1
      let name = arguments[index]
      if isTheme, let theme = ShellStyle.Theme(named: name) {
        look.theme = theme
      } else if !isTheme, let layout = ShellStyle.DiffLayout(rawValue: name) {
        look.diff = layout
      } else {
        let plural = isTheme ? "themes" : "layouts"
        return commandLineError(
          "unknown \(kind) '\(name)'; the \(plural) are \(names)", program: program)
      }
    case "--ascii":
      look.ascii = true
    case "--package", "--target":
      guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
        return commandLineError(
          "'\(argument)' needs a \(argument == "--package" ? "package folder" : "target name")",
          program: program)
      }
      index += 1
      if argument == "--package" {
        packageFolder = arguments[index]
      } else {
        packageTarget = arguments[index]
      }
    case "--resume":
      resumes = true
    case "--watch":
      watches = true
    case "--in-process":
      inProcess = true
    case WorkerShell.workerFlag:
      isWorker = true
    case WorkerShell.workerColorFlag:
      workerColor = true
    case WorkerShell.workerReloadFlag:
      isWorkerReload = true
    case "--lesson":
      guard index + 1 < arguments.count else {
        return commandLineError("'--lesson' needs a lesson transcript", program: program)
      }
      index += 1
      lessonPath = arguments[index]
    case "--notes":
      guard index + 1 < arguments.count else {
        return commandLineError(
          "'--notes' needs a file or a terminal (as in '--notes /dev/pts/3') for the presenter's "
            + "notes", program: program)
      }
      index += 1
      notesPath = arguments[index]
    case "--script":
      guard index + 1 < arguments.count else {
        return commandLineError("'--script' needs a script file", program: program)
      }
      index += 1
      scriptPath = arguments[index]
    case "--width":
      guard index + 1 < arguments.count, let columns = Int(arguments[index + 1]),
        columns >= LineWrapping.narrowest
      else {
        return commandLineError(
          "'--width' needs a number of columns, \(LineWrapping.narrowest) or more, as in '--width 100'",
          program: program)
      }
      index += 1
    case "--history":
      guard index + 1 < arguments.count, let steps = Int(arguments[index + 1]), steps > 0 else {
        return commandLineError(
          "'--history' needs a number of steps greater than 0, as in '--history 10000'",
          program: program)
      }
      index += 1
      historyLimit = steps
    case "--check":
      guard index + 1 < arguments.count else {
        return commandLineError("'--check' needs a transcript file", program: program)
      }
      index += 1
      checkPaths.append(arguments[index])
      // NB: `--check a.transcript b.transcript` checks both, as the usage's `…` says.
      while index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") {
        index += 1
        checkPaths.append(arguments[index])
      }
    default:
      if argument.hasPrefix("-") {
        return commandLineError(
          "unknown option '\(argument)'", program: program, showingUsage: true)
      }
      if argument.hasSuffix(".swift") {
        filePaths.append(argument)
        break
      }
      guard featureName == nil else {
        return commandLineError(
          "unexpected argument '\(argument)': one feature at a time", program: program)
      }
      featureName = argument
    }
    index += 1
  }
  if packageTarget != nil, packageFolder == nil {
    return commandLineError(
      "'--target' names a target of the package that '--package <dir>' names", program: program)
  }
  // NB: What names the feature files on a command line, for a replay or a resume: the files,
  // or the package and its target.
  let naming =
    packageFolder.map { ["--package", $0] + (packageTarget.map { ["--target", $0] } ?? []) }
    ?? filePaths
  if let packageFolder {
    switch PackageSources.files(of: packageFolder, target: packageTarget) {
    case let .success(files): filePaths += files
    case let .failure(error):
      writeError(error.message)
      return 2
    }
  }
  if resumes
    || (!filePaths.isEmpty && !isWorker && !inProcess && checkPaths.isEmpty
      && lessonPath == nil && loadFiles != nil)
  {
    return await runWorkerShell(
      program: program, files: filePaths, naming: naming, feature: featureName,
      scriptPath: scriptPath,
      historyLimit: historyLimit, noColor: noColor, look: look, resumes: resumes,
      watches: watches,
      width: width, canLoadFiles: loadFiles != nil)
  }
  if !filePaths.isEmpty {
    guard let loadFiles else {
      writeError("error: \(program) does not load feature files; name one of its features\n")
      return 2
    }
    switch await loadFiles(filePaths) {
    case let .success(loaded):
      features = loaded
    case let .failure(error):
      // NB: A worker started by `reload` leaves the session going on: nothing stops.
      writeError(
        isWorkerReload
          ? error.message.replacingOccurrences(of: "; nothing was started\n", with: "\n")
          : error.message)
      return error.status
    }
    if featureName == nil, scriptPath == nil, lessonPath == nil, checkPaths.isEmpty {
      let startable = features.filter { $0.unstartableReason == nil }
      guard startable.count == 1 else {
        writeError(severalFeatures(features, in: filePaths, program: program))
        return 2
      }
      featureName = startable[0].name
    }
  }
  if isWorker {
    return await serveAsWorker(
      features: features, feature: featureName, naming: naming, historyLimit: historyLimit,
      style: ShellStyle(usesColor: workerColor, look: look))
  }
  if !checkPaths.isEmpty {
    return await check(checkPaths, features: features, loadsFiles: loadFiles != nil)
  }
  if notesPath != nil, lessonPath == nil {
    return commandLineError("'--notes' goes with '--lesson'", program: program)
  }
  if let lessonPath {
    var notes: LessonNotes?
    if let notesPath {
      do throws(ShellError) {
        notes = try LessonNotes(path: notesPath)
      } catch {
        writeError("error: \(error.message)\n")
        return 2
      }
    }
    return await playLesson(
      lessonPath, features: features, noColor: noColor, look: look, width: width, notes: notes)
  }
  var script: Script?
  if let scriptPath {
    guard let read = readScript(scriptPath, feature: featureName) else { return 2 }
    script = read
    featureName = script?.feature
    let probe = Shell(features: features, reader: ScriptedLineReader(lines: []), write: { _ in })
    if let script, probe.load(script.feature, quietly: true),
      let report = probe.problems(in: script.commands, lineNumbers: script.lineNumbers)
    {
      writeError(
        "error: \(scriptPath) no longer fits \(script.feature); nothing was run:\n\(report)\n")
      return 2
    }
  }
  let terminal = Terminal.makeLineReader()
  let reader: any LineReader =
    script.map { ChainedLineReader(first: $0.commands, then: terminal) } ?? terminal
  let style = ShellStyle.forStandardOutput(
    echoesInput: reader.echoesInput, noColor: noColor, look: look)
  let shell = Shell(features: features, reader: reader, style: style, write: writeOut)
  shell.width = width
  shell.historyLimit = historyLimit
  shell.featureFiles = naming
  if let editor = terminal as? EditLineReader {
    editor.completer = { [unowned shell] line, cursor in shell.completion(line, cursor: cursor) }
  }
  if let featureName {
    guard shell.load(featureName) else {
      writeError(
        LineWrapping.wrapped(
          shell.unknownFeature(featureName, at: nil).rendered(in: ""), width: width.current) + "\n")
      return 2
    }
  } else {
    shell.print("Features:\n" + shell.featureList().joined(separator: "\n"))
    writeOut("Type 'load <feature>' to start, or run '\(program) <feature>'.\n")
  }
  return await shell.run()
}

/// Reads the script of `--script`, which must be for `feature` when one is named.
///
/// - Returns: The script, or nil when it cannot be used (the error written; exit status 2).
func readScript(_ path: String, feature: String?) -> Script? {
  let script: Script
  do {
    script = try Script(parsing: try readTextFile(path))
  } catch {
    writeError("error: \(path): \(error)\n")
    return nil
  }
  if let feature, feature != script.feature {
    writeError("error: \(path) is a script for \(script.feature), not \(feature)\n")
    return nil
  }
  return script
}

/// Plays a lesson in front of a class.
func playLesson(
  _ path: String, features: [REPLFeature], noColor: Bool, look: ShellStyle.Look,
  width: OutputWidth, notes: LessonNotes?
) async -> Int32 {
  let transcript: Transcript
  do {
    transcript = try Transcript(parsing: try readTextFile(path))
  } catch {
    writeError("error: \(path): \(error)\n")
    return 2
  }
  let reader = Terminal.makeLineReader()
  let style = ShellStyle.forStandardOutput(
    echoesInput: reader.echoesInput, noColor: noColor, look: look)
  let name = path.split(separator: "/").last.map(String.init) ?? path
  if !transcript.files.isEmpty {
    return await playLessonOnFiles(
      transcript, at: path, name: name, reader: reader, style: style, width: width, notes: notes)
  }
  let shell = Shell(features: features, reader: reader, style: style, write: writeOut)
  shell.width = width
  if let editor = reader as? EditLineReader {
    editor.completer = { [unowned shell] line, cursor in shell.completion(line, cursor: cursor) }
  }
  guard shell.load(transcript.feature) else {
    writeError(
      "error: \(path): " + shell.unknownFeature(transcript.feature, at: nil).rendered(in: "") + "\n"
    )
    return 2
  }
  return await LessonPlayer(
    transcript: transcript, name: name, lessonShell: shell, reader: reader, notes: notes
  ).run()
}

/// Replays transcripts and compares their output.
///
/// - Returns: 0 when every transcript matches, 1 when one differs, 2 when one cannot be read.
func check(_ paths: [String], features: [REPLFeature], loadsFiles: Bool) async -> Int32 {
  var status: Int32 = 0
  for path in paths {
    let transcript: Transcript
    do {
      transcript = try Transcript(parsing: try readTextFile(path))
    } catch {
      writeError("error: \(path): \(error)\n")
      status = 2
      continue
    }
    let outcome: Shell.CheckOutcome
    if transcript.files.isEmpty {
      outcome = await Shell.check(transcript, features: features)
    } else if loadsFiles {
      outcome = await checkOnFiles(transcript, at: path)
    } else {
      outcome = .unknownFeature("this store-repl does not load feature files\n")
    }
    switch outcome {
    case .matches:
      let narrations = transcript.commands.count(where: Shell.isComment)
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
      writeError("error: \(path): \(message)")
      status = 2
    }
  }
  return status
}

/// The contents of a text file.
///
/// - Throws: `TranscriptError` when it cannot be read.
func readTextFile(_ path: String) throws(TranscriptError) -> String {
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
  return String(decoding: bytes, as: UTF8.self)
}

func writeOut(_ text: String) {
  writeAll(1, text.utf8)
}

/// Writes to standard error: the one way the shell, the worker and the feature loader do.
package func writeError(_ text: String) {
  writeAll(2, text.utf8)
}

/// Writes an error in the command line, with where to read how to write one, and returns the
/// exit status for it.
///
/// - Parameters:
///   - message: What is wrong, without `error: `.
///   - program: The program's name, as invoked.
///   - showingUsage: Whether to show the usage line too.
/// - Returns: 2, the status of a command line that cannot be run.
func commandLineError(_ message: String, program: String, showingUsage: Bool = false) -> Int32 {
  writeError(
    "error: \(message)\n" + (showingUsage ? "Usage: \(usageLine(program))\n" : "")
      + "See '\(program) --help' for more information.\n")
  return 2
}
