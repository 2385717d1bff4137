import Foundation
import TestHelpers
import Testing

@testable import StoreREPL

/// A journal is read without the lines that cannot be replayed as they are (the last cut
/// short, a whole line of NUL bytes or not UTF-8); a session that resumed it and keeps fewer
/// lines than the file had keeps a copy of the file first.
@Suite struct SessionJournalTests {
  static let header = Array("store-repl session\nfile /f/Tally.swift\n\n".utf8)

  @Test func aWholeJournalReadsEveryLineAndWhetherItEnded() throws {
    let journal = try SessionJournal(
      bytes: Self.header + Array("send .tapped\nadvance 1s\n# ended\n".utf8))
    #expect(journal.files == ["/f/Tally.swift"])
    #expect(journal.lines == ["send .tapped", "advance 1s"])
    #expect(journal.isEnded)
    #expect(journal.damage == nil)
    #expect(journal.unreadLineCount == 0)
    #expect(journal.firstLineNumber == 4)
  }

  /// A resumed session compiles in the mode it started in: the header keeps it, and a journal
  /// written before it was kept says none.
  @Test func theLanguageModeIsKeptInTheHeader() throws {
    var journal = SessionJournal(
      files: ["/f/Tally.swift"], feature: "Tally", languageMode: .v6)
    journal.append("send .a", digest: nil)
    #expect(
      journal.text
        == "store-repl session\nfile /f/Tally.swift\nswift-version 6\nfeature Tally\n\nsend .a\n")
    #expect(try SessionJournal(bytes: Array(journal.text.utf8)).languageMode == .v6)
    #expect(try SessionJournal(bytes: Self.header + Array("send .a\n".utf8)).languageMode == nil)
  }

  @Test(
    arguments: [
      (Array("send .a\nsend .b\nsend .".utf8), ["send .a", "send .b"]),
      (Array("send .\u{0}".utf8), []),
    ] as [([UInt8], [String])])
  func aLastLineCutShortIsLeftOut(body: [UInt8], lines: [String]) throws {
    let journal = try SessionJournal(bytes: Self.header + body)
    #expect(journal.lines == lines)
    #expect(journal.damage == SessionJournal.Damage(line: 4 + lines.count, reason: .cutShort))
    #expect(journal.unreadLineCount == 1)
    #expect(journal.skipped == [])
    #expect(!journal.isEnded)
  }

  /// A whole line the disk did not keep costs that step only: the lines after it are read,
  /// and its digest is left out with it.
  @Test(
    arguments: [
      (
        Array("send .a\nsend .\u{0}\u{0}\n# output 02\nsend .c\n# ended\n".utf8),
        ["send .a", "send .c"], [5], SessionJournal.Damage.Reason.nulBytes
      ),
      ([0x73, 0xFF, 0x0A] + Array("send .b\n".utf8), ["send .b"], [4], .notText),
    ] as [([UInt8], [String], [Int], SessionJournal.Damage.Reason)])
  func aBadWholeLineIsLeftOutAndTheLinesAfterItRead(
    body: [UInt8], lines: [String], numbers: [Int], reason: SessionJournal.Damage.Reason
  ) throws {
    let journal = try SessionJournal(bytes: Self.header + body)
    #expect(journal.lines == lines)
    #expect(journal.digests == lines.map { _ in nil })
    #expect(journal.skipped == numbers.map { SessionJournal.Damage(line: $0, reason: reason) })
    #expect(journal.damage == nil)
    #expect(journal.unreadLineCount == 0)
    #expect(journal.isEnded == String(decoding: body, as: UTF8.self).hasSuffix("# ended\n"))
  }

  @Test func eachLinesDigestIsReadWithItAndItsLineNumberKept() throws {
    let journal = try SessionJournal(
      bytes: Self.header
        + Array(
          "send .a\n# output 00000000000000ff\nsend .b\nsend .c\n# output zz\n# output 1\n".utf8))
    #expect(journal.lines == ["send .a", "send .b", "send .c"])
    // NB: A digest that does not read leaves its step uncompared; the last one read counts.
    #expect(journal.digests == [0xFF, nil, 1])
    #expect(journal.lineNumbers == [4, 6, 7])
    #expect(journal.lastLineNumber == 9)
    #expect(
      journal.text
        == "store-repl session\nfile /f/Tally.swift\n\nsend .a\n# output 00000000000000ff\n"
        + "send .b\nsend .c\n# output 0000000000000001\n")
  }

  @Test func aDamagedLineAfterDigestsIsNamedByItsLineInTheFile() throws {
    let (folder, path, journal) = try Self.resumable(
      "send .a\n# output 01\nsend .b\n# output 02\nsend .\u{0}\n# output 03\n")
    defer { folder.remove() }
    #expect(journal.skipped == [SessionJournal.Damage(line: 8, reason: .nulBytes)])
    let writer = JournalWriter(path: path, journal: Self.header(of: journal), resuming: journal)
    #expect(
      writer.replace(with: [("send .a", 1)])
        == "note: lines 6–9 of \(path) were not replayed: the replay stopped at line 6. "
        + "The journal as it was is kept in \(path).bak.")
  }

  /// A journal written before digests were made of values keeps, after each step, a digest of
  /// what it printed: a resume accepts it, at any width and without colour.
  @Test func anOlderJournalsDigestIsTheSameAtAnyWidthAndWithoutColour() {
    let plain = LineOutput(lines: ["  count: 0 → -1", "  #1 started: run in EffectsBasics.swift"])
    let folded = LineOutput(
      lines: ["  count: 0 → -1", "  #1 started: run in\n    EffectsBasics.swift"])
    let coloured = LineOutput(
      lines: [
        "  count: \u{1B}[31m0\u{1B}[0m → \u{1B}[1;32m-1\u{1B}[0m",
        "  #1 started: run in EffectsBasics.swift",
      ])
    #expect(folded.printedDigest == plain.printedDigest)
    #expect(coloured.printedDigest == plain.printedDigest)
    #expect(
      LineOutput(lines: ["  count: 0 → -2"]).printedDigest
        != LineOutput(lines: ["  count: 0 → -1"]).printedDigest)
    #expect(LineOutput(lines: plain.lines, failed: true).printedDigest != plain.printedDigest)
    // NB: Kept in journals: the same in every process.
    #expect(LineOutput(lines: ["a"]).printedDigest == 0x089B_E207_B544_F1E4)
  }

  @Test(arguments: [
    "", "store-repl session\n", "store-repl session\nfile /f/Tally.swift\n",
    "store-repl session\nfile /f/Tal", "a transcript\n\nsend .a\n",
  ])
  func aFileWithoutAWholeHeaderIsNoJournal(text: String) {
    #expect(throws: TranscriptError("not a store-repl session journal")) {
      try SessionJournal(bytes: Array(text.utf8))
    }
  }

  @Test func theDamagedLinesPredicateSaysWhy() {
    #expect(
      SessionJournal.Damage(line: 6, reason: .cutShort).predicate
        == "is cut short (the shell stopped while writing it)")
    #expect(
      SessionJournal.Damage(line: 6, reason: .nulBytes).predicate
        == "holds NUL bytes (the disk did not keep what was written)")
    #expect(SessionJournal.Damage(line: 6, reason: .notText).predicate == "is not UTF-8 text")
  }

  // MARK: - The writer

  /// The journal of `body` in a new folder, read as a resume reads it.
  static func resumable(_ body: String) throws -> (TemporaryFolder, String, SessionJournal) {
    let folder = try TemporaryFolder(prefix: "store-repl-journal")
    let path = folder.path + "/Tally.swift-0.session"
    try Data(header + Array(body.utf8)).write(to: URL(fileURLWithPath: path))
    return (folder, path, try SessionJournal(contentsOf: path))
  }

  static func header(of journal: SessionJournal) -> SessionJournal {
    SessionJournal(files: journal.files, feature: journal.feature)
  }

  @Test func aResumeThatKeepsEveryLineMakesNoCopy() throws {
    let (folder, path, journal) = try Self.resumable("send .a\nsend .b\n# ended\n")
    defer { folder.remove() }
    let writer = JournalWriter(path: path, journal: Self.header(of: journal), resuming: journal)
    #expect(writer.replace(with: [("send .a", nil), ("send .b", 0xAB)]) == nil)
    #expect(writer.append("send .c", digest: 0x0123_4567_89AB_CDEF) == nil)
    #expect(folder.names() == ["Tally.swift-0.session"])
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "store-repl session\nfile /f/Tally.swift\n\nsend .a\nsend .b\n# output 00000000000000ab\n"
        + "send .c\n# output 0123456789abcdef\n")
  }

  @Test func aResumeThatStopsShortKeepsTheFileInACopyThatIsNeverReplaced() throws {
    let body = "send .a\nsend .b\nsend .c\n"
    let (folder, path, journal) = try Self.resumable(body)
    defer { folder.remove() }
    let original = try Data(contentsOf: URL(fileURLWithPath: path))
    try Data("taken".utf8).write(to: URL(fileURLWithPath: path + ".bak"))
    let writer = JournalWriter(path: path, journal: Self.header(of: journal), resuming: journal)
    #expect(
      writer.replace(with: [("send .a", nil)])
        == "note: lines 5–6 of \(path) were not replayed: the replay stopped at line 5. "
        + "The journal as it was is kept in \(path).bak-2.")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".bak-2")) == original)
    #expect(try String(contentsOfFile: path + ".bak", encoding: .utf8) == "taken")
    // NB: Only the file the session resumed is copied: a later replace is the session's own.
    #expect(writer.replace(with: []) == nil)
    #expect(
      folder.names() == [
        "Tally.swift-0.session", "Tally.swift-0.session.bak", "Tally.swift-0.session.bak-2",
      ])
  }

  @Test func aResumeOfADamagedJournalSaysWhichLineAndWhy() throws {
    let (folder, path, journal) = try Self.resumable("send .a\nsend .\u{0}\nsend .c\n")
    defer { folder.remove() }
    let writer = JournalWriter(path: path, journal: Self.header(of: journal), resuming: journal)
    #expect(
      writer.replace(with: [("send .a", nil), ("send .c", nil)])
        == "note: line 5 of \(path) was not replayed: it holds NUL bytes (the disk did not keep "
        + "what was written). The journal as it was is kept in \(path).bak.")
  }

  /// A line left out as it was read, and a replay that stopped later: both are named.
  @Test func aLineLeftOutAndAReplayThatStoppedAreBothNamed() throws {
    let (folder, path, journal) = try Self.resumable("send .a\nsend .\u{0}\nsend .c\nsend .d\n")
    defer { folder.remove() }
    let writer = JournalWriter(path: path, journal: Self.header(of: journal), resuming: journal)
    #expect(
      writer.replace(with: [("send .a", nil)])
        == "note: lines 5 and 6–7 of \(path) were not replayed: line 5 holds NUL bytes (the "
        + "disk did not keep what was written); the replay stopped at line 6. The journal as "
        + "it was is kept in \(path).bak.")
  }

  /// A write that fails (a full disk) is said once; the lines keep coming, and once the disk
  /// takes them again they are all written, after what a write cut halfway is cut back to,
  /// and that is said too.
  @Test func aJournalThatFailedIsWrittenAgainOnALaterStep() throws {
    let folder = try TemporaryFolder(prefix: "store-repl-journal")
    defer { folder.remove() }
    let path = folder.path + "/Tally.swift-0.session"
    let writer = JournalWriter(
      path: path, journal: SessionJournal(files: ["/f/Tally.swift"], feature: nil))
    #expect(writer.append("send .a", digest: 1) == nil)
    let write = writer.writeBytes
    // NB: Half the bytes reach the file, then the disk is full.
    writer.writeBytes = { descriptor, bytes in
      _ = write(descriptor, Array(bytes.prefix(bytes.count / 2)))
      return ENOSPC
    }
    #expect(
      writer.append("send .b", digest: 2)
        == "warning: the session is not saved for '--resume': can't write \(path): No space left "
        + "on device")
    for step in ["c", "d", "e"] { #expect(writer.append("send .\(step)", digest: nil) == nil) }
    writer.writeBytes = write
    // NB: Tried again after 1, 2, 4, … lines: the fourth since the failure.
    #expect(
      writer.append("send .f", digest: nil)
        == "note: the journal is written again, with every step of the session: it is saved "
        + "for '--resume' in \(path)")
    #expect(writer.append("send .g", digest: nil) == nil)
    #expect(writer.append("send .h", digest: nil) == nil)
    writer.end()
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "store-repl session\nfile /f/Tally.swift\n\nsend .a\n# output 0000000000000001\n"
        + "send .b\n# output 0000000000000002\nsend .c\nsend .d\nsend .e\nsend .f\nsend .g\n"
        + "send .h\n# ended\n")
  }

  /// A journal whose folder cannot be made is written once it can be.
  @Test func aJournalWhoseFolderCouldNotBeMadeIsWrittenOnceItCan() throws {
    let folder = try TemporaryFolder(prefix: "store-repl-journal")
    defer { folder.remove() }
    let blocker = folder.path + "/state"
    try Data("a file where the folder goes".utf8).write(to: URL(fileURLWithPath: blocker))
    let path = blocker + "/Tally.swift-0.session"
    let writer = JournalWriter(
      path: path, journal: SessionJournal(files: ["/f/Tally.swift"], feature: nil))
    let warning = writer.append("send .a", digest: nil)
    #expect(warning?.hasPrefix("warning: the session is not saved for '--resume': ") == true)
    try FileManager.default.removeItem(atPath: blocker)
    #expect(
      writer.append("send .b", digest: nil)
        == "note: the journal is written again, with every step of the session: it is saved "
        + "for '--resume' in \(path)")
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "store-repl session\nfile /f/Tally.swift\n\nsend .a\nsend .b\n")
  }

  @Test func aCopyThatCannotBeMadeLeavesTheFileAsItIsAndTheSessionUnsaved() throws {
    let folder = try TemporaryFolder(prefix: "store-repl-journal")
    defer { folder.remove() }
    // NB: A name the copy's suffix makes longer than a file name may be.
    let path = folder.path + "/" + String(repeating: "t", count: 252)
    let original = Data(Self.header + Array("send .a\nsend .b\n".utf8))
    try original.write(to: URL(fileURLWithPath: path))
    let journal = try SessionJournal(contentsOf: path)
    let writer = JournalWriter(path: path, journal: Self.header(of: journal), resuming: journal)
    #expect(
      writer.replace(with: [])
        == "warning: the session is not saved for '--resume': can't write \(path).bak: "
        + "File name too long")
    #expect(writer.append("send .c", digest: 1) == nil)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    #expect(folder.names() == [String(repeating: "t", count: 252)])
  }
}
