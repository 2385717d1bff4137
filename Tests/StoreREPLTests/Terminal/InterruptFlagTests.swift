import Testing

@testable import StoreREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalTests {
  // NB: Serialized: two of these tests raise SIGINT and take the process's one shared flag, so
  // run side by side, one could take the other's signal.
  @Suite(.serialized) struct InterruptFlagTests {
    @Test func takeLowersTheFlag() {
      let flag = InterruptFlag()
      #expect(flag.take() == false)
      flag.raise()
      #expect(flag.isRaised)
      #expect(flag.take())
      #expect(flag.take() == false)
      #expect(flag.isRaised == false)
    }

    @Test func sigintRaisesTheSharedFlagAndTheProcessGoesOn() {
      InterruptFlag.installSignalHandler()
      InterruptFlag.installSignalHandler()
      var previous = takingSIGINT()
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      #expect(raise(SIGINT) == 0)
      #expect(InterruptFlag.shared.take())
    }

    @Test func sigintInterruptsAPlainReadOfAPipe() throws {
      InterruptFlag.installSignalHandler()
      var previous = takingSIGINT()
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      var ends: [Int32] = [0, 0]
      #expect(pipe(&ends) == 0)
      defer {
        close(ends[0])
        close(ends[1])
      }
      // NB: another thread sends SIGINT to the process while the reader waits on the empty
      // pipe, as the terminal does; the handler makes the reading thread's `read` fail.
      let done = InterruptFlag()
      let helper = Thread {
        _ = takingSIGINT()
        while !done.isRaised {
          usleep(50_000)
          kill(getpid(), SIGINT)
        }
      }
      let reader = PlainLineReader(fileDescriptor: ends[0])
      #expect(throws: LineReaderInterrupt.self) { try reader.readLine(prompt: "") }
      done.raise()
      helper.join()
      _ = InterruptFlag.shared.take()
    }
  }
}

/// Unblocks SIGINT on this thread (the test runner's threads block it).
///
/// - Returns: The previous signal mask.
private func takingSIGINT() -> sigset_t {
  var sigint = sigset_t()
  sigemptyset(&sigint)
  sigaddset(&sigint, SIGINT)
  var previous = sigset_t()
  pthread_sigmask(SIG_UNBLOCK, &sigint, &previous)
  return previous
}
