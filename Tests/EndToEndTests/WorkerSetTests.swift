import Foundation
import TestHelpers
import Testing

/// `set` on a feature file, in the worker: journaled, resumed, undone and replayed like a send.
@Suite struct WorkerSetTests {
  @Test func aSetIsJournaledAndComesBackWithTheSession() throws {
    let folder = try TallyFolder()
    let shell = try folder.shell()
    try shell.send("set count = 5\nsend .tapped\nstate\n")
    shell.kill()
    let resumed = try folder.shell(["--resume"])
    let result = resumed.finish("undo 2\ngoto 1\nlog\nquit\n")
    #expect(result.error == "")
    #expect(result.status == 0)
    #expect(
      result.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
          resumed the session: 2 lines replayed; at step 2
          the state at step 2:
          Tally.State(count: 6)
        Tally 0.000s> undo 2
          at step 0 of 2, 0.000s; 'goto 2' comes back, a new step drops the 2 after this
            one
        − Tally.State(count: 6)
        + Tally.State(count: 0)
        Tally 0.000s> goto 1
          at step 1 of 2, 0.000s; 'goto 2' comes back, a new step drops the 1 after this
            one
        − Tally.State(count: 0)
        + Tally.State(count: 5)
        Tally 0.000s> log
          1  0.000s  set count = 5
          (1 later step undone; 'goto 2' comes back)
        Tally 0.000s> quit

        """)
  }
}
