import CWorkerFaults
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WorkerChannel {
  /// The worker's end of the pipes, moved from the descriptors it was started with to high ones,
  /// closed on exec: the user's code cannot stumble on them (a write to descriptor 4, a file
  /// opened where a pipe was), and what the worker starts (the compiler, the runtime's
  /// backtracer) does not hold them open, so the shell knows the worker ended when they close.
  static func movedOutOfReach() -> WorkerChannel {
    func moved(_ descriptor: Int32) -> Int32 {
      let high = fcntl(descriptor, F_DUPFD_CLOEXEC, 200)
      guard high >= 0 else { return descriptor }
      close(descriptor)
      return high
    }
    return WorkerChannel(
      input: moved(WorkerProtocol.requestDescriptor),
      output: moved(WorkerProtocol.answerDescriptor))
  }

  /// Ends this process as soon as the shell in front of it is gone, however it went (killed,
  /// ended by a signal), even while the user's code loops: a thread waits for the request pipe
  /// to close, which only the shell holds open.
  func endsWithTheShell() {
    let input = self.input
    Thread.detachNewThread {
      // NB: No events asked: poll wakes only when the pipe is closed or broken, not for a
      // request, which the serving loop reads.
      var watched = pollfd(fd: input, events: 0, revents: 0)
      while true {
        if poll(&watched, 1, -1) > 0, watched.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
          _exit(0)
        }
      }
    }
  }
}

/// The worker's side: the in-process backend on the features of the user's files, serving the
/// shell in front of it (see ``WorkerProtocol``).
extension InProcessBackend {
  /// Serves requests until the shell in front sends ``WorkerRequest/end`` or goes away.
  ///
  /// - Parameters:
  ///   - channel: Where requests come from and answers go.
  ///   - banner: What the worker printed while it started.
  /// - Returns: The exit status.
  func serve(on channel: WorkerChannel, banner: String) async -> Int32 {
    channel.send(
      .ready(
        feature: choice ?? session?.featureName, banner: banner, prompt: prompt,
        position: position))
    while let message = channel.receive() {
      guard let request = WorkerRequest(message) else {
        channel.send(.unknownRequest(message.kind))
        continue
      }
      switch request {
      case let .run(line, width, waited):
        channel.send(.received)
        // NB: On the thread that runs the user's code, which a stack overflow leaves no
        // stack to report it on.
        worker_faults_prepare_thread()
        session?.replayedWait = waited
        channel.send(.ran(await run(line, width: width)))
        session?.replayedWait = nil
      case let .complete(line):
        channel.send(.completions(completions(for: line)))
      case let .crashFound(step, line):
        session?.noteExploredCrash(line, afterStep: step)
        channel.send(.received)
      case let .problems(commands, lineNumbers, expectedFailures):
        channel.send(
          .problems(
            await problems(
              in: commands, lineNumbers: lineNumbers, expectedFailures: expectedFailures)))
      case .end:
        let end = await self.end()
        fflush(nil)
        channel.send(.ended(lines: end.lines, failed: end.failed))
        return 0
      }
    }
    return 0
  }

  /// Runs a line the shell in front sent: it has run what the shell runs itself.
  private func run(_ line: String, width: Int) async -> WorkerRun {
    let before = (feature: session?.featureName, position: position)
    let command: Command?
    do throws(ShellError) {
      command = try Command.read(line)
    } catch {
      return WorkerRun(output: failure(error, in: line), prompt: prompt, position: position)
    }
    var output = LineOutput()
    if let command { output = await run(command, line: line, width: width) }
    // NB: What the user's code printed reaches the terminal before the answer is shown.
    fflush(nil)
    let replay = command.flatMap {
      replayLine(for: $0, line: line, output: output, before: before)
    }
    return WorkerRun(
      output: output, prompt: prompt, position: position, replay: replay,
      waited: replay != nil && command?.name == .wait ? session?.latestStepWaited : nil)
  }

  /// What a replay of the session runs for `line`, which just ran: the step it made as the
  /// session recorded it, the line itself when it moved in time or loaded a feature, or nil.
  private func replayLine(
    for command: Command, line: String, output: LineOutput,
    before: (feature: String?, position: Int)
  ) -> String? {
    switch command.request {
    case .load:
      return output.failed ? nil : line.trimmedCommandLine
    case .session(.undo), .session(.goto), .session(.reset):
      return output.failed || position == before.position ? nil : line.trimmedCommandLine
    case .session(.explore):
      // NB: What it found is left as steps undone, which `goto` goes to: a replay makes them
      // and undoes them again.
      guard output.failed, let found = session?.undoneStepLines, !found.isEmpty else { return nil }
      return (found + ["undo \(found.count)"]).joined(separator: "\n")
    default:
      // NB: A step that fails an assertion is still a step: the store reduced its action.
      guard command.name.isStep, session?.featureName == before.feature,
        position == before.position + 1
      else { return nil }
      return session?.latestStepLine ?? line.trimmedCommandLine
    }
  }
}

/// A worker: loads the feature and serves the shell in front of it (see
/// ``InProcessBackend/serve(on:banner:)``).
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
  let channel = WorkerChannel.movedOutOfReach()
  channel.endsWithTheShell()
  // NB: Before the user's code first runs: a crash there is reported as any crash is.
  fflush(nil)
  writeAll(STDERR_FILENO, WorkerProtocol.loadedMark)
  let backend = InProcessBackend(features: features, style: style)
  backend.historyLimit = historyLimit
  backend.featureFiles = naming
  WorkerCrashContext.install { [backend] in backend.session?.crashContext() ?? [] }
  var banner = ""
  if let feature {
    switch backend.load(feature) {
    case let .success(loaded): banner = loaded.banner
    case let .failure(error):
      writeError(error.rendered(in: feature) + "\n")
      return 2
    }
  }
  return await backend.serve(on: channel, banner: banner)
}
