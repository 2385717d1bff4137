import CWorkerFaults
import Composable
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A worker process, seen from the shell: it runs the user's code, so that a trap in it ends the
/// worker and not the shell.
///
/// The worker is this executable again, started with `--worker`; it reads requests on its
/// descriptor 3 and answers on 4 (see ``WorkerProtocol``), which it moves out of its code's
/// reach as it starts. Its standard input is `/dev/null`, its standard output the shell's, and
/// its standard error a pipe that a thread of the shell reads: passed on while the worker
/// starts, kept once it has (``keepErrorOutput()``), so that a crash's message can be read
/// there.
///
/// The worker leads a process group of its own: the user's code that signals its group
/// (`kill(0, SIGTERM)`) reaches the worker and what it started, not the shell. Whenever the
/// shell ends a worker, or finds it ended, it ends the whole group, so that no process the
/// user's code started (`fork`) outlives it; the shell's exit and the signals that end it end
/// the groups too (`worker_groups_install`).
final class WorkerProcess {
  /// How the worker ended.
  enum Ending: Equatable {
    case exited(Int32)
    case signal(Int32)
    /// The shell stopped it: it did not answer after Ctrl-C.
    case stopped
    /// The shell stopped it: a command ran past the time limit.
    case timedOut(Duration)
    /// The shell stopped it, or it ended: it sent a frame that is not of the protocol, or (in a
    /// request) could not read one the shell sent.
    case protocolFault(WireFault, inRequest: Bool)
  }

  /// What a worker's first frame says: whether it speaks this shell's protocol.
  enum Greeting: Equatable {
    case agreed
    /// It speaks another version; nil: it says none (a program from before versions).
    case mismatch(version: Int?)
  }

  private let pid: pid_t
  private let channel: WorkerChannel
  private let errors: ErrorPipe
  /// What was read from the answer pipe and not taken yet.
  private var buffer = FrameBuffer()
  /// The nonce of the last request sent: the answer to take carries it (see
  /// ``WorkerEnvelope``).
  private var nonce: UInt64
  /// Draws a request's nonce.
  private let nonces: () -> UInt64
  private(set) var ending: Ending?
  /// Whether the worker had ended before the last request reached it (killed, or crashed by a
  /// thread of its own between commands): the request's line did not run.
  private(set) var endedBeforeRequest = false
  /// What the user's code was doing when it crashed, as the worker's crash handler said.
  private(set) var crashContext: WorkerCrashContext?

  /// How long the worker has to stop a command after Ctrl-C before the shell ends it.
  static let interruptGrace: Duration = .seconds(3)

  private init(
    pid: pid_t, channel: WorkerChannel, errors: ErrorPipe, nonce: UInt64,
    nonces: @escaping () -> UInt64
  ) {
    self.pid = pid
    self.channel = channel
    self.errors = errors
    self.nonce = nonce
    self.nonces = nonces
  }

  /// A random nonce, never 0.
  static func randomNonce() -> UInt64 {
    UInt64.random(in: 1...UInt64.max)
  }

  deinit {
    stop()
    close(channel.input)
    close(channel.output)
  }

  /// Starts `executable` with `arguments` (its name first) and `environment`, and sends it the
  /// shell's hello, which it reads once it has loaded the user's code (see ``greeting()``),
  /// and the request to start.
  ///
  /// - Parameter nonces: Draws each request's nonce: random, unless a test scripts the worker.
  /// - Returns: The worker, or why it could not start.
  static func start(
    executable: String, arguments: [String], environment: [String: String],
    nonces: @escaping () -> UInt64 = randomNonce
  ) -> Result<WorkerProcess, ShellError> {
    var requests: [Int32] = [0, 0]
    var answers: [Int32] = [0, 0]
    var errors: [Int32] = [0, 0]
    guard pipe(&requests) == 0, pipe(&answers) == 0, pipe(&errors) == 0 else {
      return .failure(
        ShellError(
          .feature(.workerNotStarted(executable: nil, reason: String(cString: strerror(errno))))))
    }
    // NB: Every end is moved above the descriptors the worker gets (0 to 4) and closed on exec,
    // so that the `dup2`s below cannot clobber one another and no end leaks into the worker.
    let ends = (requests + answers + errors).map { end -> Int32 in
      let high = fcntl(end, F_DUPFD_CLOEXEC, 10)
      close(end)
      return high
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[5], 2)
    posix_spawn_file_actions_adddup2(&actions, ends[0], WorkerProtocol.requestDescriptor)
    posix_spawn_file_actions_adddup2(&actions, ends[3], WorkerProtocol.answerDescriptor)
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    // NB: A worker that ended (killed, crashed between commands) leaves the request pipe with
    // no reader: writing to it must fail with EPIPE, which `request` answers by recovering,
    // rather than end the shell with SIGPIPE. The worker gets the default back.
    signal(SIGPIPE, SIG_IGN)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    // NB: A group of its own, led by the worker (see the type's comment).
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
    worker_groups_install()
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(ends[0])
    close(ends[3])
    close(ends[5])
    guard status == 0 else {
      close(ends[1])
      close(ends[2])
      close(ends[4])
      return .failure(
        ShellError(
          .worker, "can't start the worker \(executable): \(String(cString: strerror(status)))"))
    }
    worker_groups_add(pid)
    let channel = WorkerChannel(input: ends[2], output: ends[1])
    channel.send(frame: WorkerHello.current.body)
    let nonce = nonces()
    channel.send(WorkerRequest.start, nonce: nonce)
    return .success(
      WorkerProcess(
        pid: pid, channel: channel, errors: ErrorPipe(descriptor: ends[4]), nonce: nonce,
        nonces: nonces))
  }

  /// Waits for the worker's first frame, which says its protocol's version.
  ///
  /// - Returns: Whether it is this shell's, or nil when the worker ended first (see
  ///   ``ending``).
  func greeting() -> Greeting? {
    guard let body = nextFrame(until: nil) else { return nil }
    guard let hello = WorkerHello(body: body) else { return .mismatch(version: nil) }
    return hello == .current ? .agreed : .mismatch(version: hello.version)
  }

  /// Waits for the worker's next answer: to the last request, or its `ready`. A crash's
  /// context, which the worker sends as it crashes, is kept (``crashContext``) and the wait
  /// goes on, for the end of the worker.
  ///
  /// - Parameter limit: How long the answer may take; past it, the worker is ended
  ///   (``Ending/timedOut(_:)``). None: as long as it takes, until Ctrl-C.
  /// - Returns: The answer, or nil when the worker ended (see ``ending``): by itself, or
  ///   because it broke the protocol.
  func receive(within limit: Duration? = nil) -> WorkerAnswer? {
    let deadline = limit.map { (limit: $0, instant: ContinuousClock.now + $0) }
    while let body = nextFrame(until: deadline) {
      let answer: WorkerAnswer
      do throws(WireFault) {
        let envelope = try WorkerChannel.message(WorkerEnvelope<WorkerAnswer>.self, in: body)
        guard envelope.nonce == nonce else { throw .foreignAnswer(length: body.count) }
        answer = envelope.message
      } catch {
        end(by: error, inRequest: false)
        return nil
      }
      switch answer {
      case let .crashing(context):
        crashContext = context
      case let .refused(fault):
        end(by: fault, inRequest: true)
        return nil
      default:
        return answer
      }
    }
    return nil
  }

  /// A time limit, and the instant it runs out.
  private typealias Deadline = (limit: Duration, instant: ContinuousClock.Instant)

  /// Waits for the next frame; nil when the worker ended, or was ended (see ``ending``).
  ///
  /// It never blocks in a read: a frame is taken once all of it has come, so that one cut
  /// short (the user's code wrote a header on the answer pipe, and loops) still ends at the
  /// time limit or at Ctrl-C.
  private func nextFrame(until deadline: Deadline?) -> [UInt8]? {
    guard ending == nil else { return nil }
    var interruptedAt: ContinuousClock.Instant?
    while true {
      do throws(WireFault) {
        if let body = try buffer.next() { return body }
      } catch {
        end(by: error, inRequest: false)
        return nil
      }
      if channel.isReadable(within: 100) {
        guard buffer.read(from: channel.input) != nil else {
          reap(stopped: false)
          return nil
        }
        continue
      }
      if let deadline, ContinuousClock.now > deadline.instant {
        endGroup()
        reap(stopped: true)
        ending = .timedOut(deadline.limit)
        return nil
      }
      // NB: A worker can end with its pipe still open, held by a process it started.
      if let status = endedStatus() {
        errors.waitForEnd()
        ending = Self.ending(status)
        return nil
      }
      if InterruptFlag.shared.isRaised, interruptedAt == nil {
        // NB: The worker's group is not the terminal's: a Ctrl-C reaches the shell alone, and
        // is passed on.
        interruptedAt = .now
        kill(-pid, SIGINT)
      }
      if let interruptedAt, ContinuousClock.now - interruptedAt > Self.interruptGrace {
        endGroup()
        reap(stopped: true)
        return nil
      }
    }
  }

  /// The status of the worker when it has ended, once what is left of its group is ended
  /// and it is reaped; nil while it runs.
  ///
  /// - Parameter limit: How long to wait for it to end (its answer pipe closed: it is ending, or
  ///   its code closed the pipe).
  private func endedStatus(within limit: Duration = .zero) -> Int32? {
    let deadline = ContinuousClock.now + limit
    while true {
      var info = siginfo_t()
      // NB: Not reaped yet: its process id, which is its group's, cannot be another's while
      // the group is ended.
      if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0,
        info.si_signo == SIGCHLD
      {
        break
      }
      guard ContinuousClock.now < deadline else { return nil }
      usleep(10_000)
    }
    endGroup()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    worker_groups_remove(pid)
    return status
  }

  /// Sends SIGKILL to the worker's group: the worker and every process it started that did not
  /// leave its group.
  private func endGroup() {
    kill(-pid, SIGKILL)
  }

  /// Whether something came on the answer pipe while no request waited for an answer: then
  /// the worker is ended (``WireFault/unasked(length:)``). What the worker's crash handler sent
  /// as it crashed between requests is kept, for the crash's message.
  private func refusesUnaskedFrames() -> Bool {
    while channel.isReadable(within: 0), buffer.read(from: channel.input) != nil {}
    while !buffer.isEmpty {
      let held = buffer.count
      let body = (try? buffer.next()) ?? nil
      if let body,
        let envelope = try? WorkerChannel.message(WorkerEnvelope<WorkerAnswer>.self, in: body),
        envelope.nonce == nonce, case let .crashing(context) = envelope.message
      {
        crashContext = context
        continue
      }
      end(by: .unasked(length: body?.count ?? held), inRequest: false)
      return true
    }
    return false
  }

  /// Ends a worker that broke the protocol: nothing more it sends can be read. A worker that
  /// had ended by then (its frame cut by a crash) is said to have ended as it did.
  private func end(by fault: WireFault, inRequest: Bool) {
    if !inRequest, let status = endedStatus() {
      errors.waitForEnd()
      ending = Self.ending(status)
      return
    }
    if !inRequest { endGroup() }
    reap(stopped: true, drains: false)
    ending = .protocolFault(fault, inRequest: inRequest)
  }

  /// Sends a request and waits for its answer; nil when the worker ended.
  func request(_ request: WorkerRequest, within limit: Duration? = nil) -> WorkerAnswer? {
    guard ending == nil, !refusesUnaskedFrames() else {
      endedBeforeRequest = true
      return nil
    }
    nonce = nonces()
    guard channel.send(request, nonce: nonce) else {
      endedBeforeRequest = true
      if ending == nil { reap(stopped: false) }
      return nil
    }
    guard case .run = request else { return receive(within: limit) }
    // NB: A worker that ends before it says it read the line (it was crashing already, by a
    // thread of its own, when the line was written) never ran it.
    guard let first = receive(within: limit) else {
      switch ending {
      case .exited?, .signal?: endedBeforeRequest = true
      case .stopped?, .timedOut?, .protocolFault?, nil: break
      }
      return nil
    }
    guard first == .received else { return first }
    return receive(within: limit)
  }

  /// What the worker wrote on its standard error since the last call, once it started.
  func takeErrorOutput() -> String {
    errors.take()
  }

  /// From now on, what the worker writes on standard error is kept for ``takeErrorOutput()``
  /// instead of going on to the shell's: it started, and a crash's message is read there.
  ///
  /// What it wrote before it said it started (the line saying what was set aside of its files,
  /// the compiler's warnings) has gone on by then.
  func keepErrorOutput() {
    errors.stopForwarding()
  }

  /// Ends the worker, if it is running, and waits for it.
  func stop() {
    guard ending == nil else { return }
    endGroup()
    reap(stopped: true)
  }

  /// Waits for the worker to end; with `drains`, reads what it sent and nobody read, up to the
  /// pipe's end, for the context of a crash between requests.
  private func reap(stopped: Bool, drains: Bool = true) {
    var status: Int32 = 0
    if let ended = stopped ? nil : endedStatus(within: .seconds(10)) {
      status = ended
    } else {
      endGroup()
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      worker_groups_remove(pid)
    }
    // NB: The worker's last words are read before anyone asks for them.
    errors.waitForEnd()
    ending = stopped ? .stopped : Self.ending(status)
    while drains, channel.isReadable(within: 0), buffer.read(from: channel.input) != nil {}
    while drains, let body = try? buffer.next() {
      if let envelope = try? WorkerChannel.message(WorkerEnvelope<WorkerAnswer>.self, in: body),
        envelope.nonce == nonce, case let .crashing(context) = envelope.message
      {
        crashContext = context
      }
    }
  }

  /// How a process ended, from its `waitpid` status.
  private static func ending(_ status: Int32) -> Ending {
    status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signal(status & 0x7F)
  }
}

/// The worker's standard error, read by a thread of its own so that the worker never blocks on
/// a full pipe.
private final class ErrorPipe: Sendable {
  // NB: The engine's `Lock`, whose hand-over between the reading thread and the shell's
  // Thread Sanitizer sees.
  private let bytes = Lock<[UInt8]>([])
  private let ended = DispatchSemaphore(value: 0)
  /// Whether what the worker writes goes on to the shell's standard error at once (while it
  /// starts: the compiler's progress and diagnostics) instead of being kept.
  let forwards = Atomic<Bool>(true)

  private let descriptor: Int32
  /// Whether the descriptor is closed, and its number maybe another file's.
  private let isClosed = Atomic<Bool>(false)

  init(descriptor: Int32) {
    self.descriptor = descriptor
    Thread.detachNewThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      var mark = MarkSplitter(mark: WorkerProtocol.loadedMark)
      while true {
        // NB: It waits for bytes outside the lock and reads them inside it, so that
        // `stopForwarding()`, under the lock, finds every byte either unread or passed on.
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        if poll(&waiting, 1, -1) < 0 {
          if errno == EINTR { continue }
          break
        }
        let (count, error) = bytes.withLock { bytes -> (Int, Int32) in
          let count = buffer.withUnsafeMutableBytes {
            systemRead(descriptor, $0.baseAddress!, 4096)
          }
          let error = errno
          guard count > 0 else { return (count, error) }
          if forwards.load(ordering: .relaxed) {
            let (before, after) = mark.split(buffer[..<count])
            writeAll(STDERR_FILENO, before)
            if let after {
              forwards.store(false, ordering: .relaxed)
              bytes += after
            }
          } else {
            bytes += buffer[..<count]
          }
          return (count, error)
        }
        if count < 0, error == EINTR { continue }
        guard count > 0 else { break }
      }
      bytes.withLock { _ in
        // NB: The start of what looked like the mark, and was not.
        if forwards.load(ordering: .relaxed) { writeAll(STDERR_FILENO, mark.held) }
        isClosed.store(true, ordering: .relaxed)
        close(descriptor)
      }
      ended.signal()
    }
  }

  /// Keeps what the worker writes from now on, once what it wrote so far has gone on (waiting
  /// for at most two seconds for a worker that keeps writing).
  func stopForwarding() {
    guard forwards.load(ordering: .relaxed) else { return }
    let deadline = ContinuousClock.now + .seconds(2)
    while true {
      let stopped = bytes.withLock { _ -> Bool in
        guard !isClosed.load(ordering: .relaxed) else {
          forwards.store(false, ordering: .relaxed)
          return true
        }
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let unread = poll(&waiting, 1, 0) > 0 && waiting.revents & Int16(POLLIN) != 0
        guard !unread || ContinuousClock.now > deadline else { return false }
        forwards.store(false, ordering: .relaxed)
        return true
      }
      if stopped { return }
      usleep(1000)
    }
  }

  func take() -> String {
    String(
      decoding: bytes.withLock { bytes in
        defer { bytes.removeAll() }
        return bytes
      }, as: UTF8.self)
  }

  /// Waits until the worker's end of the pipe is closed (a crash report may take a while to
  /// write on a busy machine), for at most ten seconds.
  func waitForEnd() {
    _ = ended.wait(timeout: .now() + 10)
  }
}

/// Finds a mark in bytes that come in pieces, which may cut it: what comes before it, and what
/// comes after.
struct MarkSplitter {
  let mark: [UInt8]
  /// The last bytes read, which may be the start of the mark.
  private(set) var held: [UInt8] = []

  init(mark: [UInt8]) { self.mark = mark }

  /// The bytes read before the mark, and, once it is found, the bytes after it (nil until then).
  mutating func split(_ piece: ArraySlice<UInt8>) -> (before: [UInt8], after: [UInt8]?) {
    let bytes = held + piece
    if let found = bytes.firstRange(of: mark) {
      held = []
      return (Array(bytes[..<found.lowerBound]), Array(bytes[found.upperBound...]))
    }
    // NB: Holds back the longest end that the mark starts with.
    var kept = Swift.min(mark.count - 1, bytes.count)
    while kept > 0, !bytes.suffix(kept).elementsEqual(mark.prefix(kept)) { kept -= 1 }
    held = Array(bytes.suffix(kept))
    return (Array(bytes.dropLast(kept)), nil)
  }
}
