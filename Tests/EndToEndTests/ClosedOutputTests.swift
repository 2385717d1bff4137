import Foundation
import TestHelpers
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A session whose standard output goes away, as `store-repl … | head -2` does.
@Suite struct ClosedOutputTests {
  /// The shell, given 200,000 commands, stops at the first write after its reader closed the
  /// pipe: it never reads them all, ends with status 0, and says nothing on standard error.
  @Test func aClosedOutputEndsTheSessionQuietly() throws {
    // NB: This process writes the commands into a pipe the shell stops reading: the write that
    // finds it gone must fail with EPIPE, not end this process with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = storeREPLExecutable
    process.arguments = ["EffectsBasics"]
    var environment = ProcessInfo.processInfo.environment
    environment["STORE_REPL_STATE_DIR"] =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "store-repl-state-\(UUID().uuidString)"
      ).path
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    defer { try? FileManager.default.removeItem(atPath: environment["STORE_REPL_STATE_DIR"]!) }
    // The banner's first bytes, then the reader goes away.
    let first = output.fileHandleForReading.readData(ofLength: 8)
    #expect(String(decoding: first, as: UTF8.self) == "EffectsB")
    try output.fileHandleForReading.close()
    let line = Array("send .incrementButtonTapped\n".utf8)
    let descriptor = input.fileHandleForWriting.fileDescriptor
    var failure: Int32 = 0
    lines: for _ in 0..<200_000 {
      var written = 0
      while written < line.count {
        let result = line[written...].withUnsafeBytes {
          write(descriptor, $0.baseAddress, $0.count)
        }
        if result < 0 {
          if errno == EINTR { continue }
          failure = errno
          break lines
        }
        written += result
      }
    }
    try? input.fileHandleForWriting.close()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(failure == EPIPE)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: stderr, as: UTF8.self) == "")
  }
}

extension ClosedOutputTests {
  /// Standard output is a file that may grow to 512 KiB at most (`ulimit -f 1024`): the write
  /// past it fails (`EFBIG`; the signal the system sends with it is ignored), which the shell
  /// says on standard error, and the session ends with status 1.
  @Test func anOutputPastTheFileSizeLimitIsAnError() throws {
    let folder = try TemporaryFolder(prefix: "store-repl-file-size")
    defer { folder.remove() }
    let input = folder.path + "/input"
    let output = folder.path + "/output"
    try String(repeating: "send .incrementButtonTapped\n", count: 20_000)
      .write(toFile: input, atomically: true, encoding: .utf8)
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "ulimit -f 1024; exec \"$0\" \"$@\"", storeREPLExecutable.path, "EffectsBasics",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["STORE_REPL_STATE_DIR"] = folder.path
    process.environment = environment
    process.standardInput = FileHandle(forReadingAtPath: input)
    process.standardOutput = FileHandle(forWritingAtPath: output)
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    #expect(
      String(decoding: stderr, as: UTF8.self)
        == "error: can't write to standard output: File too large\n")
    let size = try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int
    #expect(size == 1024 * 512)
  }
}
