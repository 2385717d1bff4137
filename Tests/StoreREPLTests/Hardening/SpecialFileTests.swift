import Foundation
import TestHelpers
import Testing

@testable import StoreREPL

/// What the shell writes (`save`, `export`, `timeline --svg`, the journal) onto a path that is
/// not a regular file: through a symbolic link to its target, and never over a FIFO or a socket.
@Suite struct SpecialFileTests {
  @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try write(Array("old".utf8), to: folder.path + "/target.txt")
    #expect(symlink("target.txt", folder.path + "/link.txt") == 0)
    try AtomicFile.write("new", to: folder.path + "/link.txt")
    #expect(try contents(of: folder.path + "/target.txt") == "new")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.txt")
        == "target.txt")
    #expect(folder.names() == ["link.txt", "target.txt"])
  }

  @Test func aLinkToAFileNotYetMadeMakesIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(symlink(folder.path + "/made.txt", folder.path + "/link.txt") == 0)
    try AtomicFile.write("new", to: folder.path + "/link.txt")
    #expect(try contents(of: folder.path + "/made.txt") == "new")
    #expect(folder.names() == ["link.txt", "made.txt"])
  }

  @Test func linksThatLoopAreAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(symlink("b", folder.path + "/a") == 0)
    #expect(symlink("a", folder.path + "/b") == 0)
    #expect(throws: FileWriteError(path: folder.path + "/a", code: ELOOP)) {
      try AtomicFile.write("new", to: folder.path + "/a")
    }
    #expect(folder.names() == ["a", "b"])
  }

  @Test func aFIFOIsRefusedAndLeftAsItIs() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/pipe"
    #expect(mkfifo(path, 0o644) == 0)
    let shell = loadedShell("EffectsBasics")
    _ = await shell.perform("send .decrementButtonTapped")
    let before = await snapshot(shell)
    #expect(
      await shell.outcome("export html \(path)")
        == .failure("error: can't write '\(path)': it is a FIFO; write to a regular file"))
    #expect(await snapshot(shell) == before)
    var status = stat()
    #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    #expect(folder.names() == ["pipe"])
  }

  @Test func aSocketIsRefusedAndLeftAsItIs() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path + "/socket"
    let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #expect(socket >= 0)
    defer { close(socket) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (offset, byte) in path.utf8.enumerated() where offset < buffer.count - 1 {
        buffer[offset] = byte
      }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    #expect(throws: FileWriteError(path: path, reason: "it is a socket; write to a regular file")) {
      try AtomicFile.write("new", to: path)
    }
    var status = stat()
    #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK)
  }

  @Test func aLinkToAFIFOSaysSo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(mkfifo(folder.path + "/pipe", 0o644) == 0)
    #expect(symlink("pipe", folder.path + "/link") == 0)
    #expect(
      throws: FileWriteError(
        path: folder.path + "/link", reason: "it is a FIFO; write to a regular file")
    ) {
      try AtomicFile.write("new", to: folder.path + "/link")
    }
  }
}
