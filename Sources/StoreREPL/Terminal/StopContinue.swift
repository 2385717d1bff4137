import Synchronization

/// Who tells the line editor that the process continued after Ctrl-Z stopped it: the SIGTSTP
/// handler, once it has put the editor's modes back. The SIGCONT that ended that stop is
/// swallowed, whether its handler runs before the stopped thread carries on or after it (it may
/// run on another thread, and late: a sanitizer delivers signals at its own safe points); a
/// SIGCONT after a stop by other means is told. So each continue redraws the line once.
///
/// Async-signal-safe: one lock-free atomic.
struct StopContinue: ~Copyable, Sendable {
  private let owesContinue = Atomic<Bool>(false)

  /// The SIGTSTP handler is about to stop the process: the next SIGCONT is its own.
  func stopping() {
    owesContinue.store(true, ordering: .sequentiallyConsistent)
  }

  /// A SIGCONT was handled: whether its handler tells the line editor.
  func continuedTells() -> Bool {
    !owesContinue.exchange(false, ordering: .sequentiallyConsistent)
  }
}
