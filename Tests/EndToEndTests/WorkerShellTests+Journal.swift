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

/// The journal's text.
private func text(of journal: URL) throws -> String {
  try String(contentsOf: journal, encoding: .utf8)
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
    #expect(header == "store-repl session\nfile \(folder.file.path)\n\n")
    let cut = header + "send .tapped\nsend .tapped\nsend .ta"
    try cut.write(to: journal, atomically: true, encoding: .utf8)
    let result = try folder.shell(["--resume"]).finish("state\nquit\n")
    #expect(
      result.error == """
        note: line 6 of \(journal.path) was not replayed: it is cut short (the shell stopped \
        while writing it). The journal as it was is kept in \(journal.path).bak.

        """)
    #expect(result.status == 0)
    #expect(
      result.output == """
        Tally loaded. Type 'help' for commands, Tab to complete.
          resumed the session: 2 lines replayed; at step 2
          the state at step 2:
          Tally.State(count: 2)
        Tally 0.000s> state
          Tally.State(count: 2)
        Tally 0.000s> quit

        """)
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
        note: lines 5–6 of \(journal.path) were not replayed: the replay stopped at line 5. \
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
        == "store-repl session\nfile \(folder.file.path)\n\nsend .tapped\n# ended\n")
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
        note: line 7 of \(journal.path) was not replayed: it is cut short (the shell stopped \
        while writing it). The journal as it was is kept in \(journal.path).bak-2.

        """)
    #expect(try text(of: URL(fileURLWithPath: journal.path + ".bak")) == whole + "send .ta")
    #expect(try text(of: URL(fileURLWithPath: journal.path + ".bak-2")) == again)
  }
}
