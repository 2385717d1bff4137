import CWorkerFaults
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals that concern the terminal, handled for this process alone while the line editor
/// has it (libedit's own handlers send the signal on to the whole process group, which ends the
/// shell script that started the program).
///
/// - SIGTERM, SIGHUP, SIGQUIT: the shell's workers are ended (their process groups), the
///   terminal's modes as they were before the editor changed them are put back, then the signal
///   ends this process as it would have (its default action, the same exit status).
/// - SIGTSTP (Ctrl-Z): the terminal in its normal mode while the process is stopped; on
///   continue, the editor's mode back, and the line editor redraws its line.
/// - SIGCONT after a stop by other means: the line editor redraws its line.
/// - SIGWINCH: the line editor learns the new width.
///
/// The line editor learns of the last two from ``takeResized()`` and ``takeContinued()``, when
/// its read of the terminal is interrupted (the handlers forward the signal to the reading
/// thread, see ``InterruptFlag/forwardToReader(_:)``). Every handler is async-signal-safe:
/// atomics, `tcgetattr`, `tcsetattr`, `sigaction`, `pthread_sigmask`, `raise`, `pthread_kill`.
enum TerminalSignals {
  /// Saves the terminal's modes as they are now, the ones put back when a signal ends or stops
  /// the process, and installs the handlers. Idempotent; the modes are saved once.
  static func install() {
    _ = installation
  }

  /// Whether the window was resized since the last call; lowers the flag.
  static func takeResized() -> Bool {
    wasResized.exchange(false, ordering: .sequentiallyConsistent)
  }

  /// Whether the process was continued after a stop since the last call; lowers the flag.
  static func takeContinued() -> Bool {
    wasContinued.exchange(false, ordering: .sequentiallyConsistent)
  }

  // MARK: - State the handlers share

  // NB: Written once by `installation`, before any handler is installed, then only read; the
  // modes of the editor are written by the SIGTSTP handler alone, which does not nest (the
  // signal is blocked while it runs). A handler cannot take a lock, hence the raw pointers.
  nonisolated(unsafe) private static let normalModes = UnsafeMutablePointer<termios>.allocate(
    capacity: 1)
  nonisolated(unsafe) private static let editorModes = UnsafeMutablePointer<termios>.allocate(
    capacity: 1)
  private static let hasNormalModes = Atomic<Bool>(false)
  private static let wasResized = Atomic<Bool>(false)
  private static let wasContinued = Atomic<Bool>(false)
  /// Which handler tells the reader of a continue after Ctrl-Z.
  private static let stopContinue = StopContinue()

  // A `static let` runs its initializer once, under the runtime's once-lock. The handlers
  // only touch statics initialized here first, so that they never run a lazy initializer.
  private static let installation: Void = {
    _ = wasResized.load(ordering: .relaxed)
    _ = wasContinued.load(ordering: .relaxed)
    _ = stopContinue.continuedTells()
    _ = hasNormalModes.load(ordering: .relaxed)
    _ = editorModes
    InterruptFlag.installSignalHandler()
    if tcgetattr(STDIN_FILENO, normalModes) == 0 {
      hasNormalModes.store(true, ordering: .sequentiallyConsistent)
    }
    for signal in [SIGTERM, SIGHUP, SIGQUIT] {
      handle(signal) { Handlers.end($0) }
    }
    handle(SIGTSTP) { _ in Handlers.stop() }
    handle(SIGCONT) { _ in Handlers.resume() }
    handle(SIGWINCH) { _ in Handlers.resize() }
  }()

  /// Sets what `signal` does: `handler`, installed without `SA_RESTART` (a read of the terminal
  /// that it interrupts fails with `EINTR`, so the line editor can look at what happened), or,
  /// when nil, the signal's default action.
  ///
  /// - Returns: What it did before.
  @discardableResult
  private static func handle(
    _ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?
  ) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(signal, &action, &previous)
    return previous
  }

  /// Puts back the terminal's modes from before the editor changed them.
  private static func restoreNormalModes() {
    if hasNormalModes.load(ordering: .sequentiallyConsistent) {
      tcsetattr(STDIN_FILENO, TCSANOW, normalModes)
    }
  }

  // MARK: - The handlers

  fileprivate enum Handlers {
    /// SIGTERM, SIGHUP, SIGQUIT: the terminal back to normal, then the signal's default action
    /// for this process. The signal, blocked while its handler runs, is taken when it returns.
    static func end(_ signal: Int32) {
      // NB: The workers' groups are not the terminal's: they end with the shell.
      worker_groups_kill_all()
      restoreNormalModes()
      handle(signal, nil)
      raise(signal)
    }

    /// SIGTSTP: the terminal back to normal, stopped by the signal's default action; once
    /// continued, the editor's modes back, and the reader told.
    static func stop() {
      let hadEditorModes = tcgetattr(STDIN_FILENO, editorModes) == 0
      stopContinue.stopping()
      restoreNormalModes()
      var previous = handle(SIGTSTP, nil)
      var stop = sigset_t()
      sigemptyset(&stop)
      sigaddset(&stop, SIGTSTP)
      var mask = sigset_t()
      pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
      // Stops here until SIGCONT.
      raise(SIGTSTP)
      pthread_sigmask(SIG_SETMASK, &mask, nil)
      sigaction(SIGTSTP, &previous, nil)
      if hadEditorModes { tcsetattr(STDIN_FILENO, TCSANOW, editorModes) }
      wasContinued.store(true, ordering: .sequentiallyConsistent)
      InterruptFlag.forwardToReader(SIGWINCH)
    }

    /// SIGCONT: the reader told, unless it ends the SIGTSTP handler's stop, whose handler
    /// tells the reader itself.
    static func resume() {
      guard stopContinue.continuedTells() else { return }
      wasContinued.store(true, ordering: .sequentiallyConsistent)
      InterruptFlag.forwardToReader(SIGWINCH)
    }

    /// SIGWINCH: the reader told.
    static func resize() {
      wasResized.store(true, ordering: .sequentiallyConsistent)
      InterruptFlag.forwardToReader(SIGWINCH)
    }
  }
}
