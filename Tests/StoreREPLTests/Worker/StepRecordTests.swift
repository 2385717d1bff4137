import Testing

@testable import StoreREPL

/// A step's digest is made of what it did as values: the same in every process, and different
/// when anything it did is.
@Suite struct StepRecordTests {
  static let tapped = StepRecord(
    actions: [
      StepRecord.Action(action: ".tapped", origin: .sent, time: .zero, changes: ["$0.count = 1"])
    ],
    effects: [.started(number: 1, ids: [], at: .zero)], position: 1, failed: false)

  /// Kept in journals: the same in every process.
  @Test func theDigestIsTheSameInEveryProcess() {
    #expect(StepRecord(position: 0, failed: false).digest == 0x0C2B_2B71_3E8E_3C4B)
    #expect(Self.tapped.digest == 0xCD46_1116_22ED_3EDC)
  }

  @Test func anythingTheStepDidChangesTheDigest() {
    var changed = [Self.tapped, Self.tapped, Self.tapped, Self.tapped, Self.tapped]
    changed[0].actions[0].changes = ["$0.count = 2"]
    changed[1].actions[0].origin = .received(fromEffect: 1)
    changed[2].effects = [.started(number: 1, ids: ["CancelID.delay"], at: .zero)]
    changed[3].failed = true
    changed[4].stateChanges = ["$0.count = 1"]
    #expect(Set(changed.map(\.digest) + [Self.tapped.digest]).count == 6)
  }

  /// A line that ran without a record (a worker's answer to a line that made no step) is told
  /// apart by where it left the session and whether it failed.
  @Test func aRunWithoutARecordIsDigestedByItsPositionAndFailure() {
    let run = WorkerRun(output: LineOutput(lines: ["  at step 2"]), prompt: "p> ", position: 2)
    #expect(run.digest == StepRecord(position: 2, failed: false).digest)
    var recorded = run
    recorded.step = Self.tapped
    #expect(recorded.digest == Self.tapped.digest)
  }
}
