import Testing

@testable import StoreREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalTests {
  /// The line editor learns of a resize from a flag that the SIGWINCH handler raises, for this
  /// process only.
  @Suite struct TerminalSignalsTests {
    @Test func sigwinchRaisesTheResizedFlagOnceAndTheProcessGoesOn() {
      TerminalSignals.install()
      TerminalSignals.install()
      _ = TerminalSignals.takeResized()
      var winch = sigset_t()
      sigemptyset(&winch)
      sigaddset(&winch, SIGWINCH)
      var previous = sigset_t()
      pthread_sigmask(SIG_UNBLOCK, &winch, &previous)
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      #expect(raise(SIGWINCH) == 0)
      #expect(TerminalSignals.takeResized())
      #expect(!TerminalSignals.takeResized())
      #expect(!TerminalSignals.takeContinued())
    }
  }
}
