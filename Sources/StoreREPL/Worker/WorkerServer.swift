import CWorkerFaults
import Foundation
import Synchronization

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

  /// Ends this process and its process group as soon as the shell in front of it is gone,
  /// however it went (killed, ended by a signal), even while the user's code loops: a thread
  /// waits for the request pipe to close, which only the shell holds open.
  func endsWithTheShell() {
    let input = self.input
    Thread.detachNewThread {
      // NB: No events asked: poll wakes only when the pipe is closed or broken, not for a
      // request, which the serving loop reads.
      var watched = pollfd(fd: input, events: 0, revents: 0)
      while true {
        if poll(&watched, 1, -1) > 0, watched.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
          // NB: The worker leads a process group of its own (the shell starts it so): what
          // the user's code started (`fork`) ends with it.
          if getpgrp() == getpid() { kill(0, SIGKILL) }
          _exit(0)
        }
      }
    }
  }
}

/// The nonce of the request the worker serves, which every answer carries (see
/// ``WorkerEnvelope``); the crash's handler sends its answer with it too.
enum ServedRequest {
  static let nonce = Atomic<UInt64>(0)
}

/// The worker's side: the in-process backend on the features of the user's files, serving the
/// shell in front of it (see ``WorkerProtocol``).
extension InProcessBackend {
  /// Serves requests until the shell in front sends ``WorkerRequest/end`` or goes away. A
  /// request it cannot read ends it, refused: nothing after it can be read.
  ///
  /// - Parameters:
  ///   - channel: Where requests come from and answers go.
  ///   - banner: What the worker printed while it started.
  /// - Returns: The exit status.
  func serve(on channel: WorkerChannel, banner: String) async -> Int32 {
    answer(
      .ready(
        feature: choice ?? session?.featureName, banner: banner, prompt: prompt,
        position: position), on: channel)
    while true {
      let request: WorkerRequest
      do throws(WireFault) {
        guard let received = try channel.receive(WorkerEnvelope<WorkerRequest>.self) else {
          return 0
        }
        ServedRequest.nonce.store(received.nonce, ordering: .sequentiallyConsistent)
        request = received.message
      } catch {
        answer(.refused(error), on: channel)
        return 2
      }
      switch request {
      case .start:
        answer(.refused(.undecodable(length: 0, reason: "a second start")), on: channel)
        return 2
      case let .run(run):
        answer(.received, on: channel)
        // NB: On the thread that runs the user's code, which a stack overflow leaves no
        // stack to report it on.
        worker_faults_prepare_thread()
        session?.replayedWait = run.waited
        answer(.ran(await served(run.command, line: run.line, width: run.width)), on: channel)
        session?.replayedWait = nil
      case let .complete(line):
        answer(.completions(completions(for: line)), on: channel)
      case let .crashFound(step, command):
        session?.noteExploredCrash(command.text, afterStep: step)
        answer(.received, on: channel)
      case let .problems(commands, lineNumbers, expectedFailures):
        answer(
          .problems(
            await problems(
              in: commands, lineNumbers: lineNumbers, expectedFailures: expectedFailures)),
          on: channel)
      case .snapshot:
        answer(.snapshot((session as? any WorkerSession)?.snapshot), on: channel)
      case .end:
        let end = await self.end()
        fflush(nil)
        answer(.ended(lines: end.lines, failed: end.failed), on: channel)
        return 0
      }
    }
  }

  /// Sends an answer, fitted to a frame's limit (see ``WorkerAnswer/fitted(limit:encodedCount:)``);
  /// one that cannot be made to fit is sent as it is, which the shell refuses as a fault of
  /// the protocol, starting another worker.
  private func answer(_ answer: WorkerAnswer, on channel: WorkerChannel) {
    let nonce = ServedRequest.nonce.load(ordering: .sequentiallyConsistent)
    let body = WorkerChannel.body(of: WorkerEnvelope(nonce: nonce, message: answer))
    guard body.count > WorkerProtocol.maximumFrameLength else {
      channel.send(frame: body)
      return
    }
    let fitted = answer.fitted(limit: WorkerProtocol.maximumFrameLength, encodedCount: body.count)
    channel.send(
      frame: fitted.map { WorkerChannel.body(of: WorkerEnvelope(nonce: nonce, message: $0)) }
        ?? body)
  }

  /// Runs a command the shell in front sent, read from `line`: it has run what the shell runs
  /// itself.
  private func served(_ command: Command, line: String, width: Int) async -> WorkerRun {
    let before = (feature: session?.featureName, position: position)
    let worker = session as? any WorkerSession
    let mark = command.name.isStep ? worker?.effectsMark : nil
    let output = await run(command, line: line, width: width)
    // NB: What the user's code printed reaches the terminal before the answer is shown.
    fflush(nil)
    let replay = replayCommands(for: command, output: output, before: before)
    let after = session === worker ? worker : session as? any WorkerSession
    return WorkerRun(
      output: output, prompt: prompt, position: position, replay: replay?.commands,
      waited: replay != nil && command.name == .wait ? session?.latestStepWaited : nil,
      digest: replay?.madeStep.flatMap { madeStep in
        after?.stepRecord(
          madeStep: madeStep, failed: output.failed,
          since: mark ?? .nothing
        ).digest
      })
  }

  /// What a replay of the session runs for `command`, which just ran — the step it made as
  /// the session recorded it, the command itself when it moved in time or loaded a feature, or
  /// nil — and whether it made a step of the history; nil for a command that made several at
  /// once, which a replay runs uncompared (it has no ``StepRecord``).
  private func replayCommands(
    for command: Command, output: LineOutput, before: (feature: String?, position: Int)
  ) -> (commands: [Command], madeStep: Bool?)? {
    switch command.request {
    case .load:
      return output.failed ? nil : ([command], false)
    case .session(.undo), .session(.goto), .session(.reset):
      return output.failed || position == before.position ? nil : ([command], false)
    case .session(.screen):
      // NB: A control's taps are the `send` steps they made, which a replay runs as typed.
      let made = position - before.position
      guard made > 0, session?.featureName == before.feature,
        let commands = session?.stepCommands(last: made)
      else { return nil }
      return (commands, made == 1 ? true : nil)
    case .session(.explore):
      // NB: What it found is left as steps undone, which `goto` goes to: a replay makes them
      // and undoes them again.
      guard output.failed, let found = session?.undoneStepCommands, !found.isEmpty else {
        return nil
      }
      return (found + [.undo(found.count)], nil)
    default:
      // NB: A step that fails an assertion is still a step: the store reduced its action.
      guard command.name.isStep, session?.featureName == before.feature,
        position == before.position + 1
      else { return nil }
      return ([session?.latestStepCommand ?? command], true)
    }
  }
}

/// A worker: loads the feature and serves the shell in front of it (see
/// ``InProcessBackend/serve(on:banner:)``). Its first frame and the shell's say the protocol's
/// version (``WorkerHello``): a shell of another version ends it, and the worker's hello lets
/// that shell say which version it met.
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
  // NB: The worker has a process group of its own, which is not the terminal's foreground
  // group: what the user's code prints must not stop it (`stty tostop`).
  signal(SIGTTOU, SIG_IGN)
  let channel = WorkerChannel.movedOutOfReach()
  channel.endsWithTheShell()
  channel.send(frame: WorkerHello.current.body)
  guard let frame = try? channel.receiveFrame(), WorkerHello(body: frame) == .current,
    let start = (try? channel.receive(WorkerEnvelope<WorkerRequest>.self)) ?? nil,
    start.message == .start
  else {
    return 2
  }
  ServedRequest.nonce.store(start.nonce, ordering: .sequentiallyConsistent)
  // NB: Before the user's code first runs: a crash there is reported as any crash is.
  fflush(nil)
  writeAll(STDERR_FILENO, WorkerProtocol.loadedMark)
  let backend = InProcessBackend(features: features, style: style)
  backend.historyLimit = historyLimit
  backend.featureFiles = naming
  WorkerCrashContext.install(on: channel) { [backend] in
    (backend.session as? any WorkerSession)?.crashContext() ?? WorkerCrashContext()
  }
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
