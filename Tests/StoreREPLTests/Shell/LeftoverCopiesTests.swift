import Foundation
import TestHelpers
import Testing

@testable import StoreREPL

/// The temporary copies of a shell that was killed are removed by the next; a running shell's
/// are kept.
@Suite struct LeftoverCopiesTests {
  /// The pid of a process that has ended.
  private func endedProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func copiesOfEndedShellsAreRemovedAndOthersKept() throws {
    let folder = try TemporaryFolder(prefix: "store-repl-leftovers")
    defer { folder.remove() }
    let ended = try endedProcess()
    let running = getpid()
    let names = [
      "store-repl-lesson-\(ended)-12", "store-repl-last-code-\(ended)-7",
      "store-repl-lesson-\(running)-3", "store-repl-last-code-\(running)-4",
      "store-repl-lesson-notapid-5", "someone-else-\(ended)-1",
    ]
    for name in names {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent(name + "/inner"), withIntermediateDirectories: true)
    }
    #expect(
      LeftoverCopies.remove(in: folder.url) == [
        "store-repl-last-code-\(ended)-7", "store-repl-lesson-\(ended)-12",
      ])
    #expect(
      folder.names()
        == [
          "someone-else-\(ended)-1", "store-repl-last-code-\(running)-4",
          "store-repl-lesson-\(running)-3", "store-repl-lesson-notapid-5",
        ].sorted())
  }
}
