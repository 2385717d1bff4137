/// Plays a lesson transcript in front of a class: the lesson's next command waits, shown above
/// the prompt; Enter on an empty line runs it, Up brings it to the prompt to edit first, and the
/// output is compared with the lesson's. The presenter may type their own commands in between;
/// `next` shows what the next command should print, `skip` passes it over, `where` says how far
/// the lesson is, `back` goes back one command, `restart` to the start, `lesson <n>` to command
/// `n`.
///
/// A lesson's comments (`# …`) are its narration: they are shown as they come, set apart from
/// commands, without an Enter of their own; a comment that is just `# pause` waits for Enter.
///
/// NB: libedit's readline emulation cannot start a line with text already typed, so the waiting
/// command is offered through the history instead (Up), and an empty line runs it.
public final class LessonPlayer {
  let shell: any LessonShell
  let reader: any LineReader
  /// The lesson's commands and what each printed when the lesson was recorded.
  let parts: [Transcript.Exchange]
  let name: String
  private(set) var next = 0

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
      "Lesson \(name): \(parts.count) commands. Enter on an empty line runs the next one; "
        + "'next' shows what it prints, 'skip' passes it, 'where' says how far you are.")
    while true {
      narrate()
      let prompt = shell.prompt
      let waiting = next < parts.count ? parts[next].command : ""
      if let editor = reader as? EditLineReader, !waiting.isEmpty {
        editor.offer(waiting)
        shell.print(shell.style.dim("  next: \(waiting)   (Enter runs it, Up edits it)"))
      }
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
        if reader.echoesInput { shell.print(shell.style.dim("  ▸ \(waiting)")) }
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
        guard let previous = commandIndices.last(where: { $0 < next }) else {
          shell.print("  the lesson is at its start")
          continue
        }
        await go(to: previous)
        continue
      case _ where trimmed.hasPrefix("lesson "):
        let number = Int(trimmed.dropFirst("lesson ".count).trimmedArgument(offset: 0).text)
        guard let number, (1...parts.count).contains(number) else {
          shell.print(
            shell.style.error("  expected a lesson step from 1 to \(parts.count), as in 'lesson 3'")
          )
          continue
        }
        await go(to: number - 1)
        continue
      case "next":
        shell.print(
          next < parts.count
            ? (["  next: \(parts[next].command)", "  the lesson shows:"]
              + parts[next].output.map { "  │ " + $0 }).joined(separator: "\n")
            : "  the lesson is over")
        continue
      case "skip":
        if next < parts.count {
          shell.print("  skipped: \(parts[next].command)")
          next += 1
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
      guard next < parts.count, trimmed == parts[next].command else { continue }
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
      if next == parts.count { shell.print("  That was the lesson's last command.") }
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
    for earlier in commandIndices where earlier < index {
      _ = await shell.execute(parts[earlier].command)
    }
    next = index
    shell.print(progress)
  }

  /// Where the lesson is: `lesson step 3 of 13; next: advance 1s`.
  var progress: String {
    next < parts.count
      ? "  lesson step \(next + 1) of \(parts.count); next: \(parts[next].command)"
      : "  the lesson is over: \(parts.count) of \(parts.count) commands run"
  }
}

/// What a lesson plays on: a shell in this process, or one in front of a worker process.
protocol LessonShell: AnyObject {
  var prompt: String { get }
  var style: ShellStyle { get }
  func print(_ text: String)
  func execute(_ line: String) async -> Shell.LineOutput
}

extension Shell: LessonShell {}
extension WorkerShell: LessonShell {}
