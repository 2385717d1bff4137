import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines of a session on feature files that a replay runs again (``WorkerBackend/Entry``),
/// as the shell in front keeps them: the latest in memory, the older ones in a temporary file,
/// so that what the front holds in memory is bounded by the session's history limit
/// (`--history`), as the worker's session folds its own history.
///
/// A replay after a crash, `save` and `log` without a worker need every line since the start:
/// they read the older ones back from the file (``all``). The file is removed from its folder
/// as soon as it is made, so that nothing is left of it however the shell ends. Lines that
/// cannot be written there (a full disk) stay in memory until a later line can be.
final class StepLog {
  /// How many of the latest lines stay in memory, at least.
  var kept: Int
  /// The latest lines, in memory.
  private(set) var recent: [WorkerBackend.Entry] = []
  /// How many lines are in the file, before ``recent``.
  private(set) var spilledCount = 0
  /// The file, removed from its folder; -1 until lines are first written.
  private var descriptor: Int32 = -1
  /// How many bytes of the file hold lines.
  private var spilledLength: off_t = 0

  /// - Parameter kept: How many of the latest lines stay in memory, at least.
  init(keeping kept: Int) {
    self.kept = kept
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// How many lines there are.
  var count: Int { spilledCount + recent.count }

  /// Every line, the older ones read back from the file.
  var all: [WorkerBackend.Entry] { spilled() + recent }

  /// Adds a line.
  func append(_ entry: WorkerBackend.Entry) {
    recent.append(entry)
    spillIfOverTheLimit()
  }

  /// Makes `entries` the lines.
  func replace(with entries: [WorkerBackend.Entry]) {
    if descriptor >= 0 { ftruncate(descriptor, 0) }
    spilledLength = 0
    spilledCount = 0
    recent = entries
    spillIfOverTheLimit()
  }

  /// Changes the lines kept in memory, the latest last.
  func updateRecent(_ change: (inout [WorkerBackend.Entry]) -> Void) {
    change(&recent)
  }

  /// Writes the oldest lines in memory to the file, when more than ``kept`` and a quarter of
  /// it more are there: writing them in batches keeps its cost per line constant.
  private func spillIfOverTheLimit() {
    let batch = Swift.max(256, kept / 4)
    guard recent.count >= kept + batch else { return }
    let spilling = recent.count - kept
    var bytes: [UInt8] = []
    for var entry in recent[..<spilling] {
      // NB: What a line printed is kept for the latest lines only.
      entry.output = nil
      let body = WorkerChannel.body(of: entry)
      for shift in stride(from: 0, to: 32, by: 8) {
        bytes.append(UInt8(truncatingIfNeeded: body.count >> shift))
      }
      bytes += body
    }
    guard openFile(), pwriteAll(bytes, at: spilledLength) else {
      // NB: Kept in memory; a later batch tries again.
      return
    }
    spilledLength += off_t(bytes.count)
    spilledCount += spilling
    recent.removeFirst(spilling)
  }

  /// Makes the file, if it is not made yet: in the temporary folder, removed from it at once.
  private func openFile() -> Bool {
    guard descriptor < 0 else { return true }
    let folder = FileManager.default.temporaryDirectory.path
    var template = Array((folder + "/store-repl-steps-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard made >= 0 else { return false }
    _ = fcntl(made, F_SETFD, FD_CLOEXEC)
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    descriptor = made
    return true
  }

  /// Writes all of `bytes` at `offset`; false when the disk did not take them.
  private func pwriteAll(_ bytes: [UInt8], at offset: off_t) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let result = pwrite(
          descriptor, buffer.baseAddress! + written, buffer.count - written,
          offset + off_t(written))
        if result < 0, errno == EINTR { continue }
        guard result > 0 else { return false }
        written += result
      }
      return true
    }
  }

  /// The lines in the file, read back.
  private func spilled() -> [WorkerBackend.Entry] {
    guard spilledCount > 0 else { return [] }
    var entries: [WorkerBackend.Entry] = []
    entries.reserveCapacity(spilledCount)
    var frames = FrameBuffer()
    var offset: off_t = 0
    while offset < spilledLength {
      guard let read = frames.read(from: descriptor, at: offset) else { break }
      offset += off_t(read)
      while let body = try? frames.next() {
        guard let entry = try? WorkerChannel.message(WorkerBackend.Entry.self, in: body) else {
          continue
        }
        entries.append(entry)
      }
    }
    return entries
  }
}
