import Foundation
import TestHelpers
import Testing

@testable import StoreREPL

#if canImport(Glibc)
  import Glibc
#endif

/// One shell at a time writes a journal: the lock says who has it, and `--resume` takes the
/// latest killed session that no shell has open.
@Suite struct JournalLockTests {
  @Test func aJournalsLockIsHeldUntilReleasedAndSaysWhoHoldsIt() throws {
    let folder = try TemporaryFolder(prefix: "store-repl-lock")
    defer { folder.remove() }
    let journal = folder.path + "/state/Tally.swift-0.session"
    guard case let .locked(lock) = JournalLock.take(journal) else {
      Issue.record("the first take of the lock did not lock")
      return
    }
    // NB: `flock` locks belong to an open file: a second open, even in this process, waits.
    guard case let .held(holder) = JournalLock.take(journal) else {
      Issue.record("a second take of the lock did not find it held")
      return
    }
    #expect(holder.pid == getpid())
    #expect(holder.since?.wholeMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/) != nil)
    lock.release()
    guard case .locked = JournalLock.take(journal) else {
      Issue.record("the lock released was not free")
      return
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/state")
        == ["Tally.swift-0.session.lock"])
  }

  @Test(arguments: [
    (
      JournalLock.Holder(pid: 1234, since: "2026-12-04 04:27:52"),
      "another store-repl (pid 1234, started 2026-12-04 04:27:52)"
    ),
    (JournalLock.Holder(pid: 1234, since: nil), "another store-repl (pid 1234)"),
    (JournalLock.Holder(pid: nil, since: nil), "another store-repl"),
  ])
  func theHolderIsDescribedByWhatItsLockFileSays(holder: JournalLock.Holder, described: String) {
    #expect(holder.described == described)
    #expect(JournalLock.Holder(lockFileText: holder.lockFileText) == holder)
  }

  // MARK: - The session to resume

  /// Writes journals named `names` in `folder`, the first the oldest, each ended or not.
  static func write(_ journals: [(name: String, ended: Bool)], in folder: TemporaryFolder) throws {
    for (index, journal) in journals.enumerated() {
      let path = folder.path + "/" + journal.name
      let text =
        "store-repl session\nfile /f/Tally.swift\n\nsend .n\(index)\n"
        + (journal.ended ? "# ended\n" : "")
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let date = Date(timeIntervalSince1970: 1_000_000 + Double(index) * 60)
      try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
    }
  }

  static func chosen(_ resumable: SessionJournal.Resumable) -> String? {
    switch resumable {
    case let .free(path, _, _): path.split(separator: "/").last.map(String.init)
    case let .held(_, journal): "held: " + (journal.lines.first ?? "")
    case let .unreadable(path, error): "\(path.split(separator: "/").last ?? ""): \(error)"
    case .none: nil
    }
  }

  @Test func resumeTakesTheLatestKilledSessionThatNoShellHasOpen() throws {
    let folder = try TemporaryFolder(prefix: "store-repl-lock")
    defer { folder.remove() }
    try Self.write(
      [("a.session", false), ("a.1.session", false), ("a.2.session", true)], in: folder)
    let paths = ["a.session", "a.1.session", "a.2.session"].map { folder.path + "/" + $0 }
    #expect(Self.chosen(SessionJournal.resumable(among: paths)) == "a.1.session")
    guard case let .locked(lock) = JournalLock.take(paths[1]) else {
      Issue.record("the journal's lock was not free after the choice")
      return
    }
    #expect(Self.chosen(SessionJournal.resumable(among: paths)) == "a.session")
    withExtendedLifetime(lock) {}
    #expect(Self.chosen(SessionJournal.resumable(among: Array(paths.suffix(1)))) == "a.2.session")
    #expect(Self.chosen(SessionJournal.resumable(among: [])) == nil)
  }

  @Test func withoutAKilledSessionResumeTakesTheLatestWhateverItIs() throws {
    let folder = try TemporaryFolder(prefix: "store-repl-lock")
    defer { folder.remove() }
    try Self.write([("a.session", true), ("b.session", true)], in: folder)
    let paths = ["a.session", "b.session"].map { folder.path + "/" + $0 }
    guard case let .locked(lock) = JournalLock.take(paths[1]) else {
      Issue.record("the journal's lock was not free")
      return
    }
    #expect(Self.chosen(SessionJournal.resumable(among: paths)) == "held: send .n1")
    lock.release()
    try "garbage\n".write(toFile: paths[1], atomically: true, encoding: .utf8)
    #expect(
      Self.chosen(SessionJournal.resumable(among: paths))
        == "b.session: not a store-repl session journal")
  }

  @Test func aCopyIsNamedAfterTheJournalAndThisProcessAndNeverTakesAnExistingFile() throws {
    let folder = try TemporaryFolder(prefix: "store-repl-lock")
    defer { folder.remove() }
    let journal = folder.path + "/Tally.swift-0.session"
    try "taken".write(
      toFile: folder.path + "/Tally.swift-0.\(getpid()).session", atomically: true, encoding: .utf8)
    let copy = SessionJournal.takeCopy(of: journal)
    #expect(copy.path == folder.path + "/Tally.swift-0.\(getpid())-2.session")
    #expect(copy.lock != nil)
    #expect(
      SessionJournal.copies(of: journal) == [
        folder.path + "/Tally.swift-0.\(getpid()).session"
      ])
  }
}
