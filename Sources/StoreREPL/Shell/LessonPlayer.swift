import ValueDump

/// Plays a lesson transcript in front of a class: the lesson's next command waits, shown above
/// the prompt; Enter on an empty line runs it, Up brings it to the prompt to edit first, and the
/// output is compared with the lesson's. The presenter may type their own commands in between;
/// `next` shows what the next command should print, `skip` passes it over, `where` says how far
/// the lesson is, `back` goes back one command, `restart` to the start, `lesson <n>` to command
/// `n`, and `help` lists these with the shell's commands.
///
/// A lesson's comments (`# …`) mean what ``LessonComment`` says, as they do to `--check`:
/// narration is shown as it comes, each run of lines one paragraph folded to the width, without
/// an Enter of its own; `# pause` waits for Enter; `# edit` lines are run by the shell, which makes
/// the edit, as a check does; `# note:` lines go only to the presenter's notes (`--notes`), with
/// the next command and what it prints, so that the projector shows only what the class reads.
/// Steps count the lesson's commands only, and moving to a step shows the narration before it and
/// puts the lesson's files back as they were there. When the presenter travels back in time
/// (`undo`, `goto`), the lesson goes back with the session, to the first of its commands that the
/// move undid.
///
/// libedit's readline emulation cannot start a line with text already typed, so the waiting
/// command is offered through the history instead (Up), and an empty line runs it.
package final class LessonPlayer {
  let shell: Shell
  let reader: any LineReader
  /// The lesson's commands and what each printed when the lesson was recorded.
  let parts: [Transcript.Exchange]
  let name: String
  /// Where the presenter's notes go (`--notes`): nil when they are not kept.
  let notes: LessonNotes?
  /// The part the lesson is at: narration to show, a pause or a command to run.
  private(set) var next = 0
  /// The session's position after each of the lesson's commands that has run, by part.
  private var positionAfter: [Int: Int] = [:]
  /// How many of the lesson's commands printed something else than the lesson, and the last.
  private var differences: (count: Int, last: String?) = (0, nil)
  /// The part whose notes were written last.
  private var notedPart: Int?
  /// The `# edit` the class was shown and that waits for Enter to be made.
  private var shownEdit: Int?

  /// Creates a player.
  ///
  /// - Parameters:
  ///   - transcript: The lesson.
  ///   - name: What to call the lesson in messages (its file name).
  ///   - shell: A shell with the lesson's feature loaded: in this process, or in front of a
  ///     worker on the lesson's files.
  ///   - reader: Where the presenter's lines come from.
  ///   - notes: Where the presenter's notes go, if anywhere.
  package init(
    transcript: Transcript, name: String, shell: Shell, reader: any LineReader,
    notes: LessonNotes? = nil
  ) {
    self.shell = shell
    self.reader = reader
    self.name = name
    self.notes = notes
    self.parts = transcript.exchanges
  }

  /// What the presenter can type besides the shell's commands, for `help` and the opening line.
  static let commands: [(usage: String, summary: String)] = [
    ("Enter", "runs the next command (Up brings it to the prompt to edit first)"),
    ("next", "shows the next command and what the lesson shows it print"),
    ("skip", "passes over the next command"),
    ("back", "goes back one command"),
    ("restart", "goes back to the lesson's start"),
    ("lesson <n>", "goes to the lesson's command n"),
    ("where", "says how far the lesson is"),
  ]

  /// Runs the lesson until the presenter quits or the input ends.
  ///
  /// - Returns: 0 when every lesson command printed what the lesson expects, else 1.
  package func run() async -> Int32 {
    // Presented at a terminal, an output never scrolls past the screen.
    if reader.echoesInput { shell.screenRows = { Terminal.rows(of: 1) } }
    shell.print(
      "Lesson \(name): \(counted(commandIndices.count, "command")). Enter on an empty line runs the next "
        + "one; 'next' shows what it prints, 'skip' passes it, 'back', 'restart' and "
        + "'lesson <n>' move, 'where' says how far you are, 'help' lists them.")
    while true {
      await narrate()
      writeNotes()
      let prompt = shell.prompt
      let waiting = next < parts.count ? parts[next].command : ""
      let editor = reader as? EditLineReader
      if let editor, !waiting.isEmpty {
        let hint: String?
        if shownEdit == next {
          hint = "  (Enter makes the edit)"
        } else if Command.isComment(waiting) {
          hint = "  (Enter goes on)"
        } else {
          editor.offer(waiting)
          // With notes on another screen, the class does not read the next command ahead.
          hint = notes == nil ? "  next: \(waiting)   (Enter runs it, Up edits it)" : nil
        }
        if let hint {
          shell.print(shell.style.hint(hint))
          editor.screenHeader = shell.style.hint(hint)
        }
      }
      defer { editor?.screenHeader = nil }
      let line: String?
      do {
        line = try reader.readLine(prompt: prompt)
      } catch {
        continue
      }
      guard var line else { break }
      if line.isEmpty, !waiting.isEmpty {
        line = waiting
        // On a terminal the prompt line stays empty: say which command Enter ran (a pause runs
        // none).
        if reader.echoesInput, !Command.isComment(waiting) {
          shell.print(shell.style.hint("  ▸ \(waiting)"))
        }
      }
      if !reader.echoesInput { shell.print(prompt + line) }
      if await runLessonCommand(line.trimmedCommandLine) { continue }
      let trimmed = line.trimmedCommandLine
      if shownEdit == next, trimmed == waiting {
        // Enter makes the edit the class was shown.
        await makeEdit(at: next)
        next += 1
        continue
      }
      let output = await shell.step(line, prompt: prompt)
      if output.quits { break }
      if next < parts.count, Command.isComment(parts[next].command), trimmed == parts[next].command
      {
        // Enter went on from a pause.
        next += 1
        continue
      }
      guard let index = nextCommand, trimmed == parts[index].command else {
        // Only time travel the presenter typed moves the lesson; an aside stays where it is.
        if let name = Command.name(of: trimmed), [.undo, .goto, .reset].contains(name) {
          await followTimeTravel()
        }
        continue
      }
      next = index
      let position = shell.backend.position
      // A lesson's own `undo` or `goto` takes back the steps of its commands before it: typed
      // time travel can no longer undo them.
      for (earlier, after) in positionAfter where after > position { positionAfter[earlier] = nil }
      positionAfter[index] = position
      compare(output, with: parts[index])
      next += 1
      if nextCommand == nil {
        await narrate()
        shell.print("  That was the lesson's last command.")
      }
    }
    if differences.count > 0, reader.echoesInput {
      shell.print("  " + exitReason)
    }
    notes?.write(["the lesson ended"])
    return differences.count > 0 ? 1 : 0
  }

  /// Why the lesson ends with status 1, as a plain session says why it does.
  var exitReason: String {
    let last = differences.last ?? ""
    return "exit status 1: "
      + (differences.count == 1
        ? "a command printed something else than the lesson ('\(last)')"
        : "\(differences.count) commands printed something else than the lesson, the last "
          + "'\(last)'")
  }

  /// Runs `line` when it is one of the lesson's own commands (`where`, `back`, …).
  ///
  /// - Returns: Whether it was one.
  private func runLessonCommand(_ line: String) async -> Bool {
    switch line {
    case "":
      break
    case "where":
      shell.print(progress)
    case "restart":
      await go(to: 0)
    case "back":
      guard stepsRun > 0 else {
        shell.print("  the lesson is at its start")
        return true
      }
      await go(to: start(ofStep: stepsRun - 1))
    case _ where line.hasPrefix("lesson "):
      let number = Int(line.dropFirst("lesson ".count).trimmedArgument(offset: 0).text)
      guard let number, (1...commandIndices.count).contains(number) else {
        shell.print(
          shell.style.error(
            "  expected a lesson step from 1 to \(commandIndices.count), as in 'lesson 3'"))
        return true
      }
      await go(to: start(ofStep: number - 1))
    case "next":
      shell.print(
        nextCommand.map { index in
          (["  next: \(parts[index].command)", "  the lesson shows:"]
            + parts[index].output.map { "  │ " + $0 }).joined(separator: "\n")
        } ?? "  the lesson is over")
    case "skip":
      if let index = nextCommand {
        shell.print("  skipped: \(parts[index].command)")
        // The command is passed over, not the edits before it: the files stay as the lesson
        // has them.
        for part in next..<index where isEdit(part) { await makeEdit(at: part) }
        next = index + 1
      } else {
        shell.print("  the lesson is over")
      }
    case "help":
      let rows = LineWrapping.table(Self.commands, indent: 4, width: shell.width.current)
      let help = await shell.execute(.help)
      shell.print(
        (["  In a lesson:"] + rows + ["  The shell's commands:"] + help.lines)
          .joined(separator: "\n"))
    default:
      return false
    }
    return true
  }

  /// Compares what a lesson command printed now with what the lesson shows, and shows the
  /// difference.
  private func compare(_ output: LineOutput, with part: Transcript.Exchange) {
    // A lesson is recorded piped, folded at that width, whatever the terminal's now.
    // A lesson is recorded in the full layout, whatever layout it is played in.
    let actual = OutputWidth.piped.fit(
      output.linesInFullLayout.map(ShellStyle.unstyled), sourceLine: output.sourceLine
    )
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard actual != part.output, !(actual == [""] && part.output.isEmpty) else { return }
    differences = (differences.count + 1, part.command)
    shell.print(
      "  (this differs from the lesson; 'next' before running a command shows what it expects)")
    shell.print(Self.mismatch(expected: part.output, actual: actual).joined(separator: "\n"))
  }

  /// What the lesson shows (`−`) against what the command printed now (`+`), the lines around
  /// each change kept for context.
  static func mismatch(expected: [String], actual: [String]) -> [String] {
    ["  the lesson shows (−), and now (+):"]
      + changedLines(
        expected.joined(separator: "\n"), actual.joined(separator: "\n"), context: 1,
        marks: ("  \u{2212} ", "  + ", "    "))
  }

  /// The indices of the lesson's commands that run something: not its comments.
  private var commandIndices: [Int] {
    parts.indices.filter { !Command.isComment(parts[$0].command) }
  }

  /// The index of the next command to run, nil when the lesson is over.
  private var nextCommand: Int? {
    commandIndices.first { $0 >= next }
  }

  /// How many of the lesson's commands come before where it is.
  private var stepsRun: Int {
    commandIndices.count { $0 < next }
  }

  /// Where lesson step `step` (from 0) starts: after the command before it, so that its
  /// narration is shown.
  private func start(ofStep step: Int) -> Int {
    step == 0 ? 0 : commandIndices[step - 1] + 1
  }

  /// After a command of the presenter's: when it took the session back before lesson commands
  /// that ran, the lesson goes back to the first of them.
  private func followTimeTravel() async {
    let position = shell.backend.position
    guard
      let undone = commandIndices.first(where: {
        $0 < next && (positionAfter[$0] ?? 0) > position
      })
    else { return }
    for index in commandIndices where index >= undone { positionAfter[index] = nil }
    next = start(ofStep: commandIndices.count { $0 < undone })
    shownEdit = nil
    shell.print(progress)
  }

  /// Shows what comes before the next command or `# pause`: narration, a paragraph to each run
  /// of lines, folded once to the width; and makes the edits, which the shell runs as a check
  /// runs them.
  private func narrate() async {
    var paragraph: [String] = []
    func showParagraph() {
      guard !paragraph.isEmpty else { return }
      let folded = LineWrapping.fold(
        Substring("  " + paragraph.joined(separator: " ")), width: shell.width.current,
        hangingIndent: 2)
      shell.print(folded.map { shell.style.narration($0) }.joined(separator: "\n"))
      paragraph = []
    }
    defer { showParagraph() }
    while next < parts.count, Command.isComment(parts[next].command) {
      switch LessonComment(parts[next].command) ?? .narration("") {
      case .pause:
        return
      case let .narration(text):
        if text.isEmpty { showParagraph() } else { paragraph.append(text) }
        shell.noteNarration(text)
      case .note:
        break
      case let .edit(file, copy, _):
        showParagraph()
        // On files, the class sees what the edit changes, and Enter makes it.
        if shownEdit != next, let diff = shell.backend.files?.editDiff(file, asIn: copy),
          !diff.isEmpty
        {
          shell.print(
            diff.lines(
              style: shell.style, width: shell.width.current,
              rows: shell.screenRows().map { $0 - 4 }
            ).joined(separator: "\n"))
          shownEdit = next
          return
        }
        await makeEdit(at: next)
      }
      next += 1
    }
  }

  /// Whether part `index` is an `# edit`.
  private func isEdit(_ index: Int) -> Bool {
    if case .edit = LessonComment(parts[index].command) { true } else { false }
  }

  /// Makes the `# edit` of part `index`, which the shell runs as a check runs it, and says so.
  private func makeEdit(at index: Int) async {
    guard case let .edit(file, _, summary) = LessonComment(parts[index].command) else { return }
    shownEdit = nil
    let output = await shell.execute(parts[index].command)
    shell.print(
      output.failed
        ? output.lines.joined(separator: "\n")
        : shell.style.narration("  edited \(file)" + (summary.isEmpty ? "" : ": \(summary)")))
    shell.noteNarration(
      "edited \(file)" + (summary.isEmpty ? "" : ": \(summary)"), paragraph: true)
  }

  /// Writes the presenter's notes for what the lesson waits for, once for each: the next
  /// command, the teacher's notes before it and what the lesson shows it print.
  private func writeNotes() {
    guard let notes, notedPart != next else { return }
    notedPart = next
    guard let index = nextCommand else {
      let count = commandIndices.count
      notes.write(["the lesson is over: \(counted(count, "command")) run"])
      return
    }
    let first = commandIndices.last { $0 < index }.map { $0 + 1 } ?? 0
    var lines = ["lesson step \(stepsRun + 1) of \(commandIndices.count)"]
    if next < parts.count, LessonComment(parts[next].command) == .pause {
      lines.append("pause: Enter goes on")
    }
    if shownEdit == next, case let .edit(file, _, _) = LessonComment(parts[next].command) {
      lines.append("edit of \(file) shown: Enter makes it")
    }
    for part in parts[first..<index] {
      if case let .note(text) = LessonComment(part.command) { lines.append("note: " + text) }
    }
    lines.append("next: " + parts[index].command)
    lines.append("it prints:")
    lines += parts[index].output.map { "  " + $0 }
    notes.write(lines)
    if notes.hasNewFailure, let failure = notes.failure {
      notes.hasNewFailure = false
      shell.print(shell.style.error("  warning: " + failure + "; the lesson goes on without them"))
    }
  }

  /// Puts the session and the lesson right before lesson step `index` (from 0): the session goes
  /// back to its start, the lesson's files as they were at its start, and the lesson's commands
  /// and edits before it run again, quietly.
  private func go(to index: Int) async {
    let reset = await shell.execute(.reset)
    guard !reset.failed else {
      shell.print(reset.lines.joined(separator: "\n"))
      return
    }
    if let failed = await shell.backend.files?.undoEdits() {
      shell.print(failed.lines.joined(separator: "\n"))
      return
    }
    positionAfter = [:]
    shownEdit = nil
    for earlier in parts.indices where earlier < index {
      let line = parts[earlier].command
      if Command.isComment(line) {
        guard case .edit = LessonComment(line) else { continue }
        _ = await shell.execute(line)
      } else {
        _ = await shell.execute(line)
        positionAfter[earlier] = shell.backend.position
      }
    }
    next = index
    shell.print(progress)
  }

  /// Where the lesson is: `lesson step 3 of 13; next: advance 1s`.
  var progress: String {
    let count = commandIndices.count
    return nextCommand.map { index in
      "  lesson step \(stepsRun + 1) of \(count); next: \(parts[index].command)"
    } ?? "  the lesson is over: \(count) of \(count) commands run"
  }
}
