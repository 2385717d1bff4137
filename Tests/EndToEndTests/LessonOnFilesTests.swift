import Foundation
import Testing

private let sharedCache = storeREPLExecutable.deletingLastPathComponent().path
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The shipped lessons that run on feature files of their own (`# files:`).
private let lessonsOnFiles: [String] = {
  let folder = root.appendingPathComponent("Docs/Lessons")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { $0.hasSuffix(".transcript") }.sorted().filter { name in
    let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    return text?.contains("\n# files: ") == true
  }
}()

/// What ReloadFixesTheSeed shows of its `# edit` before Enter makes it, and the edit made.
private let seedFixEdit = """
    edit Reload/EffectsBasics.swift (as in Reload/EffectsBasics.fixed.swift)
    @@ -35,6 +35,7 @@
    35 35                       try await self.clock.sleep(for: .seconds(1))
    36 36                       await send(.decrementDelayResponse)
    37 37                   }
       38 +                 .cancellable(id: CancelID.delay)
    38 39
    39 40               case .decrementDelayResponse:
    40 41                   if state.count < 0 {
  EffectsBasics 1.000s> # edit Reload/EffectsBasics.swift as in
    Reload/EffectsBasics.fixed.swift: add .cancellable(id: CancelID.delay)
    edited Reload/EffectsBasics.swift: add .cancellable(id: CancelID.delay)
  EffectsBasics 1.000s> reload
  """

/// Presenter mode (`--lesson`) of a lesson on feature files, played as `--check` runs it.
@Suite struct LessonOnFilesTests {
  @Test func thereAreLessonsOnFiles() {
    #expect(lessonsOnFiles.contains("ReloadFixesTheSeed.transcript"))
    #expect(lessonsOnFiles.contains("ExploringTheSeed.transcript"))
  }

  /// Enter for every part of the lesson: its edits are made, so its `reload` finds the fix.
  @Test(arguments: lessonsOnFiles)
  func everyLessonOnFilesPlaysWithoutADifference(_ name: String) throws {
    let path = root.appendingPathComponent("Docs/Lessons/\(name)").path
    let parts = try String(contentsOfFile: path, encoding: .utf8)
      .components(separatedBy: "\n").count { $0.contains("s> ") }
    let result = try runStoreREPL(
      ["--lesson", path], input: String(repeating: "\n", count: parts),
      environment: ["STORE_REPL_CACHE_DIR": sharedCache])
    #expect(!result.output.contains("(this differs from the lesson"), "\(result.output)")
    #expect(result.output.contains("  That was the lesson's last command.\n"))
    #expect(result.status == 0)
  }

  /// Before an `# edit` is made, the class sees what it changes — the lines added and removed,
  /// with their numbers and the lines around them — and Enter makes it.
  @Test func anEditShowsWhatItChangesAndEnterMakesIt() throws {
    let path = root.appendingPathComponent("Docs/Lessons/ReloadFixesTheSeed.transcript").path
    let result = try runStoreREPL(
      ["--lesson", path], input: String(repeating: "\n", count: 12),
      environment: ["STORE_REPL_CACHE_DIR": sharedCache])
    #expect(
      result.output.contains(
        """
          new code.
        \(seedFixEdit)

        """), "\(result.output)")
    #expect(result.status == 0)
  }

  /// `restart` puts the edited file back: the lesson played a second time shows the seed's bug
  /// again (`explore` finds it again), and its `reload` the fix.
  @Test(arguments: [
    ("ReloadFixesTheSeed", "send .decrementButtonTapped"),
    ("ExploringTheSeed", "invariant count >= 0 ||"),
  ])
  func restartPutsTheEditedFilesBack(_ lesson: String, firstCommand: String) throws {
    let path = root.appendingPathComponent("Docs/Lessons/\(lesson).transcript").path
    let parts = try String(contentsOfFile: path, encoding: .utf8)
      .components(separatedBy: "\n").count { $0.contains("s> ") }
    let enters = String(repeating: "\n", count: parts)
    let result = try runStoreREPL(
      ["--lesson", path], input: enters + "restart\n" + enters,
      environment: ["STORE_REPL_CACHE_DIR": sharedCache])
    #expect(!result.output.contains("(this differs from the lesson"), "\(result.output)")
    #expect(
      result.output.components(
        separatedBy: "  edited Reload/EffectsBasics.swift: add "
          + ".cancellable(id: CancelID.delay)\n"
      ).count == 3)
    #expect(result.output.contains("  lesson step 1 of 7; next: \(firstCommand)"))
    #expect(result.status == 0)
  }

  /// The lessons that start from the seed's file share it: each runs on a copy of it, so the
  /// edit one makes does not reach the other, and the file stays as the seed wrote it.
  @Test func lessonsThatShareTheSeedsFileCheckOneAfterTheOther() throws {
    let seed = root.appendingPathComponent("Docs/Lessons/Reload/EffectsBasics.swift")
    let before = try Data(contentsOf: seed)
    let lessons = ["ExploringTheSeed", "ReloadFixesTheSeed"].map {
      root.appendingPathComponent("Docs/Lessons/\($0).transcript").path
    }
    let result = try runStoreREPL(
      ["--check"] + lessons, environment: ["STORE_REPL_CACHE_DIR": sharedCache])
    #expect(
      result.output == """
        ✓ \(lessons[0]): 7 commands and 36 narrations, output matches
        ✓ \(lessons[1]): 7 commands and 14 narrations, output matches

        """)
    #expect(result.status == 0)
    #expect(try Data(contentsOf: seed) == before)
  }

  /// `--notes` writes each step's command, the teacher's notes and the expected output to a
  /// file, and the class's screen gets none of the notes.
  @Test func notesGoToTheirFileAndNotToTheClass() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "store-repl-notes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lesson = folder.appendingPathComponent("Noted.transcript")
    try """
    # store-repl transcript 1
    # feature: Counter
    Counter loaded. Type 'help' for commands, Tab to complete.
    Counter 0.000s> # Tap plus.
    Counter 0.000s> # note: ask the class what the count will be first
    Counter 0.000s> send .incrementButtonTapped
    − Counter.State(count: 0)
    + Counter.State(count: 1)

    """.write(to: lesson, atomically: true, encoding: .utf8)
    let notes = folder.appendingPathComponent("notes.txt")
    let result = try runStoreREPL(
      ["--lesson", lesson.path, "--notes", notes.path], input: "\n")
    #expect(
      result.output == """
        Counter loaded. Type 'help' for commands, Tab to complete.
        Lesson Noted.transcript: 1 command. Enter on an empty line runs the next one;
          'next' shows what it prints, 'skip' passes it, 'back', 'restart' and 'lesson
          <n>' move, 'where' says how far you are, 'help' lists them.
          Tap plus.
        Counter 0.000s> send .incrementButtonTapped
        − Counter.State(count: 0)
        + Counter.State(count: 1)
          That was the lesson's last command.

        """)
    #expect(
      try String(contentsOf: notes, encoding: .utf8) == """
        lesson step 1 of 1
        note: ask the class what the count will be first
        next: send .incrementButtonTapped
        it prints:
          − Counter.State(count: 0)
          + Counter.State(count: 1)

        the lesson is over: 1 command run

        the lesson ended


        """)
    let refused = try runStoreREPL(["--lesson", lesson.path, "--notes", folder.path + "/no/notes"])
    #expect(refused.status == 2)
    #expect(
      refused.error
        == "error: can't write the lesson's notes to \(folder.path)/no/notes: No such file or directory\n"
    )
  }
}

extension LessonOnFilesTests {
  /// `skip` while an edit's diff waits for Enter passes the command after it and makes the
  /// edit; `back` puts the file as it was and shows the diff again, so that Enter makes it and
  /// the `reload` finds the fix as the lesson shows; `restart` puts the file back once more, and
  /// the first step shows the seed's bug again (#1 under no id).
  @Test func skipBackAndRestartAroundAnEditMoveTheFilesWithTheLesson() throws {
    let path = root.appendingPathComponent("Docs/Lessons/ReloadFixesTheSeed.transcript").path
    let result = try runStoreREPL(
      ["--lesson", path], input: "\n\n\n\n\nskip\nback\n\n\nrestart\n\n",
      environment: ["STORE_REPL_CACHE_DIR": sharedCache])
    let skip = try #require(
      result.output.range(of: "EffectsBasics 1.000s> skip\n"), "\(result.output)")
    #expect(
      String(result.output[skip.lowerBound...]) == """
        EffectsBasics 1.000s> skip
          skipped: reload
          edited Reload/EffectsBasics.swift: add .cancellable(id: CancelID.delay)
          Now the increment cancels #1: one response, from #2, where there were two.
        EffectsBasics 1.000s> back
          lesson step 6 of 7; next: reload
          #1 ran although the increment was meant to cancel it: each tap on "−" must
          have its own second, and here the first tap's effect answered the second tap.
          The fix, in the editor: add .cancellable(id: CancelID.delay) to the .run
          effect of decrementButtonTapped, save, and reload. The session replays on the
          new code.
        \(seedFixEdit)
          reloaded Reload/EffectsBasics.swift and replayed the session on it
          step 1 'send .decrementButtonTapped' behaves differently:
            what its effects did (before: −, now: +):
            −   started #1: sleeping on the clock until 1.000s
            +   started #1 [CancelID.delay]: sleeping on the clock until 1.000s
          the session is at step 4, on the new code
          the state at step 4:
          EffectsBasics.State(
            count: 0,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          Now the increment cancels #1: one response, from #2, where there were two.
        EffectsBasics 1.000s> restart
          lesson step 1 of 7; next: send .decrementButtonTapped
          The case study's reducer, exactly as the post wrote it, from its own file. Tap
          "−": the count goes below zero, and an effect will bring it back in a second.
        EffectsBasics 0.000s> send .decrementButtonTapped
          EffectsBasics.State(
        −   count: 0,
        +   count: -1,
            isNumberFactRequestInFlight: false,
            numberFact: nil
          )
          started #1: sleeping on the clock until 1.000s
          Tap "+" before the second is up: the count is back at zero, and the increment
          is meant to cancel the pending effect with .cancel(id: CancelID.delay).

        """)
    #expect(result.status == 0)
  }
}
