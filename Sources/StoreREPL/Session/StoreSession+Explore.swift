import Composable
import ValueDump

/// `explore [depth <n>] [for <duration>] [only|except <case>, …]`: searches the sequences of
/// actions (and moves of the clock to the next deadline) from where the session is, breadth first, for the shortest that
/// breaks an invariant, makes the engine report a failure, or leaves an effect running that
/// nothing can finish.
///
/// The search is an ``ExploreSearch`` that a ``StoreExploreDriver`` moves the session's store
/// for; it makes no step of the history. The command reports what it found and covered, puts
/// the session back where it was, and leaves a finding as the steps after it, undone, which
/// `goto` takes the session to.
extension StoreSession {
  /// `explore [depth <n>] [for <duration>] [only|except <case>, …]`, sending `actions`.
  ///
  /// A finding fails the command, as a test would: a script that explores fails with it. The
  /// steps left behind run on the session's store, as the user would run them, not on the one
  /// the search ran on, whose dependencies keep what they keep between branches; when the last
  /// step does not fail again, the command says so.
  func explore(
    depth limit: Int, for budget: Duration?, sending actions: ExploreActions, style: ShellStyle
  ) async -> CommandOutput {
    let start = position
    let (result, driver) = await search(
      depth: limit, for: budget, sending: actions, stateLimit: exploreStateLimit)
    var lines = report(result, of: driver, style: style)
    exploredRunning = nil
    exploredCrash = nil
    if let found = result.found {
      let sequence = found.moves.map(driver.command(of:))
      let failedAgain = await leaveAhead(sequence)
      if found.finding.kind == .effectRunning {
        exploredRunning = (
          start + sequence.count,
          found.finding.why.map { String($0.drop { $0 == " " }) }
        )
      }
      if !failedAgain, found.finding.kind != .effectRunning {
        lines.append(
          style.error(
            "  made again as steps, the last did not fail: the feature's dependencies keep "
              + "something between runs, or its effects run outside the virtual clock"))
      }
      lines.append(
        "  'goto \(start + sequence.count)' takes the session there; a new step drops it")
    }
    return CommandOutput(lines: lines, failed: result.found != nil)
  }

  func measureExplore(depth: Int, stateLimit: Int) async -> ExploreMeasure {
    ExploreMeasure(
      await search(depth: depth, for: nil, sending: ExploreActions(), stateLimit: stateLimit)
        .result)
  }

  func noteExploredCrash(_ line: String, afterStep step: Int) {
    exploredCrash = (step, line)
  }

  /// Searches from where the session is, `limit` moves deep at most, for `budget` of real time
  /// at most, then puts the session back there.
  private func search(
    depth limit: Int, for budget: Duration?, sending actions: ExploreActions, stateLimit: Int
  ) async -> (result: ExploreResult<ExploreFinding>, driver: StoreExploreDriver<R>) {
    let start = position
    var driver = StoreExploreDriver(session: self, budget: budget, sending: actions)
    var exploration = ExploreSearch<StoreExploreDriver<R>>(depth: limit, stateLimit: stateLimit)
    let result = await exploration.run(with: &driver)
    driver.finish()
    await rebuildHere(at: start)
    return (result, driver)
  }

  /// Makes `sequence` the steps after the session's position, undone: `goto` goes to them.
  /// They are made as steps of the session, quietly, not replayed: a replay would look for
  /// them in the history.
  ///
  /// - Returns: Whether the last step failed, as the search found it would.
  private func leaveAhead(_ sequence: [Command]) async -> Bool {
    let start = position
    var failed = false
    await running(in: .live) {
      for command in sequence {
        failed = await run(command, style: .plain).failed
      }
    }
    await rewind(to: start)
    scratch = StepScratch()
    return failed
  }

  /// Rebuilds the store right after step `start`, from its latest checkpoint.
  func rebuildHere(at start: Int) async {
    let checkpoint = history.checkpoints.last { $0.stepCount <= start } ?? history.start
    restoreStore(from: checkpoint)
    history.restart(at: checkpoint)
    await rewind(to: start)
    scratch = StepScratch()
    _ = failures.take()
    _ = printedChanges.takeLines()
  }

  /// What `explore` says: the sequence found and why it is a finding, or what it covered and
  /// the actions it tried.
  private func report(
    _ result: ExploreResult<ExploreFinding>, of driver: StoreExploreDriver<R>, style: ShellStyle
  ) -> [String] {
    guard let found = result.found else {
      let actions = driver.moves.map { String($0.command.arguments.dropFirst()) }
      let covered =
        "\(counted(result.sequencesTried, "sequence")) tried, "
        + "\(counted(result.statesVisited, "state")) visited"
      let shown = actions.prefix(12).joined(separator: ", ")
      let more = actions.count > 12 ? " and \(actions.count - 12) more" : ""
      let tried =
        ["  the actions tried: \(actions.isEmpty ? "" : "\(shown)\(more), and ")'advance next'"]
        + (driver.leftOutEffectActions
          ? ["  the actions no view sends were left out; 'explore only <case>' sends them"]
          : [])
      if let stopped = result.stopped {
        return [
          "  stopped at depth \(result.depth) (\(stopped)): nothing found; \(covered)"
        ] + tried
      }
      return ["  nothing found up to depth \(result.depth): \(covered)"] + tried
    }
    return ["  found in \(counted(found.moves.count, "step")):"]
      + found.moves.map { "    \(driver.command(of: $0).text)" }
      + found.finding.why.map { style.error($0) }
      + ["  (\(counted(result.sequencesTried, "sequence")) tried)"]
  }
}
