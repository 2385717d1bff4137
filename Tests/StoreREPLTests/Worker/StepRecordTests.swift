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
    #expect(StepRecord(position: 0, failed: false).digest == 0x2A31_29A9_C3CF_F60D)
    #expect(Self.tapped.digest == 0x0FE9_1605_23FB_62A2)
  }

  @Test func anythingTheStepDidChangesTheDigest() {
    var changed = [Self.tapped, Self.tapped, Self.tapped, Self.tapped, Self.tapped]
    changed[0].actions[0].changes = ["$0.count = 2"]
    changed[1].actions[0].origin = .received(fromEffect: 1)
    changed[2].effects = [.started(number: 1, ids: ["CancelID.delay"], at: .zero)]
    changed[3].failed = true
    changed[4].stateChanges = ["$0.count = 1"]
    var inFlight = Self.tapped
    inFlight.inFlight = [
      SessionSnapshot.Effect(
        number: 1, ids: [], step: 1, action: 1, startedAt: .zero,
        wait: .clock(until: .seconds(1)), isCancelled: false)
    ]
    var landed = Self.tapped
    landed.state = "Tally.State(count: 1)"
    changed += [inFlight, landed]
    #expect(Set(changed.map(\.digest) + [Self.tapped.digest]).count == 8)
  }
}
