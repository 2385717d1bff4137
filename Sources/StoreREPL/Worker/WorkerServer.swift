#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The worker's side: a shell on the features of the user's files, which runs the lines the
/// shell in front of it sends and answers with what they printed.
///
/// Requests and answers (see ``WorkerMessage``):
/// - `run <line>` → `ran <output> <failed> <quits> <prompt> <position> <replay> <outside>`: `replay` is
///   what a replay of the session runs for this line (the step as the session recorded it, a
///   time-travel or `load` command that worked), or "" when the line changed nothing a replay
///   needs; `outside` is 1 when an effect in flight waits outside the virtual clock.
/// - `complete <line> <cursor>` → `completion <start> <candidate>…`.
/// - `problems <command> <line number>…` → `problems <report>`: see
///   ``problems(in:lineNumbers:expectedFailures:)``; "" when the commands fit.
/// - `end` → `ended <output> <failed>`: the checks at the end of a session; then the worker
///   exits.
///
/// On start it answers `ready <banner> <prompt> <position>`.
extension Shell {
  /// The descriptors a worker reads requests from and writes answers to.
  static let workerRequestDescriptor: Int32 = 3
  static let workerAnswerDescriptor: Int32 = 4

  /// Serves requests until the shell in front sends `end` or goes away.
  ///
  /// - Parameters:
  ///   - channel: Where requests come from and answers go.
  ///   - banner: What the worker printed while it started.
  /// - Returns: The exit status.
  func serve(on channel: WorkerChannel, banner: String) async -> Int32 {
    // NB: What the worker starts (the compiler, the runtime's backtracer) must not hold the
    // shell's pipes open: the shell knows the worker ended when they close.
    _ = fcntl(channel.input, F_SETFD, FD_CLOEXEC)
    _ = fcntl(channel.output, F_SETFD, FD_CLOEXEC)
    channel.send(WorkerMessage(["ready", banner, prompt, String(session?.position ?? 0)]))
    while let request = channel.receive() {
      switch request.kind {
      case "run":
        let line = request[1]
        // NB: The shell in front gives its width: what the worker prints fits its terminal.
        if let columns = Int(request[2]) { width = .columns(columns) }
        let before = (feature: session?.featureName, position: session?.position ?? 0)
        let output = await execute(line)
        // NB: What the user's code printed reaches the terminal before the answer is shown.
        fflush(nil)
        channel.send(
          WorkerMessage([
            "ran", output.lines.joined(separator: "\n"), output.failed ? "1" : "0",
            output.quits ? "1" : "0", prompt, String(session?.position ?? 0),
            replayLine(for: line, output: output, before: before),
            session?.waitsOutsideTheClock == true ? "1" : "0",
          ]))
      case "complete":
        let completion = self.completion(request[1], cursor: Int(request[2]) ?? 0)
        channel.send(
          WorkerMessage(
            ["completion", String(completion.replacementStart)] + completion.candidates))
      case "problems":
        let pairs = request.fields.dropFirst()
        let commands = stride(from: pairs.startIndex, to: pairs.endIndex - 1, by: 2).map {
          pairs[$0]
        }
        let numbers = stride(from: pairs.startIndex + 1, to: pairs.endIndex, by: 2).map {
          Int(pairs[$0]) ?? 0
        }
        channel.send(
          WorkerMessage(["problems", problems(in: commands, lineNumbers: numbers) ?? ""]))
      case "end":
        let end = await session?.end(style: style) ?? CommandOutput()
        fflush(nil)
        channel.send(
          WorkerMessage(["ended", end.lines.joined(separator: "\n"), end.failed ? "1" : "0"]))
        return 0
      default:
        channel.send(WorkerMessage(["error", "unknown request '\(request.kind)'"]))
      }
    }
    return 0
  }

  /// What a replay of the session runs for `line`, which just ran: the step it made as the
  /// session recorded it, the line itself when it moved in time or loaded a feature, or "".
  func replayLine(
    for line: String, output: LineOutput, before: (feature: String?, position: Int)
  ) -> String {
    guard !Self.isComment(line),
      case let .found(command) = CommandName.resolve(
        String(Self.commandWord(of: line)), suggesting: false)
    else { return "" }
    let trimmed = line.trimmedCommandLine
    switch command {
    case .load:
      return output.failed ? "" : trimmed
    case .undo, .goto, .reset:
      return output.failed || session?.position == before.position ? "" : trimmed
    default:
      // NB: A step that fails an assertion is still a step: the store reduced its action.
      guard command.isStep, session?.featureName == before.feature,
        let position = session?.position, position == before.position + 1
      else { return "" }
      return session?.latestStepLine ?? trimmed
    }
  }
}
