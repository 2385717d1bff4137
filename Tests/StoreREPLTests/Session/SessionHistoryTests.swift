import Testing

@testable import StoreREPL

/// The rules of time travel, on a history of plain steps: what is kept, what a move reaches and
/// what it refuses, and where a checkpoint is taken and folded into.
@Suite struct SessionHistoryTests {
  typealias History = SessionHistory<String, String>

  /// A history of `count` steps named "1", "2", …, with a checkpoint wherever one is due.
  static func history(steps count: Int, limit: Int = 100_000) -> History {
    var history = History(start: "start", limit: limit)
    for number in 1...count {
      history.record(String(number))
      history.checkpointIfDue(isSettled: true) { (number, number + 1, "after \(number)") }
    }
    return history
  }

  @Test func aNewStepAfterGoingBackDropsTheStepsUndone() {
    var history = Self.history(steps: 300)
    #expect(history.checkpoints.map(\.stepCount) == [0, 256])
    let checkpoint = history.checkpointToRebuild(for: 100)
    #expect(checkpoint?.stepCount == 0)
    history.restart(at: checkpoint!)
    #expect(history.position == 0)
    #expect(history.recordReplayed() == "1")
    #expect(history.position == 1)
    #expect(history.undoneCount == 299)
    history.record("new")
    #expect(history.count == 2)
    #expect(Array(history.applied) == ["1", "new"])
    #expect(history.undoneCount == 0)
    #expect(history.checkpoints.map(\.stepCount) == [0])
  }

  @Test func goingForwardReplaysFromWhereTheSessionIsOrALaterCheckpoint() {
    var history = Self.history(steps: 300)
    history.restart(at: history.checkpoints[0])
    #expect(history.checkpointToRebuild(for: 200) == nil)
    #expect(history.checkpointToRebuild(for: 280)?.stepCount == 256)
    #expect(history.checkpointToRebuild(for: 0) == nil)
    history.restart(at: history.checkpoints[1])
    #expect(history.position == 256)
    #expect(history.checkpointToRebuild(for: 255)?.snapshot == "start")
    #expect(history.checkpointToRebuild(for: 256) == nil)
    #expect(history.checkpointToRebuild(for: 300) == nil)
  }

  @Test func movesReachTheirTargetsOrSayWhyNot() throws {
    let history = Self.history(steps: 3)
    #expect(try history.target(of: .undo(1)) == 2)
    #expect(try history.target(of: .undo(3)) == 0)
    #expect(try history.target(of: .goto(0)) == 0)
    #expect(try history.target(of: .goto(3)) == 3)
    #expect(try history.target(of: .reset) == 0)
    #expect(
      throws: History.Refusal(
        problem: .tooManyToUndo(undoable: 3, foldedNote: nil), isAboutArgument: true)
    ) { try history.target(of: .undo(4)) }
    #expect(
      throws: History.Refusal(problem: .noSuchStep(4, last: 3), isAboutArgument: true)
    ) { try history.target(of: .goto(4)) }
    let empty = History(start: "start", limit: 10)
    #expect(
      throws: History.Refusal(problem: .nothingToUndo(foldedNote: nil), isAboutArgument: false)
    ) { try empty.target(of: .undo(1)) }
  }

  @Test func foldingKeepsTheLimitAndGoesBackToItsCheckpointAtMost() throws {
    var history = History(start: "start", limit: 300)
    var folds: [Int] = []
    for number in 1...600 {
      history.record(String(number))
      history.checkpointIfDue(isSettled: true) { (number, number + 1, "after \(number)") }
      if let base = history.foldIfOverTheLimit() { folds.append(base.stepCount) }
    }
    #expect(folds == [256])
    #expect(history.foldedCount == 256)
    #expect(history.start.snapshot == "after 256")
    #expect(history.step(256) == nil)
    #expect(history.step(257) == "257")
    let note =
      "steps 1–256 were folded into a checkpoint at step 256, the earliest the session can go "
      + "back to (it keeps the last 300 steps or more; '--history <steps>' keeps more)"
    #expect(
      throws: History.Refusal(problem: .startGone(foldedNote: note), isAboutArgument: false)
    ) { try history.target(of: .reset) }
    #expect(
      throws: History.Refusal(problem: .stepGone(255, foldedNote: note), isAboutArgument: true)
    ) { try history.target(of: .goto(255)) }
    #expect(try history.target(of: .goto(256)) == 256)
  }

  @Test func noCheckpointWhileSomethingIsInFlight() {
    var history = History(start: "start", limit: 100_000)
    for number in 1...600 {
      history.record(String(number))
      history.checkpointIfDue(isSettled: number > 400) { (number, number + 1, "after \(number)") }
    }
    #expect(history.checkpoints.map(\.stepCount) == [0, 401])
  }

  @Test func eachReducedActionBelongsToTheStepThatReducedIt() {
    var history = History(start: "start", limit: 100_000)
    history.noteReduced(upTo: 2)
    history.record("send")
    history.record("advance")
    history.noteReduced(upTo: 5)
    history.record("send")
    #expect((1...6).map(history.step(reducing:)) == [1, 1, 3, 3, 3, 4])
  }
}
