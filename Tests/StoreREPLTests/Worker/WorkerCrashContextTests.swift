import Testing

@testable import StoreREPL

/// What a crash's message says of what the code was doing, from the context the worker sent.
@Suite struct WorkerCrashContextTests {
  @Test func aReductionSaysItsActionAndTheStateItStartedFrom() {
    let context = WorkerCrashContext(
      running: .reducing(action: ".trapNow", fedBackBy: 1, state: "Faulty.State(\n  count: 0\n)"))
    #expect(
      context.lines == [
        "while reducing .trapNow, fed back by #1",
        "the state it started from:",
        "  Faulty.State(",
        "    count: 0",
        "  )",
      ])
  }

  @Test func aLongStateIsCutAfterTwentyFourLines() {
    let state = (1...30).map { "line \($0)" }.joined(separator: "\n")
    let lines = WorkerCrashContext(
      running: .reducing(action: ".tapped", fedBackBy: nil, state: state)
    ).lines
    #expect(lines.count == 27)
    #expect(lines[0] == "while reducing .tapped")
    #expect(lines[25] == "  line 24")
    #expect(lines[26] == "  … (6 more lines: 'state' shows it at the step before)")
  }

  @Test func anEffectSaysWhichAndExploringSaysNothingMore() {
    #expect(
      WorkerCrashContext(running: .effect("#1, started by .trapInEffect")).lines
        == ["in effect #1, started by .trapInEffect"])
    let exploring = WorkerCrashContext(explored: ["send .a"])
    #expect(exploring.lines == [])
    #expect(!exploring.isEmpty)
    #expect(WorkerCrashContext().isEmpty)
  }
}
