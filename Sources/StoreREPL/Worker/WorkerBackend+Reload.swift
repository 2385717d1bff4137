import Foundation
import ValueDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WorkerBackend {
  // MARK: - Replay

  /// How a replay went: the entries as the worker ran them, kept as the session keeps its
  /// steps, the first whose output differs from the one recorded (when compared), and why it
  /// stopped early, as lines to print.
  struct Replayed {
    var entries: StepLog
    var difference: [String] = []
    var stop: [String] = []
  }

  /// What a replay compares each step it replays with.
  enum Comparison {
    /// Nothing: the steps are only run again.
    case none
    /// What the step did when it was made: a recovery, on the same code, names the first step
    /// that did something else.
    case record
    /// The worker of the code before a reload: the first step that behaves differently is
    /// reported with the state after it on both.
    case code(WorkerProcess)
  }

  /// Makes the replayed steps the session's and the journal's. Steps the replay could not run
  /// are not thrown away: every step the session had is written to a script beside the
  /// journal, which `--script` runs again.
  ///
  /// - Parameter keeping: Whether to write the copy; a resume keeps the journal as it was
  ///   instead (`<journal>.bak`).
  /// - Returns: What to say of the copy, when steps were dropped.
  func adopt(_ replayed: Replayed, keeping: Bool = true) -> [String] {
    let all = steps
    steps = replayed.entries
    trimOutputs()
    journal?.replace(with: steps.lines.map { ($0.replay.text, $0.isRecorded ? $0.digest : nil) })
      .map(warn)
    guard keeping, steps.count < all.count else { return [] }
    let dropped = all.count - steps.count
    let folder = journal.map {
      String($0.path.split(separator: "/").dropLast().joined(separator: "/"))
    }
    let name = "\(feature ?? "session")-\(getpid())-\(Int(Date().timeIntervalSince1970)).replscript"
    let path = (folder.map { "/" + $0 } ?? FileManager.default.currentDirectoryPath) + "/" + name
    let script = Script(feature: feature ?? "", commands: all.lines.map(\.replay.text))
    do throws(FileWriteError) {
      try AtomicFile.write(script.text, to: path)
    } catch {
      return [
        style.error(
          "  \(counted(dropped, "step")) could not be replayed, and no copy of them could be written: \(error.message)"
        )
      ]
    }
    let command = (["store-repl"] + launch.naming + ["--script", path]).joined(separator: " ")
    return [
      "  \(counted(dropped, "step")) could not be replayed; all \(counted(all.count, "step")) of the session are kept in \(path): '\(command)' runs them again (take out the step that fails first)"
    ]
  }

  /// Every how many steps a long replay says how far it is.
  static var replayProgressEvery: Int { 1_000 }

  /// The entries, by index, of the timeline the session has after all of `entries`: the steps
  /// it keeps, and the moves that landed on them. A step that `undo`, `goto` or `reset` went
  /// back over and a later step then replaced is of a timeline the session no longer has, and
  /// so is a move that landed on it.
  static func currentTimeline(of entries: some Sequence<Entry>) -> (entries: Set<Int>, steps: Int) {
    // NB: Where each entry left the session: the step it made, or the one a move landed on.
    var positions: [(position: Int, isStep: Bool)] = []
    var position = 0
    for entry in entries {
      let recorded = entry.isResumed ? nil : entry.position
      let isStep = entry.replay.name.isStep
      switch entry.replay.request {
      case let .session(.undo(count, _)):
        position = recorded ?? Swift.max(0, position - count)
      case let .session(.goto(target, _)):
        position = recorded ?? target
      case .session(.reset), .load:
        position = 0
      default:
        position = recorded ?? (isStep ? position + 1 : position)
      }
      positions.append((position, isStep))
    }
    // An entry is on the timeline when no later step was made at its position or before it.
    var kept = Set<Int>()
    var steps = 0
    var earliestLaterStep = Int.max
    for (index, entry) in positions.enumerated().reversed() {
      if entry.position < earliestLaterStep {
        kept.insert(index)
        if entry.isStep { steps += 1 }
      }
      if entry.isStep { earliestLaterStep = Swift.min(earliestLaterStep, entry.position) }
    }
    return (kept, steps)
  }

  /// Replays `entries` on the worker, quietly, comparing each step the session keeps as
  /// `comparison` says. The lines are walked, not read into memory at once: the replay holds
  /// no more of them than the session keeps (see ``StepLog``).
  func replay(_ entries: StepLog, comparing comparison: Comparison = .none) -> Replayed {
    var replayed = Replayed(entries: StepLog(keeping: historyLimit))
    let kept = Self.currentTimeline(of: entries.lines).entries
    position = 0
    // NB: A long replay says how far it is, on the terminal's standard error only: piped
    // output is a transcript.
    let showsProgress = entries.count >= Self.replayProgressEvery && Terminal.isTerminal(2)
    defer { if showsProgress { writeError("\r\u{1B}[K") } }
    var previous: Entry?
    for (index, entry) in entries.lines.enumerated() {
      defer { previous = entry }
      if showsProgress, index % Self.replayProgressEvery == 0 {
        writeError("\r  replaying: step \(index + 1) of \(entries.count)\u{1B}[K")
      }
      guard let worker else { break }
      guard
        let run = request(
          entry.replay, width: width, on: worker, replaying: true, waited: entry.waited)
      else {
        let what =
          switch worker.ending {
          case let .timedOut(limit)?:
            "did not finish within \(DurationLiteral.format(limit)), so the shell ended the feature's code"
          case .protocolFault?:
            "ended the feature's code\(describe(worker.ending))"
          default:
            "crashed the feature's code\(describe(worker.ending))"
          }
        replayed.stop =
          [style.error("  replaying step \(position + 1) '\(entry.replay.text)' \(what):")]
          + crashMessage(of: worker).map { style.error("    " + $0) }
        // NB: The steps before it replayed; a worker that replays them again is where they left.
        switch startWorker() {
        case let .success(started):
          self.worker = started.worker
          prompt = started.prompt
          let again = replay(replayed.entries)
          replayed.entries = again.entries
          replayed.stop += again.stop
          replayed.stop.append("  the replay stopped before it: the session is at step \(position)")
        case let .failure(error):
          self.worker = nil
          replayed.stop.append("  and the feature could not start again:")
          replayed.stop.append(
            String(Substring(error.message).trimmingTrailingWhitespace()).indented(by: 4))
        }
        return replayed
      }
      _ = worker.takeErrorOutput()
      prompt = run.prompt
      if run.output.isRejected, !entry.failed {
        // NB: A step whose action no longer parses makes no step: the replay ends there.
        replayed.stop = [
          "  step \(position + 1) no longer runs: '\(entry.replay.text)'",
          run.output.lines.joined(separator: "\n").indented(by: 2),
          "  the replay stopped there: the session is at step \(position)",
        ]
        return replayed
      }
      position = run.position
      let now = Entry(replay: run.replay?.first ?? entry.replay, run: run, waited: entry.waited)
      if replayed.difference.isEmpty, kept.contains(index), !entry.isDone(alikeBy: now) {
        let outsideBefore = previous?.waitsOutsideTheClock == true
        switch comparison {
        case .none:
          break
        case .record:
          replayed.difference =
            [
              "  step \(now.position) '\(now.replay.text)' did something else when it was replayed: it reads something the session does not replay (the time, a random number, a file, the network)"
            ]
            + difference(before: entry, now: now, old: nil, later: [], outsideBefore: outsideBefore)
        case let .code(old):
          replayed.difference =
            ["  step \(now.position) '\(now.replay.text)' behaves differently:"]
            + difference(
              before: entry, now: now, old: old, later: entries.lines.dropFirst(index + 1),
              outsideBefore: outsideBefore)
        }
      }
      replayed.entries.append(now)
      if replayed.entries.count.isMultiple(of: Self.outputsKept) {
        trimOutputs(of: replayed.entries)
      }
    }
    return replayed
  }

  // MARK: - Reload

  /// With `--watch`, before each prompt: reloads when a file changed since the running code was
  /// compiled, as `reload` would.
  func changesWhileIdle() async -> (command: String, output: LineOutput)? {
    guard watches, FileWatcher.stamps(of: launch.files) != loadedStamps else { return nil }
    // NB: Before the compiler's output, which goes to standard error as it compiles.
    notify("  \(listed(launch.files)) changed: reloading (--watch)")
    return ("reload", reload())
  }

  /// `reload`: compiles the files as they are now, replays the session on the new code and says
  /// where it behaves differently. A compile error keeps the old code and the session.
  func reload() -> LineOutput {
    let files = listed(launch.files)
    let old = worker
    let started: Started
    // NB: Stamped and read before compiling: a save during the compile reloads again.
    loadedStamps = FileWatcher.stamps(of: launch.files)
    let contents = fileContents()
    switch startWorker(reloading: true) {
    case let .failure(error):
      // NB: What the compiler said went to standard error.
      let message = String(Substring(error.message).trimmingTrailingWhitespace())
      return LineOutput(
        lines: (message.isEmpty ? [] : [message])
          + [style.error("  the session goes on with the code it had")],
        failed: true)
    case let .success(success):
      started = success
    }
    worker = started.worker
    prompt = started.prompt
    ranContents = contents
    lastCode = nil
    let replayed = replay(steps, comparing: old.map(Comparison.code) ?? .none)
    old?.stop()
    let complete = replayed.stop.isEmpty && replayed.entries.count == steps.count
    let kept = adopt(replayed)
    var output = LineOutput(failed: !replayed.stop.isEmpty)
    output.compiledFiles = contents
    if replayed.difference.isEmpty, complete {
      let count = Self.currentTimeline(of: steps.lines).steps
      let steps = count == 1 ? "step replays" : "\(count) steps replay"
      output.lines =
        [
          count == 0
            ? "  reloaded \(files)" : "  reloaded \(files): the session's \(steps) the same"
        ]
        + landing()
      return output
    }
    output.lines = ["  reloaded \(files) and replayed the session on it"]
    output.lines += replayed.difference
    output.lines += replayed.stop + kept
    if replayed.stop.isEmpty {
      output.lines.append("  the session is at step \(position), on the new code")
    }
    output.lines += landing()
    return output
  }

  /// The state the session is at, as `state` prints it, under a heading: what a reload or a
  /// resume lands on. Nothing when the worker cannot say.
  func landing() -> [String] {
    guard let worker, let run = request(.state, width: width, on: worker), !run.output.failed,
      !run.output.lines.isEmpty
    else { return [] }
    return ["  the state at step \(position):"] + run.output.lines
  }

  /// How a replayed step differs from what it did before: the state after it before and now,
  /// and what its effects did, or, when the old state cannot be had, what it printed.
  ///
  /// - Parameters:
  ///   - old: The worker of the old code, at the end of the session: it goes back to the step to
  ///     show its state, unless a later step replaced it (`later`); nil when there is none.
  ///   - outsideBefore: Whether effects outside the clock were in flight before the step.
  func difference(
    before: Entry, now: Entry, old: WorkerProcess?, later: some Sequence<Entry>,
    outsideBefore: Bool
  ) -> [String] {
    var lines: [String] = []
    // NB: Where the step left the session on the old code (which goes back to it, unless a
    // later step replaced it) and on the new.
    var snapshots: (old: SessionSnapshot, new: SessionSnapshot)?
    let intact = later.allSatisfy { $0.position >= before.position } && before.position > 0
    if intact, let old, request(.goto(before.position), width: width, on: old) != nil,
      case let .snapshot(then?)? = old.request(.snapshot),
      case let .snapshot(now?)? = worker?.request(.snapshot)
    {
      snapshots = (then, now)
    }
    if let snapshots, snapshots.old.state != snapshots.new.state,
      let states = printed(.state, width: width, on: old)
    {
      lines.append("    the state after it (before: −, now: +):")
      lines += markedLineDiff(states.old, states.new).map { "    " + $0 }
    }
    let nowOutput = now.output ?? LineOutput()
    if let output = before.output {
      if snapshots == nil {
        lines.append("    what it printed (before: −, now: +):")
        lines += markedLineDiff(
          output.lines.joined(separator: "\n"), nowOutput.lines.joined(separator: "\n")
        ).map { "    " + $0 }
      } else if output.events != nowOutput.events {
        lines.append("    what its effects did (before: −, now: +):")
        lines += markedLineDiff(
          output.events.joined(separator: "\n"), nowOutput.events.joined(separator: "\n")
        ).map { "    " + $0 }
      }
    } else if snapshots == nil {
      // NB: A step older than the outputs kept: what it did before is known by its digest.
      lines.append("    what it prints now:")
      lines += nowOutput.lines.map { "    " + $0 }
    }
    // NB: The same state, and effects that did the same, after a line that differs: the
    // effects in flight (after a `goto`) differ, and say how.
    if lines.isEmpty, let snapshots,
      snapshots.old.effects != snapshots.new.effects || snapshots.old.now != snapshots.new.now,
      let effects = printed(.effects, width: width - 6, on: old)
    {
      lines.append("    the effects in flight after it (before: −, now: +):")
      lines += markedLineDiff(effects.old, effects.new).map { "    " + $0 }
    }
    if outsideBefore || before.waitsOutsideTheClock || now.waitsOutsideTheClock {
      lines.append(
        style.error(
          "    effects waiting outside the virtual clock were in flight: what they fed back depends on real time, not only on the code"
        ))
    }
    return lines
  }

  /// What `command` prints on the old code's worker and on the new one's, each where it is: how
  /// a difference their snapshots show is shown.
  private func printed(
    _ command: Command, width: Int, on old: WorkerProcess?
  ) -> (old: String, new: String)? {
    guard let old, let before = request(command, width: width, on: old),
      let now = worker.flatMap({ request(command, width: width, on: $0) })
    else { return nil }
    return (
      before.output.lines.joined(separator: "\n"), now.output.lines.joined(separator: "\n")
    )
  }
}

extension LineOutput {
  /// What a journal written before digests were made of values (``StepRecord/digest``) keeps
  /// after each step: 64-bit FNV-1a of what the lines show, without their styles and their
  /// spaces, and whether they failed. A resume accepts it too, so that such a journal resumes
  /// without its steps being said to differ.
  var printedDigest: UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    for line in lines {
      var inStyle = false
      for scalar in line.unicodeScalars {
        if inStyle {
          // NB: A style sequence (ESC [ … m) ends with a letter.
          if ("@"..."~").contains(scalar), scalar != "[" { inStyle = false }
          continue
        }
        if scalar == "\u{1B}" {
          inStyle = true
          continue
        }
        guard !scalar.properties.isWhitespace else { continue }
        for byte in String(scalar).utf8 { add(byte) }
      }
    }
    add(failed ? 1 : 0)
    return hash
  }
}
