import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A flag that Ctrl-C raises and that long-running commands poll.
///
/// `InterruptFlag.shared` is the one the process's SIGINT handler sets, once
/// `installSignalHandler()` has run (`EditLineReader` installs it). A command that may run for
/// long (`advance all` on a timer, a runaway effect) calls `InterruptFlag.shared.take()` now
/// and then and stops when it returns `true`.
package final class InterruptFlag: Sendable {
  private let raised = Atomic<Bool>(false)

  /// The flag set by the process's SIGINT handler.
  package static let shared = InterruptFlag()

  /// Creates a lowered flag (tests use their own; the shell uses `shared`).
  package init() {}

  /// The flag that long-running commands poll: `shared` unless a task binds another, so that a
  /// test can press Ctrl-C for one session without reaching the others that run beside it.
  @TaskLocal public static var current: InterruptFlag = shared

  /// Raises the flag. Async-signal-safe: a single lock-free atomic store.
  package func raise() {
    raised.store(true, ordering: .sequentiallyConsistent)
  }

  /// Lowers the flag and says whether it was raised.
  ///
  /// - Returns: `true` when Ctrl-C was pressed since the last `take()`.
  package func take() -> Bool {
    raised.exchange(false, ordering: .sequentiallyConsistent)
  }

  /// Whether the flag is raised, without lowering it.
  package var isRaised: Bool {
    raised.load(ordering: .sequentiallyConsistent)
  }

  /// Installs the process's SIGINT handler, which raises `shared` instead of ending the process.
  ///
  /// Idempotent. The handler is installed without `SA_RESTART`, so a blocking `read` of the
  /// terminal returns `EINTR` and the line reader can give up the line it was reading.
  package static func installSignalHandler() {
    _ = installation
  }

  /// Runs `body` (a blocking read of the terminal) so that Ctrl-C interrupts that read.
  ///
  /// The kernel hands a SIGINT from the terminal to any thread that does not block it; the
  /// handler forwards it to this thread, so that its `read` fails with `EINTR`. One thread reads
  /// the terminal at a time.
  static func interruptingReads<Result>(_ body: () throws -> Result) rethrows -> Result {
    // The shell reads from a thread of the concurrency runtime's pool, which starts with
    // SIGINT blocked; unblocked for the read, the forwarded signal interrupts it. So does
    // SIGWINCH, which `TerminalSignals` forwards after a resize or a stop.
    var interrupt = sigset_t()
    var previous = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    sigaddset(&interrupt, SIGWINCH)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, &previous)
    readingThread.store(threadID(pthread_self()), ordering: .sequentiallyConsistent)
    defer {
      readingThread.store(0, ordering: .sequentiallyConsistent)
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    return try body()
  }

  private static let readingThread = Atomic<UInt>(0)
  /// Whether the signal the reading thread gets next wakes it (``wakeReader()``) rather than
  /// being a Ctrl-C.
  private static let wakeRequested = Atomic<Bool>(false)

  /// Makes a blocking read of the terminal give up, as Ctrl-C does but without raising the flag:
  /// for a thread that has something to show at the prompt (a file that changed under `--watch`).
  ///
  /// - Returns: Whether a read was in progress and was woken.
  @discardableResult
  package static func wakeReader() -> Bool {
    let reader = readingThread.load(ordering: .sequentiallyConsistent)
    guard reader != 0, let thread = thread(reader) else { return false }
    wakeRequested.store(true, ordering: .sequentiallyConsistent)
    pthread_kill(thread, SIGINT)
    return true
  }

  /// Whether the last read was given up because of ``wakeReader()``; lowers it.
  static func takeWake() -> Bool {
    wakeRequested.exchange(false, ordering: .sequentiallyConsistent)
  }

  /// Whether a read is to give up: Ctrl-C was pressed or ``wakeReader()`` called since the last
  /// `take()` and ``takeWake()``.
  static var endsTheRead: Bool {
    shared.isRaised || wakeRequested.load(ordering: .sequentiallyConsistent)
  }

  /// Sends `signal` to the thread reading the terminal, when one is and it is not this one.
  /// Async-signal-safe.
  ///
  /// - Returns: Whether it was sent.
  @discardableResult
  static func forwardToReader(_ signal: Int32) -> Bool {
    let reader = readingThread.load(ordering: .sequentiallyConsistent)
    guard reader != 0, reader != threadID(pthread_self()), let thread = thread(reader) else {
      return false
    }
    return pthread_kill(thread, signal) == 0
  }

  #if canImport(Darwin)
    private static func threadID(_ thread: pthread_t) -> UInt { UInt(bitPattern: thread) }
    private static func thread(_ id: UInt) -> pthread_t? { pthread_t(bitPattern: id) }
  #else
    private static func threadID(_ thread: pthread_t) -> UInt { UInt(thread) }
    private static func thread(_ id: UInt) -> pthread_t? { pthread_t(id) }
  #endif

  /// The SIGINT handler: async-signal-safe (atomics, `pthread_self`, `pthread_kill`).
  private static func handleInterrupt() {
    if wakeRequested.load(ordering: .sequentiallyConsistent) { return }
    shared.raise()
    forwardToReader(SIGINT)
  }

  // NB: A `static let` runs its initializer once, under the runtime's once-lock, which makes
  // the installation idempotent. `shared` and `readingThread` are touched first so that the
  // handler never runs a lazy initializer (that is not async-signal-safe).
  private static let installation: Void = {
    _ = shared
    _ = readingThread.load(ordering: .relaxed)
    _ = wakeRequested.load(ordering: .relaxed)
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = { _ in InterruptFlag.handleInterrupt() }
    #else
      action.__sigaction_handler.sa_handler = { _ in InterruptFlag.handleInterrupt() }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
  }()
}
