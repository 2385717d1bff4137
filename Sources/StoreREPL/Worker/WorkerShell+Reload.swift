import Foundation
import ValueDump

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WorkerShell {
  // MARK: - Replay

  /// How a replay went: the entries as the worker ran them, the first whose output differs from
  /// the one recorded (when compared), and why it stopped early, as lines to print.
  struct Replayed {
    var entries: [Entry] = []
    var difference: [String] = []
    var stop: [String] = []
  }

  /// Replays `entries` on the worker, quietly.
  ///
  /// - Parameter old: With a reload, the worker of the code before it: the first line whose
  ///   output differs is reported, with the state after it on both.
  func replay(_ entries: [Entry], comparingWith old: WorkerProcess? = nil) -> Replayed {
    var replayed = Replayed()
    position = 0
    for (index, entry) in entries.enumerated() {
      guard let worker else { break }
      guard let message = worker.request(WorkerMessage(["run", entry.replay])),
        let answer = Answer(message)
      else {
        replayed.stop =
          [
            style.error(
              "  replaying step \(position + 1) '\(entry.replay)' crashed the feature's code\(describe(worker.ending)):"
            )
          ] + crashMessage(worker.takeErrorOutput()).map { style.error("    " + $0) }
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
      prompt = answer.prompt
      if answer.failed, !entry.failed, answer.position == position, answer.replay.isEmpty {
        // NB: A step whose action no longer parses makes no step: the replay ends there.
        replayed.stop = [
          "  step \(position + 1) no longer runs: '\(entry.replay)'", answer.output.indented(by: 2),
          "  the replay stopped there: the session is at step \(position)",
        ]
        return replayed
      }
      position = answer.position
      let now = Entry(
        replay: answer.replay.isEmpty ? entry.replay : answer.replay, output: answer.output,
        failed: answer.failed, position: answer.position, outside: answer.outside)
      if let old, replayed.difference.isEmpty,
        now.output != entry.output || now.failed != entry.failed
      {
        replayed.difference = difference(
          before: entry, now: now, old: old, later: entries[(index + 1)...],
          outsideBefore: index > 0 && entries[index - 1].outside)
      }
      replayed.entries.append(now)
    }
    return replayed
  }

  // MARK: - Reload

  /// With `--watch`, before each prompt: reloads when a file changed since the running code was
  /// compiled.
  func reloadIfChanged() -> (command: String, output: Shell.LineOutput)? {
    guard watches, FileWatcher.stamps(of: launch.files) != loadedStamps else { return nil }
    let prompt = self.prompt
    // NB: Before the compiler's output, which goes to standard error as it compiles.
    print("  \(listed(launch.files)) changed: reloading (--watch)")
    let output = reload()
    // NB: A recording shows the reload as the command a lesson runs.
    recording?.note("reload", prompt: prompt, output: output.lines)
    return ("reload", output)
  }

  /// The feature files' contents now, for a recording's edits.
  func fileContents() -> [Data] {
    launch.files.map { FileManager.default.contents(atPath: $0) ?? Data() }
  }

  /// `reload`: compiles the files as they are now, replays the session on the new code and says
  /// where it behaves differently. A compile error keeps the old code and the session.
  func reload() -> Shell.LineOutput {
    let files = listed(launch.files)
    guard let old = worker else {
      return Shell.LineOutput(
        lines: [style.error("  no feature is running to reload")], failed: true)
    }
    let started: Started
    // NB: Stamped and read before compiling: a save during the compile reloads again.
    loadedStamps = FileWatcher.stamps(of: launch.files)
    let contents = fileContents()
    switch startWorker(reloading: true) {
    case let .failure(error):
      // NB: What the compiler said went to standard error.
      let message = String(Substring(error.message).trimmingTrailingWhitespace())
      return Shell.LineOutput(
        lines: (message.isEmpty ? [] : [message])
          + [style.error("  the session goes on with the code it had")],
        failed: true)
    case let .success(success):
      started = success
    }
    recording?.noteEdits(contents, prompt: prompt)
    worker = started.worker
    prompt = started.prompt
    let replayed = replay(entries, comparingWith: old)
    old.stop()
    let complete = replayed.stop.isEmpty && replayed.entries.count == entries.count
    entries = replayed.entries
    journal?.replace(with: entries.map(\.replay)).map(warn)
    if replayed.difference.isEmpty, complete {
      guard !entries.isEmpty else {
        return Shell.LineOutput(lines: ["  reloaded \(files)"] + landing())
      }
      let steps = entries.count == 1 ? "step replays" : "\(entries.count) steps replay"
      return Shell.LineOutput(
        lines: ["  reloaded \(files): the session's \(steps) the same"] + landing())
    }
    var lines = ["  reloaded \(files) and replayed the session on it"]
    lines += replayed.difference
    lines += replayed.stop
    if replayed.stop.isEmpty {
      lines.append("  the session is at step \(position), on the new code")
    }
    return Shell.LineOutput(lines: lines + landing(), failed: !replayed.stop.isEmpty)
  }

  /// The state the session is at, as `state` prints it, under a heading: what a reload or a
  /// resume lands on. Nothing when the worker cannot say.
  func landing() -> [String] {
    guard let worker,
      let message = worker.request(WorkerMessage(["run", "state", String(width.current)])),
      let answer = Answer(message), !answer.failed, !answer.output.isEmpty
    else { return [] }
    return ["  the state at step \(position):", answer.output]
  }

  /// The report of the first step that behaves differently: what it printed before and now, and
  /// the state after it before and now.
  ///
  /// - Parameters:
  ///   - old: The worker of the old code, at the end of the session: it goes back to the step to
  ///     show its state, unless a later step replaced it (`later`).
  ///   - outsideBefore: Whether effects outside the clock were in flight before the step.
  func difference(
    before: Entry, now: Entry, old: WorkerProcess, later: ArraySlice<Entry>, outsideBefore: Bool
  ) -> [String] {
    var lines = ["  step \(now.position) '\(now.replay)' behaves differently:"]
    // NB: The states after the step, on the old code (which goes back to it, unless a later step
    // replaced it) and on the new.
    var states: (old: String, new: String)?
    let intact = later.allSatisfy { $0.position >= before.position } && before.position > 0
    if intact, old.request(WorkerMessage(["run", "goto \(before.position)"])) != nil,
      let oldState = old.request(WorkerMessage(["run", "state"])).flatMap(Answer.init),
      let newState = worker?.request(WorkerMessage(["run", "state"])).flatMap(Answer.init)
    {
      states = (oldState.output, newState.output)
    }
    if let states, states.old != states.new {
      lines.append("    the state after it (before: −, now: +):")
      lines += markedLineDiff(states.old, states.new).map { "    " + $0 }
    }
    let oldEvents = Self.eventLines(before.output)
    let newEvents = Self.eventLines(now.output)
    if states == nil {
      lines.append("    what it printed (before: −, now: +):")
      lines += markedLineDiff(before.output, now.output).map { "    " + $0 }
    } else if oldEvents != newEvents {
      lines.append("    what its effects did (before: −, now: +):")
      lines += markedLineDiff(oldEvents, newEvents).map { "    " + $0 }
    }
    if outsideBefore || before.outside || now.outside {
      lines.append(
        style.error(
          "    effects waiting outside the virtual clock were in flight: what they fed back depends on real time, not only on the code"
        ))
    }
    return lines
  }

  /// The lines of a command's output that are not part of a state diff: effects started,
  /// finished, cancelled, actions received, failures.
  static func eventLines(_ output: String) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      var text = line[...]
      // NB: Colours first: `ESC[…m`.
      while text.first == "\u{1B}", let end = text.firstIndex(of: "m") {
        text = text[text.index(after: end)...]
      }
      guard let first = text.first else { return true }
      return !(["\u{2007}", "\u{2212}", "+"].contains(first) && text.dropFirst().first == " ")
    }.joined(separator: "\n")
  }
}
