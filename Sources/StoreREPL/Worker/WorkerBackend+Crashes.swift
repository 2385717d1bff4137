import Foundation
import ValueDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WorkerBackend {
  // MARK: - Crashes

  /// After the worker ended while it ran `line` (or, `before` it, when the line never reached
  /// it): says what ended it, starts another worker and replays the steps before.
  func recover(
    from crashed: WorkerProcess, running line: String? = nil, before next: String? = nil
  ) -> LineOutput {
    let command = (line ?? next ?? "").trimmedCommandLine
    var lines: [String]
    var explored: [Command] = []
    if line == nil {
      lines = [
        style.error(
          "  the feature's code had ended\(describe(crashed.ending)) before '\(command)'; "
            + "starting it again")
      ]
      lines += crashMessage(of: crashed).map { style.error("    " + $0) }
    } else if case let .timedOut(limit) = crashed.ending {
      lines = [
        style.error(
          "  '\(command)' did not finish within \(DurationLiteral.format(limit)): the shell ended the feature's code (input is not a terminal, so no Ctrl-C can stop it; '--step-timeout' sets the limit)"
        )
      ]
    } else if crashed.ending == .stopped {
      // NB: After the `^C` the terminal echoed.
      lines = [
        "",
        style.error(
          "  '\(command)' did not stop within \(WorkerProcess.interruptGrace.components.seconds)s of Ctrl-C: the shell ended the feature's code"
        ),
      ]
    } else if case let .protocolFault(fault, inRequest) = crashed.ending {
      lines = [
        style.error(
          inRequest
            ? "  the worker could not read the request to run '\(command)', and ended: "
              + "it received \(fault.message)"
            : "  the worker broke the protocol running '\(command)', so the shell ended it: "
              + "it sent \(fault.message)")
      ]
    } else {
      explored = crashed.crashContext?.explored ?? []
      lines = explored.isEmpty ? [] : Self.exploreFinding(explored.map(\.text))
      let crashing = explored.last?.text ?? command
      lines.append(
        style.error(
          "  the feature's code crashed running '\(crashing)'\(describe(crashed.ending)):"))
      lines += crashMessage(of: crashed).map { style.error("    " + $0) }
    }
    let before = position
    switch startWorker() {
    case let .failure(error):
      guard case let .success(started) = startOnLastCode() else {
        worker = nil
        lines.append(style.error("  and it could not start again:"))
        lines.append(Self.reason(error).indented(by: 4))
        let count = steps.count
        lines.append(
          "  the session's \(count == 1 ? "step is" : "\(count) steps are") kept: "
            + "'save' writes \(count == 1 ? "it" : "them") as a script, 'reload' tries "
            + "again once the files start")
        return LineOutput(lines: lines, failed: true)
      }
      worker = started.worker
      prompt = started.prompt
      lines.append(
        "  the files as they are now do not start (\(Self.reason(error))); the feature's code "
          + "started again as it last ran, from a copy: 'reload' goes back to the files")
    case let .success(started):
      worker = started.worker
      prompt = started.prompt
      lastCode = nil
    }
    let replayed = replay(steps, comparing: .record)
    lines += replayed.difference
    lines += replayed.stop
    lines += adopt(replayed)
    guard line != nil else {
      // NB: Nothing was lost unless the replay stopped short; the line runs next.
      return LineOutput(lines: lines, failed: !replayed.stop.isEmpty)
    }
    lines.append(
      position == before
        ? "  the feature was started again: back at step \(position), as before '\(command)'"
        : "  the feature was started again: at step \(position)")
    if !explored.isEmpty, replayed.stop.isEmpty { lines += leaveAhead(explored) }
    return LineOutput(lines: lines, failed: true)
  }

  /// A command that stops with `error`, about `line`.
  private func failed(_ error: ShellError, in line: String) -> LineOutput {
    .failure(error, in: line, style: style)
  }

  /// How `explore` reports a crash it found: the sequence, shortest, that crashes.
  static func exploreFinding(_ sequence: [String]) -> [String] {
    ["  found in \(counted(sequence.count, "step")):"]
      + sequence.map { "    \($0)" }
  }

  /// Makes the steps of a crash `explore` found, but the last, then undoes them: `goto` goes to
  /// the step before the crash, and a replay makes them again.
  private func leaveAhead(_ sequence: [Command]) -> [String] {
    let steps = sequence.dropLast()
    let start = position
    defer {
      _ = worker?.request(
        .crashFound(step: start + steps.count, command: sequence[sequence.count - 1]))
    }
    guard !steps.isEmpty else {
      return ["  '\(sequence[0].text)' crashes it again"]
    }
    for command in steps + [.undo(steps.count)] {
      guard let worker, let run = request(command, width: width, on: worker) else { return [] }
      note(run)
    }
    return [
      "  'goto \(start + steps.count)' takes the session to the step before the crash; "
        + "'\(sequence[sequence.count - 1].text)' then crashes it again"
    ]
  }

  /// Why a worker did not start, in a line: what the loader said, or where it said it.
  static func reason(_ error: FeatureFileError) -> String {
    let message = String(Substring(error.message).trimmingTrailingWhitespace())
    return message.isEmpty ? "the compiler's messages are above" : message
  }

  /// Starts a worker on the code that last ran, copied from ``ranContents`` to a folder of its
  /// own: when the files as they are now no longer compile, or trap as they start, a crash
  /// still brings the session back.
  func startOnLastCode() -> Result<Started, FeatureFileError> {
    guard !ranContents.isEmpty, ranContents != fileContents(),
      let copy = LastCode(files: launch.files, contents: ranContents)
    else { return .failure(FeatureFileError(.workerEnded(status: 1))) }
    var onCopy = launch
    onCopy.files = copy.files
    onCopy.naming = SwiftLanguageMode.naming(
      copy.files, languageMode: launch.languageMode, namingLanguageMode: .v5)
    let started = startWorker(on: onCopy)
    if case .success = started { lastCode = copy }
    return started
  }

  /// With no worker (its code could not start again): `save` and `log` from the steps the
  /// shell keeps; the rest says why it cannot run.
  func withoutWorker(_ command: Command, line: String) -> LineOutput {
    switch command.request {
    case let .save(path) where !path.isEmpty:
      let script = Script(feature: feature ?? "", commands: steps.lines.map(\.replay.text))
      do throws(FileWriteError) {
        try AtomicFile.write(script.text, to: String(path.text))
      } catch {
        return failed(ShellError(.file(.cannotWrite(error))), in: line)
      }
      return LineOutput(lines: [script.written(to: String(path.text), naming: launch.naming)])
    case .session(.log(.all)):
      return LineOutput(
        lines: steps.lines.enumerated().map { "  \($0.offset + 1)  \($0.element.replay.text)" })
    default:
      return failed(ShellError(.feature(.notRunning)), in: line)
    }
  }

  /// What ended a worker, as a parenthesis: ` (Illegal instruction)`.
  func describe(_ ending: WorkerProcess.Ending?) -> String {
    switch ending {
    case let .signal(number)?:
      return " (\(strsignal(number).map { String(cString: $0) } ?? "signal \(number)"))"
    case let .exited(status)?:
      return " (it exited with status \(status))"
    case .stopped?:
      return
        " (it did not stop within \(WorkerProcess.interruptGrace.components.seconds) s of Ctrl-C, so the shell ended it)"
    case let .timedOut(limit)?:
      return " (it did not finish within \(DurationLiteral.format(limit)), so the shell ended it)"
    case let .protocolFault(fault, inRequest)?:
      return inRequest
        ? " (it could not read a request, and ended: it received \(fault.message))"
        : " (it broke the protocol, so the shell ended it: it sent \(fault.message))"
    case nil:
      return ""
    }
  }

  /// The runtime's message in what a crashed worker wrote on standard error — the lines before
  /// its crash report, with the library's module name replaced by the file's path as the user
  /// named it — and, from the report, the first frame in the user's code; then what the code
  /// was doing, as the worker said when it crashed (``WorkerProcess/crashContext``).
  func crashMessage(of worker: WorkerProcess) -> [String] {
    let errors = worker.takeErrorOutput()
    let own = WorkerFaultReport(errors)
    let place = own?.symbolized(environment: launch.environment).map {
      "at \(userPath(absolute: $0.place))" + ($0.function.map { " (in \($0))" } ?? "")
    }
    let context = worker.crashContext?.lines ?? []
    if own?.isStackOverflow == true {
      return [
        "a stack overflow: the stack ran into its guard page; most likely an endless or too "
          + "deep recursion"
      ] + (place.map { [$0] } ?? []) + context
    }
    var lines = crashMessage(errors)
    // NB: The runtime's report names the line when it could be made; memory that ran out may
    // leave it no room: the worker's own line then names it.
    if let place, !lines.contains(where: { $0.hasPrefix("at ") }) { lines.append(place) }
    lines += context
    guard lines.isEmpty, case let .signal(number)? = worker.ending,
      number == SIGSEGV || number == SIGBUS
    else { return lines }
    // NB: The worker says when a fault is a stack overflow (`CWorkerFaults`), but a thread with
    // no stack of its own for the handler cannot: a memory fault with no report is most
    // likely one.
    return [
      "no report from the runtime, which is what a stack overflow leaves: most likely an "
        + "endless or too deep recursion"
    ]
  }

  /// The runtime's report in what a crashed worker wrote on standard error (see
  /// ``crashMessage(of:)``).
  func crashMessage(_ errors: String) -> [String] {
    var lines: [String] = []
    var rows = errors.split(separator: "\n", omittingEmptySubsequences: true)[...]
    while let row = rows.first, !row.hasPrefix("Current stack trace:"), !row.hasPrefix("*** ") {
      // NB: The runtime's notes on its own backtracer (`swift-runtime: failed to suspend
      // thread …`) say nothing of the user's code.
      if !WorkerFaultReport.isOwnLine(row), !row.hasPrefix("swift-runtime: ") {
        lines.append(userPath(in: String(row)))
      }
      rows.removeFirst()
    }
    // NB: A frame of the feature's library: `… closure #1 in Trap.body.getter + 659 in
    // libTrap_9c11640b.so at /home/me/Trap.swift:31:33`.
    for row in rows where row.contains(".so at ") {
      guard let library = row.range(of: " in lib", options: .backwards),
        let at = row.range(of: " at ", range: library.upperBound..<row.endIndex),
        GeneratedModule.isGenerated(row[library.upperBound..<at.lowerBound].dropLast(3))
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

  /// `Counter_1a2b3c4d/Counter.swift:12: …` → `Sources/Counter.swift:12: …`.
  func userPath(in line: String) -> String {
    guard let slash = line.firstIndex(of: "/"), GeneratedModule.isGenerated(line[..<slash]) else {
      return line
    }
    let rest = line[line.index(after: slash)...]
    let name = rest.prefix { $0 != ":" }
    let path = launch.files.first { $0.split(separator: "/").last.map(String.init) == String(name) }
    return (path ?? String(name)) + rest.dropFirst(name.count)
  }

  /// `/home/me/Sources/Counter.swift:12:5` → `Sources/Counter.swift:12:5`, the path as the user
  /// named the file.
  func userPath(absolute place: String) -> String {
    for file in launch.files {
      let absolute = absolutePath(file)
      if place.hasPrefix(absolute + ":") { return file + place.dropFirst(absolute.count) }
    }
    return place
  }
}

/// A copy of the feature files as the running code was compiled from them, in a folder of its
/// own, removed when the worker no longer runs on it.
final class LastCode {
  let folder: String
  /// The copies, in the order of the files.
  let files: [String]

  init?(files originals: [String], contents: [Data]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "store-repl-last-code-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    ).path
    var files: [String] = []
    // NB: A folder for each file, so that files of one name in two folders stay apart; the
    // file keeps its name, by which the module and the messages know it.
    for (index, (original, data)) in zip(originals, contents).enumerated() {
      let name = original.split(separator: "/").last.map(String.init) ?? original
      let path = "\(folder)/\(index)/\(name)"
      guard
        (try? FileManager.default.createDirectory(
          atPath: "\(folder)/\(index)", withIntermediateDirectories: true)) != nil,
        FileManager.default.createFile(atPath: path, contents: data)
      else {
        try? FileManager.default.removeItem(atPath: folder)
        return nil
      }
      files.append(path)
    }
    self.folder = folder
    self.files = files
  }

  deinit {
    try? FileManager.default.removeItem(atPath: folder)
  }
}
