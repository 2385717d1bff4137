import TestHelpers
import Testing

@testable import StoreREPL

extension TerminalTests {
  @Suite struct PersistentHistoryTests {
    @Test func recordsEachCommandInTheFileAtOnce() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = HistoryFile(path: folder.path + "/history")
      let warnings = Collected()
      let history = PersistentHistory(file: file, warn: warnings.append)
      #expect(history.load() == [])
      #expect(history.record("send .a ") == "send .a")
      #expect(try file.load() == ["send .a"])
      #expect(history.record("advance 1s") == "advance 1s")
      #expect(try file.load() == ["send .a", "advance 1s"])
      #expect(warnings.messages == [])
    }

    @Test func skipsBlankLinesAndRepeats() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = HistoryFile(path: folder.path + "/history")
      try file.save(["effects"])
      let history = PersistentHistory(file: file, warn: { _ in })
      #expect(history.load() == ["effects"])
      #expect(history.record("effects") == nil)
      #expect(history.record("   ") == nil)
      #expect(history.record("state") == "state")
      #expect(history.record("state") == nil)
      #expect(history.record("effects") == "effects")
      #expect(try file.load() == ["effects", "state", "effects"])
    }

    @Test func warnsOnceWhenTheFileCannotBeWrittenAndGoesOn() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let path = folder.path + "/missing/history"
      let warnings = Collected()
      let history = PersistentHistory(file: HistoryFile(path: path), warn: warnings.append)
      #expect(history.load() == [])
      #expect(history.record("one") == "one")
      #expect(history.record("two") == "two")
      #expect(
        warnings.messages == [
          "warning: cannot write the history file '\(path)': No such file or directory"
        ])
    }

    @Test func warnsWhenTheFileCannotBeRead() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let warnings = Collected()
      let history = PersistentHistory(file: HistoryFile(path: folder.path), warn: warnings.append)
      #expect(history.load() == [])
      #expect(
        warnings.messages == [
          "warning: cannot read the history file '\(folder.path)': Is a directory"
        ])
    }

    @Test func keepsNothingWithoutAFile() {
      let history = PersistentHistory(file: nil, warn: { _ in Issue.record("no warning expected") })
      #expect(history.load() == [])
      #expect(history.record("x") == "x")
    }
  }
}
