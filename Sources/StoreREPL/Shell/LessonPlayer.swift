/// Plays a lesson transcript in front of a class: the lesson's next command waits, shown above
/// the prompt; Enter on an empty line runs it, Up brings it to the prompt to edit first, and the
/// output is compared with the lesson's. The presenter may type their own commands in between;
/// `next` shows what the next command should print, `skip` passes it over, `where` says how far
/// the lesson is, `back` goes back one command, `restart` to the start, `lesson <n>` to command
/// `n`.
///
/// A lesson's comments (`# …`) are its narration: they are shown as they come, set apart from
/// commands, without an Enter of their own; a comment that is just `# pause` waits for Enter.
/// Steps count the lesson's commands only, and moving to a step shows the narration before it.
/// When the presenter travels back in time (`undo`, `goto`), the lesson goes back with the
/// session, to the first of its commands that the move undid.
///
/// NB: libedit's readline emulation cannot start a line with text already typed, so the waiting
/// command is offered through the history instead (Up), and an empty line runs it.
public final class LessonPlayer {
  let shell: any LessonShell
  let reader: any LineReader
  /// The lesson's commands and what each printed when the lesson was recorded.
  let parts: [Transcript.Exchange]
  let name: String
  /// The part the lesson is at: narration to show, a pause or a command to run.
  private(set) var next = 0
  /// The session's position after each of the lesson's commands that has run, by part.
  private var positionAfter: [Int: Int] = [:]

  /// Creates a player.
  ///
  /// - Parameters:
  ///   - transcript: The lesson.
  ///   - name: What to call the lesson in messages (its file name).
  ///   - shell: A shell with the lesson's feature loaded.
  ///   - reader: Where the presenter's lines come from.
  public convenience init(
    transcript: Transcript, name: String, shell: Shell, reader: any LineReader
  ) {
    self.init(transcript: transcript, name: name, lessonShell: shell, reader: reader)
  }

  /// Creates a player of a shell of either kind: in process, or in front of a worker.
  init(
    transcript: Transcript, name: String, lessonShell shell: any LessonShell, reader: any LineReader
  ) {
    self.shell = shell
    self.reader = reader
    self.name = name
    self.parts = transcript.exchanges
  }

  /// Runs the lesson until the presenter quits or the input ends.
  ///
  /// - Returns: 0 when every lesson command printed what the lesson expects, else 1.
  public func run() async -> Int32 {
    var differed = false
    shell.print(
      "Lesson \(name): \(commandIndices.count) commands. Enter on an empty line runs the next "
        + "one; 'next' shows what it prints, 'skip' passes it, 'where' says how far you are.")
    while true {
      narrate()
      let prompt = shell.prompt
      let waiting = next < parts.count ? parts[next].command : ""
      let editor = reader as? EditLineReader
      if let editor, !waiting.isEmpty {
        let hint: String
        if Shell.isComment(waiting) {
          hint = "  (Enter goes on)"
        } else {
          editor.offer(waiting)
          hint = "  next: \(waiting)   (Enter runs it, Up edits it)"
        }
        shell.print(shell.style.hint(hint))
        // NB: Ctrl-L clears the screen and shows the hint again above the line.
        editor.screenHeader = shell.style.hint(hint)
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
        // NB: On a terminal the prompt line stays empty; say which command Enter ran.
        if reader.echoesInput { shell.print(shell.style.hint("  ▸ \(waiting)")) }
      }
      if !reader.echoesInput { shell.print(prompt + line) }
      let trimmed = line.trimmedCommandLine
      switch trimmed {
      case "":
        continue
      case "where":
        shell.print(progress)
        continue
      case "restart":
        await go(to: 0)
        continue
      case "back":
        guard stepsRun > 0 else {
          shell.print("  the lesson is at its start")
          continue
        }
        await go(to: start(ofStep: stepsRun - 1))
        continue
      case _ where trimmed.hasPrefix("lesson "):
        let number = Int(trimmed.dropFirst("lesson ".count).trimmedArgument(offset: 0).text)
        guard let number, (1...commandIndices.count).contains(number) else {
          shell.print(
            shell.style.error(
              "  expected a lesson step from 1 to \(commandIndices.count), as in 'lesson 3'"))
          continue
        }
        await go(to: start(ofStep: number - 1))
        continue
      case "next":
        shell.print(
          nextCommand.map { index in
            (["  next: \(parts[index].command)", "  the lesson shows:"]
              + parts[index].output.map { "  │ " + $0 }).joined(separator: "\n")
          } ?? "  the lesson is over")
        continue
      case "skip":
        if let index = nextCommand {
          shell.print("  skipped: \(parts[index].command)")
          next = index + 1
        } else {
          shell.print("  the lesson is over")
        }
        continue
      default:
        break
      }
      reader.addHistory(trimmed)
      let output = await shell.execute(line)
      if !output.lines.isEmpty { shell.print(output.lines.joined(separator: "\n")) }
      if output.quits { break }
      if next < parts.count, Shell.isComment(parts[next].command), trimmed == parts[next].command {
        // NB: A pause, gone on from.
        next += 1
        continue
      }
      guard let index = nextCommand, trimmed == parts[index].command else {
        followTimeTravel()
        continue
      }
      next = index
      positionAfter[index] = shell.sessionPosition
      // NB: A lesson is recorded piped, folded at that width, whatever the terminal's now.
      let actual = OutputWidth.piped.fit(ShellStyle.unstyled(output.lines.joined(separator: "\n")))
        .split(
          separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
      if actual != parts[next].output, !(actual == [""] && parts[next].output.isEmpty) {
        differed = true
        shell.print(
          "  (this differs from the lesson; 'next' before running a command shows what it expects)")
        shell.print(
          Self.mismatch(expected: parts[next].output, actual: actual).joined(separator: "\n"))
      }
      next += 1
      if nextCommand == nil {
        narrate()
        shell.print("  That was the lesson's last command.")
      }
    }
    return differed ? 1 : 0
  }

  /// What the lesson shows (`−`) against what the command printed now (`+`), the lines around
  /// each change kept for context.
  static func mismatch(expected: [String], actual: [String]) -> [String] {
    ["  the lesson shows (−), and now (+):"]
      + changedLines(
        expected.joined(separator: "\n"), actual.joined(separator: "\n"), context: 1,
        marks: ("  \u{2212} ", "  + ", "    "))
  }

  /// The indices of the lesson's commands that run something: not its narration.
  private var commandIndices: [Int] {
    parts.indices.filter { !Shell.isComment(parts[$0].command) }
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
  private func followTimeTravel() {
    let position = shell.sessionPosition
    guard
      let undone = commandIndices.first(where: {
        $0 < next && (positionAfter[$0] ?? 0) > position
      })
    else { return }
    for index in commandIndices where index >= undone { positionAfter[index] = nil }
    next = start(ofStep: commandIndices.count { $0 < undone })
    shell.print(progress)
  }

  /// Shows the narration that comes next, up to the next command or `# pause`.
  private func narrate() {
    while next < parts.count, Shell.isComment(parts[next].command) {
      let text = parts[next].command.trimmedCommandLine.dropFirst().trimmedArgument(offset: 0).text
      if text == "pause" {
        // NB: The pause waits for its Enter as a command does; it runs nothing.
        return
      }
      if !text.isEmpty { shell.print(shell.style.narration("  " + text)) }
      next += 1
    }
  }

  /// Puts the session and the lesson right before lesson step `index` (from 0): the session goes
  /// back to its start and the lesson's commands before it run again, quietly.
  private func go(to index: Int) async {
    let reset = await shell.execute("reset")
    guard !reset.failed else {
      shell.print(reset.lines.joined(separator: "\n"))
      return
    }
    positionAfter = [:]
    for earlier in commandIndices where earlier < index {
      _ = await shell.execute(parts[earlier].command)
      positionAfter[earlier] = shell.sessionPosition
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

/// What a lesson plays on: a shell in this process, or one in front of a worker process.
protocol LessonShell: AnyObject {
  var prompt: String { get }
  var style: ShellStyle { get }
  /// How many steps of the session's history lead to its state now.
  var sessionPosition: Int { get }
  func print(_ text: String)
  func execute(_ line: String) async -> Shell.LineOutput
}

extension Shell: LessonShell {
  var sessionPosition: Int { session?.position ?? 0 }
}

extension WorkerShell: LessonShell {
  var sessionPosition: Int { position }
}
