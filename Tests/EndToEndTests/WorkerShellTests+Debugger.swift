import Foundation
import Testing

extension WorkerShellTests {
  @Test func aBreakpointStopsAFeatureFilesAdvanceAndTimeTravelStopsThereAgain() throws {
    let folder = try TallyFolder()
    let shell = try folder.shell()
    let result = shell.finish(
      """
      send .tapped
      send .delayed
      break .delayedResponse
      watch count
      advance 1.5s
      effects
      send .tapped
      step
      continue
      goto 5
      state
      step
      log

      """)
    #expect(result.error == "")
    #expect(result.status == 1)
    #expect(
      result.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
        Tally 0.000s> send .tapped
        − Tally.State(count: 0)
        + Tally.State(count: 1)
        Tally 0.000s> send .delayed
          (no state change)
          started #1: sleeping on the clock until 1.000s
        Tally 0.000s> break .delayedResponse
          breakpoint 1: .delayedResponse
        Tally 0.000s> watch count
          watch 1: count = 1
        Tally 0.000s> advance 1.5s
          finished #1
          stopped at 1.000s before .delayedResponse from #1 (breakpoint 1); 'continue'
            advances the remaining 500ms
          watch 1: count = 1
        Tally 1.000s (stopped)> effects
          no effects in flight
          waiting to be reduced: .delayedResponse from #1
        Tally 1.000s (stopped)> send .tapped
        error: the session is stopped at a breakpoint; 'step' or 'continue' first, or
          'undo' to go back before the stop
        Tally 1.000s (stopped)> step
          1.000s  received .delayedResponse from #1
        − Tally.State(count: 1)
        + Tally.State(count: 2)
          stopped at 1.000s; 'continue' advances the remaining 500ms
          watch 1: count = 2
        Tally 1.000s (stopped)> continue
          1.500s  nothing was due
          watch 1: count = 2
        Tally 1.500s> goto 5
          at step 5 of 7, 1.000s; 'goto 7' comes back, a new step drops the 2 after this
            one
        − Tally.State(count: 2)
        + Tally.State(count: 1)
          stopped at 1.000s before .delayedResponse from #1 (breakpoint 1); 'continue'
            advances the remaining 500ms
          watch 1: count = 1
        Tally 1.000s (stopped)> state
          Tally.State(count: 1)
        Tally 1.000s (stopped)> step
          1.000s  received .delayedResponse from #1
        − Tally.State(count: 1)
        + Tally.State(count: 2)
          stopped at 1.000s; 'continue' advances the remaining 500ms
          watch 1: count = 2
        Tally 1.000s (stopped)> log
          1  0.000s  sent      .tapped
          2  0.000s  sent      .delayed
          3  0.000s  break .delayedResponse
          4  0.000s  watch count
          5  1.000s  advance 1.5s
          6  1.000s  received  .delayedResponse  from #1  (step)

        """)
  }
}

extension WorkerShellTests {
  /// An invariant of a feature file's session is checked in the worker after every step, and a
  /// recovery keeps it.
  @Test func anInvariantIsCheckedInTheWorkerAndKeptByARecovery() throws {
    let result = try TallyFolder().killingTheWorker(
      after: "invariant count < 2\nsend .tapped\n", then: "send .tapped\ninvariants\nquit\n")
    #expect(
      result.output.hasSuffix(
        """
        Tally 0.000s> send .tapped
          the feature's code had ended (Killed) before 'send .tapped'; starting it again
        − Tally.State(count: 1)
        + Tally.State(count: 2)
          invariant 1 broken: count < 2
            count = 2
        Tally 0.000s> invariants
          1  count < 2
        Tally 0.000s> quit

        """), "\(result.output)")
  }
}
