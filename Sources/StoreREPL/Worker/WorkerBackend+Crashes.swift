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
    } else {
      lines = [
        style.error("  the feature's code crashed running '\(command)'\(describe(crashed.ending)):")
      ]
      lines += crashMessage(of: crashed).map { style.error("    " + $0) }
    }
    let before = position
    switch startWorker() {
    case let .failure(error):
      worker = nil
      lines.append(style.error("  and it could not start again:"))
      lines.append(String(Substring(error.message).trimmingTrailingWhitespace()).indented(by: 4))
      return LineOutput(lines: lines, failed: true)
    case let .success(started):
      worker = started.worker
      prompt = started.prompt
    }
    let replayed = replay(entries, comparing: .record)
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
    return LineOutput(lines: lines, failed: true)
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
    case nil:
      return ""
    }
  }

  /// The runtime's message in what a crashed worker wrote on standard error — the lines before
  /// its crash report, with the library's module name replaced by the file's path as the user
  /// named it — and, from the report, the first frame in the user's code.
  func crashMessage(of worker: WorkerProcess) -> [String] {
    let lines = crashMessage(worker.takeErrorOutput())
    guard lines.isEmpty, case let .signal(number)? = worker.ending,
      number == SIGSEGV || number == SIGBUS
    else { return lines }
    // NB: The runtime reports a trap and a bad access, but a stack overflow leaves its handler
    // no stack to run on: a memory fault with no report is one.
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
      lines.append(userPath(in: String(row)))
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
