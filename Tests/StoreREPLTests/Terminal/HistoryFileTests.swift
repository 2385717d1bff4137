import TestHelpers
import Testing

@testable import StoreREPL

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalTests {
  @Suite struct HistoryFileTests {
    @Test func aMissingFileHasNoLines() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      #expect(try HistoryFile(path: folder.path + "/history").load() == [])
    }

    @Test func createsTheFileWithMode0600() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = HistoryFile(path: folder.path + "/history")
      try file.append("send .decrementButtonTapped")
      #expect(try mode(of: file.path) == 0o600)
      #expect(try contents(of: file.path) == "send .decrementButtonTapped\n")
      #expect(folder.names() == ["history"])
    }

    @Test func replacesAReadableFileWithAPrivateOne() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = HistoryFile(path: folder.path + "/history")
      try write(Array("old\n".utf8), to: file.path)
      #expect(try mode(of: file.path) == 0o644)
      try file.append("new")
      #expect(try mode(of: file.path) == 0o600)
      #expect(try file.load() == ["old", "new"])
    }

    @Test func writesByRenamingATemporaryFile() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = HistoryFile(path: folder.path + "/history")
      try file.save(["first"])
      // An open descriptor of the old file still reads the old contents: the file was replaced,
      // not truncated and rewritten in place.
      let old = open(file.path, O_RDONLY)
      #expect(old >= 0)
      defer { close(old) }
      try file.save(["first", "second"])
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = read(old, &buffer, buffer.count)
      #expect(String(decoding: buffer[..<max(0, count)], as: UTF8.self) == "first\n")
      #expect(try contents(of: file.path) == "first\nsecond\n")
      #expect(folder.names() == ["history"])
    }

    @Test func keepsTheNewestLinesUpToTheLimit() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = HistoryFile(path: folder.path + "/history", limit: 3)
      for line in ["1", "2", "3", "4", "5"] { try file.append(line) }
      #expect(try file.load() == ["3", "4", "5"])
    }

    @Test func keepsOneLinePerEntry() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = HistoryFile(path: folder.path + "/history")
      try file.save(["a\nb", "", "c\r\nd", "e"])
      #expect(try contents(of: file.path) == "a b\nc  d\ne\n")
    }

    @Test func readsInvalidUTF8WithReplacementCharacters() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let path = folder.path + "/history"
      try write([0x61, 0xFF, 0x0A, 0x0A, 0x62, 0x0A], to: path)
      #expect(try HistoryFile(path: path).load() == ["a\u{FFFD}", "b"])
    }

    @Test func aWriteIntoAMissingFolderFailsAndLeavesNothing() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let file = HistoryFile(path: folder.path + "/missing/history")
      #expect(throws: HistoryFileError(operation: .write, path: file.path, code: ENOENT)) {
        try file.append("x")
      }
      #expect(folder.names() == [])
    }

    @Test func aFailedRenameRemovesTheTemporaryFile() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let path = folder.path + "/history"
      #expect(mkdir(path, 0o700) == 0)  // a folder where the file should be: rename fails
      let file = HistoryFile(path: path)
      #expect(throws: HistoryFileError.self) { try file.save(["x"]) }
      #expect(folder.names() == ["history"])
    }

    @Test func describesTheFailureOnOneLine() {
      let error = HistoryFileError(operation: .write, path: "/h/.store_repl_history", code: EACCES)
      #expect(
        error.description
          == "warning: cannot write the history file '/h/.store_repl_history': Permission denied")
      let read = HistoryFileError(operation: .read, path: "/h/x", code: EISDIR)
      #expect(read.description == "warning: cannot read the history file '/h/x': Is a directory")
    }

    @Test func defaultsToTheHomeFolder() {
      let path = HistoryFile.defaultPath
      #expect(path?.hasSuffix("/.store_repl_history") == true)
    }
  }
}
