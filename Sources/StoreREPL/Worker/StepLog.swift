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
/// A replay (after a crash, a reload, a resume) reads every line since the start, the older
/// ones back from the file one at a time (``lines``), so that it holds no more of them in
/// memory than the session does between replays. The file is removed from its folder
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
  /// The most lines held in memory at once: those kept (``recent``), and those read back from
  /// the file for one use.
  private(set) var mostInMemory = 0

  /// - Parameter kept: How many of the latest lines stay in memory, at least.
  init(keeping kept: Int) {
    self.kept = kept
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// How many lines there are.
  var count: Int { spilledCount + recent.count }

  /// Every line, the older ones read back from the file, all in memory at once: for a test,
  /// or a caller that needs them together.
  var all: [WorkerBackend.Entry] {
    let all = Array(lines)
    noteInMemory(all.count)
    return all
  }

  /// Every line in order, the older ones read back from the file one at a time as the
  /// sequence is walked.
  var lines: Lines { Lines(log: self) }

  /// Adds a line.
  func append(_ entry: WorkerBackend.Entry) {
    recent.append(entry)
    noteInMemory(recent.count)
    spillIfOverTheLimit()
  }

  /// Makes `entries` the lines.
  func replace(with entries: [WorkerBackend.Entry]) {
    if descriptor >= 0 { ftruncate(descriptor, 0) }
    spilledLength = 0
    spilledCount = 0
    recent = entries
    noteInMemory(recent.count)
    spillIfOverTheLimit()
  }

  private func noteInMemory(_ count: Int) {
    mostInMemory = Swift.max(mostInMemory, count)
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

  /// The lines of a log in order: those in the file, read back a chunk at a time and decoded
  /// one at a time, then those in memory. A walk sees the lines as they were when it began;
  /// the log must not be changed while it is walked.
  struct Lines: Sequence {
    let log: StepLog

    func makeIterator() -> Iterator {
      Iterator(
        log: log, spilledCount: log.spilledCount, length: log.spilledLength, recent: log.recent)
    }

    struct Iterator: IteratorProtocol {
      let log: StepLog
      /// How many lines of the file are left to read.
      var spilledCount: Int
      let length: off_t
      let recent: [WorkerBackend.Entry]
      var offset: off_t = 0
      var frames = FrameBuffer()
      var recentIndex = 0

      mutating func next() -> WorkerBackend.Entry? {
        while spilledCount > 0 {
          if let body = try? frames.next() {
            guard let entry = try? WorkerChannel.message(WorkerBackend.Entry.self, in: body)
            else { continue }
            spilledCount -= 1
            // NB: This line, read back, beside the ones the log keeps.
            log.noteInMemory(log.recent.count + 1)
            return entry
          }
          guard offset < length, let read = frames.read(from: log.descriptor, at: offset) else {
            spilledCount = 0
            break
          }
          offset += off_t(read)
        }
        guard recentIndex < recent.count else { return nil }
        defer { recentIndex += 1 }
        return recent[recentIndex]
      }
    }
  }
}
