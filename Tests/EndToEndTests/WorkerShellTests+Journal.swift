import Foundation
import Testing

/// The journal of a killed session in `folder`, after `steps` ran.
private func killedSession(in folder: TallyFolder, steps: String) throws -> URL {
  let shell = try folder.shell()
  try shell.send(steps)
  shell.kill()
  let name = try #require(
    try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .first { $0.hasSuffix(".session") })
  return folder.url.appendingPathComponent(name)
}

/// The journal's text without the digest of what each step printed, which the tests of its
/// lines do not pin (`aKilledSessionIsOfferedBackAndItsJournalKeptUntilChosen` does).
func text(of journal: URL) throws -> String {
  withoutDigests(try String(contentsOf: journal, encoding: .utf8))
}

/// A journal's text without its `# output <digest>` lines.
func withoutDigests(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .filter { !$0.hasPrefix("# output ") }.joined(separator: "\n")
}

/// What a resume prints as it opens: the banner, the steps replayed and the state it lands on,
/// then `state` run once.
private func resumedOutput(steps: Int, count: Int) -> String {
  """
  Tally loaded. Type 'help' for commands, Tab to complete.
    resumed the session: \(steps) lines replayed; at step \(steps)
    the state at step \(steps):
    Tally.State(count: \(count))
  Tally 0.000s> state
    Tally.State(count: \(count))

  """
}

/// The journals in `folder`, by name.
private func journals(in folder: TallyFolder) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    .filter { $0.hasSuffix(".session") }.sorted()
}

/// `text` with the time a lock was taken written `<time>`.
private func timeless(_ text: String) -> String {
  text.replacing(/started \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, with: "started <time>")
}

/// The environment of a run in `folder`: its journals kept there.
private func environment(_ folder: TallyFolder) -> [String: String] {
  [
    "STORE_REPL_CACHE_DIR": storeREPLExecutable.deletingLastPathComponent()
      .appendingPathComponent("WorkerShellTests.cache").path,
    "STORE_REPL_STATE_DIR": folder.url.path,
  ]
}

// NB: In the suite of the worker shell's tests, serialized as they are.
extension WorkerShellTests {
  // MARK: - A damaged journal

  /// A journal whose last line was cut short (the machine stopped mid-write) resumes to the
  /// line before it; the journal as it was is kept beside it, and the note says which line was
  /// not replayed and why.
  @Test func resumeOfAJournalCutMidLineReplaysTheLinesBeforeAndKeepsTheOriginal() throws {
    let folder = try TallyFolder()
    let journal = try killedSession(in: folder, steps: "send .tapped\nsend .tapped\nsend .tapped\n")
    let whole = try text(of: journal)
    let header = String(whole[..<whole.range(of: "\n\n")!.upperBound])
    #expect(header == "store-repl session\nfile \(folder.file.path)\nswift-version 5\n\n")
    let cut = header + "send .tapped\nsend .tapped\nsend .ta"
    try cut.write(to: journal, atomically: true, encoding: .utf8)
    let result = try folder.shell(["--resume"]).finish("state\nquit\n")
    #expect(
      result.error == """
        note: line 7 of \(journal.path) was not replayed: it is cut short (the shell stopped \
        while writing it). The journal as it was is kept in \(journal.path).bak.

        """)
    #expect(result.status == 0)
    #expect(result.output == resumedOutput(steps: 2, count: 2) + "Tally 0.000s> quit\n")
    #expect(try text(of: URL(fileURLWithPath: journal.path + ".bak")) == cut)
    #expect(try text(of: journal) == header + "send .tapped\nsend .tapped\n# ended\n")
  }

  /// A line in the middle that no longer runs stops the replay there: the lines after it are
  /// kept in the copy of the journal, and the note names them.
  @Test func resumeOfAJournalWithABadLineInTheMiddleKeepsTheLinesAfterItInACopy() throws {
    let folder = try TallyFolder()
    let journal = try killedSession(in: folder, steps: "send .tapped\nsend .tapped\nsend .tapped\n")
    let whole = try text(of: journal)
    let damaged = whole.replacingOccurrences(
      of: "\n\nsend .tapped\nsend .tapped\n", with: "\n\nsend .tapped\nsend .tap?ped\n")
    try damaged.write(to: journal, atomically: true, encoding: .utf8)
    let result = try folder.shell(["--resume"]).finish("quit\n")
    #expect(
      result.error == """
        note: lines 6–7 of \(journal.path) were not replayed: the replay stopped at line 6. \
        The journal as it was is kept in \(journal.path).bak.

        """)
    #expect(
      result.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
          step 2 no longer runs: 'send .tap?ped'
          error: 'tap' is not a case of Tally.Action; did you mean 'tapped'?
           --> input:1:7
          1 | send .tap?ped
            |       ^
          the replay stopped there: the session is at step 1
          resumed the session: 1 line replayed; at step 1
          the state at step 1:
          Tally.State(count: 1)
        Tally 0.000s> quit

        """)
    #expect(try text(of: URL(fileURLWithPath: journal.path + ".bak")) == damaged)
    #expect(
      try text(of: journal)
        == "store-repl session\nfile \(folder.file.path)\nswift-version 5\n\nsend .tapped\n# ended\n"
    )
  }

  /// A line of NUL bytes in the middle (what a crash of the machine leaves of a line the disk
  /// did not keep) costs that step only: the lines after it replay, the resume names it, and
  /// the journal as it was is kept beside it.
  @Test func resumeOfAJournalWithALineOfNULBytesReplaysTheLinesAfterIt() throws {
    let folder = try TallyFolder()
    let journal = try killedSession(in: folder, steps: "send .tapped\nsend .tapped\nsend .tapped\n")
    let whole = try String(contentsOf: journal, encoding: .utf8)
    let header = String(whole[..<whole.range(of: "\n\n")!.upperBound])
    var rows = whole.dropFirst(header.count).split(
      separator: "\n", omittingEmptySubsequences: false)
    // NB: The second step's line (line 7), its digest after it.
    rows[2] = Substring(String(repeating: "\u{0}", count: rows[2].count))
    let damaged = header + rows.joined(separator: "\n")
    try damaged.write(to: journal, atomically: true, encoding: .utf8)
    let result = try folder.shell(["--resume"]).finish("state\nquit\n")
    #expect(
      result.error == """
        note: line 7 of \(journal.path) was not replayed: it holds NUL bytes (the disk did not \
        keep what was written). The journal as it was is kept in \(journal.path).bak.

        """)
    #expect(result.status == 0)
    #expect(
      result.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
          line 7 of the journal was left out: it holds NUL bytes (the disk did not keep
            what was written)
          resumed the session: 2 lines replayed; at step 2
          the state at step 2:
          Tally.State(count: 2)
        Tally 0.000s> state
          Tally.State(count: 2)
        Tally 0.000s> quit

        """)
    #expect(
      try String(contentsOf: URL(fileURLWithPath: journal.path + ".bak"), encoding: .utf8)
        == damaged)
    #expect(
      try text(of: journal) == header + "send .tapped\nsend .tapped\n# ended\n")
  }

  /// A journal resumed twice with damage keeps both originals: the second copy does not
  /// replace the first.
  @Test func aSecondDamagedResumeKeepsItsOwnCopy() throws {
    let folder = try TallyFolder()
    let journal = try killedSession(in: folder, steps: "send .tapped\nsend .tapped\n")
    let whole = try text(of: journal)
    try (whole + "send .ta").write(to: journal, atomically: true, encoding: .utf8)
    let first = try folder.shell(["--resume"])
    try first.send("send .tapped\n")
    first.kill()
    let again = try text(of: journal) + "sen"
    try again.write(to: journal, atomically: true, encoding: .utf8)
    let result = try folder.shell(["--resume"]).finish("quit\n")
    #expect(
      result.error == """
        note: line 8 of \(journal.path) was not replayed: it is cut short (the shell stopped \
        while writing it). The journal as it was is kept in \(journal.path).bak-2.

        """)
    #expect(try text(of: URL(fileURLWithPath: journal.path + ".bak")) == whole + "send .ta")
    #expect(try text(of: URL(fileURLWithPath: journal.path + ".bak-2")) == again)
  }

  // MARK: - Two shells on one journal

  /// A second shell on files another has open saves its steps in a journal of its own: the
  /// first's steps stay in the journal it writes, and nothing goes to a file no one reads.
  @Test func aSecondShellOnTheSameFilesSavesItsStepsApart() throws {
    let folder = try TallyFolder()
    let first = try folder.shell()
    try first.send("state\n")
    let second = try folder.shell()
    try second.send("send .tapped\nsend .tapped\n")
    try first.send("send .tapped\n")
    try second.send("send .tapped\n")
    let result = second.finish("quit\n")
    first.kill()
    let names = try journals(in: folder)
    #expect(names.count == 2)
    let main = folder.url.appendingPathComponent(
      names.first { $0.split(separator: ".").count == 3 } ?? "")
    let copy = URL(
      fileURLWithPath: String(main.path.dropLast(".session".count))
        + ".\(second.process.processIdentifier).session")
    #expect(Set(names) == [main.lastPathComponent, copy.lastPathComponent])
    #expect(
      timeless(result.error) == """
        note: Tally.swift has a session open in another store-repl (pid \
        \(first.process.processIdentifier), started <time>): this session's steps are saved \
        apart, in \(copy.path), for '--resume'.

        """)
    let header = "store-repl session\nfile \(folder.file.path)\nswift-version 5\n\n"
    #expect(try text(of: main) == header + "send .tapped\n")
    #expect(try text(of: copy) == header + "send .tapped\nsend .tapped\nsend .tapped\n# ended\n")
  }

  /// `--resume` of a session that another shell has open is refused, naming that shell: the
  /// journal stays the other's, which goes on writing it.
  @Test func aSecondResumeOfASessionOpenElsewhereIsRefusedAndNamesItsHolder() throws {
    let folder = try TallyFolder()
    let journal = try killedSession(in: folder, steps: "send .tapped\nsend .tapped\n")
    let first = try folder.shell(["Tally.swift", "--resume"])
    try first.send("send .tapped\n")
    let second = try runStoreREPL(
      ["Tally.swift", "--resume"], input: "send .tapped\n", environment: environment(folder),
      in: folder.url)
    #expect(second.status == 2)
    #expect(second.output == "")
    #expect(
      timeless(second.error) == """
        error: the session on Tally.swift is open in another store-repl (pid \
        \(first.process.processIdentifier), started <time>): go on with it there, or end it and \
        resume it again; 'store-repl Tally.swift' starts another session beside it.

        """)
    try first.send("send .tapped\n")
    first.kill()
    #expect(
      try text(of: journal)
        == "store-repl session\nfile \(folder.file.path)\nswift-version 5\n\n"
        + String(repeating: "send .tapped\n", count: 4))
    #expect(try journals(in: folder) == [journal.lastPathComponent])
  }

  /// A killed session that was saved apart is what `--resume` brings back while the other
  /// shell still has the files open.
  @Test func aKilledSessionSavedApartIsResumedWhileTheOtherIsOpen() throws {
    let folder = try TallyFolder()
    let first = try folder.shell()
    try first.send("send .tapped\n")
    let second = try folder.shell()
    try second.send("send .tapped\nsend .tapped\n")
    second.kill()
    let copy = try #require(try journals(in: folder).first { $0.split(separator: ".").count == 4 })
    let resumed = try runStoreREPL(
      ["Tally.swift", "--resume"], input: "state\n", environment: environment(folder),
      in: folder.url)
    _ = first.finish("quit\n")
    #expect(
      resumed.error == "note: resuming the session saved apart in \(folder.url.path)/\(copy)\n")
    #expect(resumed.status == 0)
    #expect(resumed.output == resumedOutput(steps: 2, count: 2))
  }
}
