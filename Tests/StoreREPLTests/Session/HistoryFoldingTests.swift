import ExampleFeatures
import Testing

@testable import StoreREPL

/// A session past its history limit folds older steps into a checkpoint, and says so.
@Suite struct HistoryFoldingTests {
  /// A Counter session of `count` increments, keeping at least 300 steps.
  static func session(steps count: Int) async -> Shell {
    let shell = loadedShell("Counter")
    shell.historyLimit = 300
    for _ in 0..<count { _ = await shell.perform("send .incrementButtonTapped") }
    return shell
  }

  static let note =
    "steps 1–256 were folded into a checkpoint at step 256, the earliest the session can go back "
    + "to (it keeps the last 300 steps or more; '--history <steps>' keeps more)"

  @Test func stepsBeforeTheCheckpointThatKeepsTheLimitAreFolded() async throws {
    let shell = await Self.session(steps: 600)
    let session = try #require(shell.session as? StoreSession<Counter>)
    #expect(session.history.foldedCount == 256)
    #expect(session.history.count == 600)
    #expect(session.history.applied.count == 344)
    #expect(session.history.checkpoints.map(\.stepCount) == [256, 512])
    let log = await shell.perform("log").output.split(separator: "\n").map(String.init)
    #expect(log.count == 1 + 344)
    #expect(log.first == "  " + Self.note)
    #expect(log[1] == "  257  0.000s  sent      .incrementButtonTapped")
    #expect(log.last == "  600  0.000s  sent      .incrementButtonTapped")
  }

  @Test func timeTravelGoesBackToTheCheckpointAtMost() async {
    let shell = await Self.session(steps: 600)
    #expect(
      await shell.outcome("goto 100")
        == .failure(
          """
          error: step 100 is gone: \(Self.note)
           --> input:1:6
          1 | goto 100
            |      ^
          """))
    #expect(
      await shell.outcome("undo 400")
        == .failure(
          """
          error: there are 344 steps to undo; \(Self.note)
           --> input:1:6
          1 | undo 400
            |      ^
          """))
    #expect(await shell.outcome("reset") == .failure("error: the start is gone: \(Self.note)"))
    #expect(await shell.perform("goto 300").output.hasPrefix("  at step 300 of 600, 0.000s"))
    #expect(await shell.perform("state count").output == "  count: 300")
    #expect(await shell.perform("goto 256").failed == false)
    #expect(await shell.perform("state count").output == "  count: 256")
    #expect(
      await shell.outcome("undo")
        == .failure("error: nothing to undo: \(Self.note)"))
    #expect(await shell.perform("goto 600").failed == false)
    #expect(await shell.perform("state count").output == "  count: 600")
  }

  @Test func noScriptOrTestCanStartWhereTheSessionStarted() async {
    let shell = await Self.session(steps: 600)
    #expect(
      await shell.outcome("save /nonexistent/never-written.replscript")
        == .failure("error: no script can start where the session started: \(Self.note)"))
    #expect(
      await shell.outcome("export test")
        == .failure("error: no test can start where the session started: \(Self.note)"))
    #expect(
      await shell.outcome("export html /nonexistent/never-written.html")
        == .failure("error: no handout can start where the session started: \(Self.note)"))
  }

  @Test func belowTheLimitNothingIsFolded() async throws {
    let shell = await Self.session(steps: 555)
    let session = try #require(shell.session as? StoreSession<Counter>)
    #expect(session.history.foldedCount == 0)
    #expect(await shell.perform("goto 1").failed == false)
    #expect(await shell.perform("state count").output == "  count: 1")
  }
}
