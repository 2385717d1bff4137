import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a session's journal is written, a line at a time.
///
/// A session that resumed a journal and keeps fewer of its lines than the file has (a line
/// that was cut short or does not run, and the lines after it) keeps a copy of the file beside
/// it before it replaces it: what was recorded is never deleted without a copy.
///
/// What is on disk is not kept in memory: the writer holds only the lines it could not write
/// yet. A write that fails (a full disk, a file size limit) is said once; the lines that wait
/// are written on a later step, as soon as the disk takes them, and that is said too.
final class JournalWriter {
  let path: String
  /// The header, and the lines not on disk yet.
  private var journal: SessionJournal
  private var descriptor: Int32 = -1
  /// Why writing failed, while it does: said once; the lines wait in ``journal``.
  private(set) var failure: String?
  /// Whether the file must be written anew, header and all, rather than appended to.
  private var needsRewrite = true
  /// How many bytes of the file are whole lines written: a write that failed halfway is cut
  /// back to it before the lines that wait are written again.
  private var writtenLength: off_t = 0
  /// How many lines have come since writing failed; the writer tries again after 1, 2, 4, …
  /// and then every 256 of them, so that a long outage does not cost a write of every line
  /// that waits at every step.
  private var linesSinceFailure = 0
  /// Whether the writer gave up for good: the copy of a resumed journal could not be made, and
  /// the journal is left as it is.
  private var gaveUp = false
  /// The journal the session resumed, as the file has it, until the first write replaces it.
  private var resumed: SessionJournal?
  /// The lock on the journal, held as long as the writer is.
  private let lock: JournalLock?
  /// How bytes are written: `writeAll`, unless a test fails them.
  var writeBytes: (Int32, [UInt8]) -> Int32 = { writeAll($0, $1) }

  /// - Parameters:
  ///   - path: The journal's file.
  ///   - journal: The header the session writes.
  ///   - resumed: The journal in the file that the session resumed, if it did.
  ///   - lock: The lock on the journal, which the writer holds from now on.
  init(
    path: String, journal: SessionJournal, resuming resumed: SessionJournal? = nil,
    lock: JournalLock? = nil
  ) {
    self.path = path
    self.journal = journal
    self.resumed = resumed
    self.lock = lock
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Appends a line; the first writes the file anew with its header.
  ///
  /// - Returns: A note or a warning to print: the copy kept of the file it replaces, that
  ///   writing failed (the first time), or that it works again.
  func append(_ line: String, digest: UInt64?) -> String? {
    let kept = journal.lines.count
    journal.append(line, digest: digest)
    guard failure != nil else { return flush(keeping: kept) }
    linesSinceFailure += 1
    guard linesSinceFailure & (linesSinceFailure - 1) == 0 || linesSinceFailure % 256 == 0
    else { return nil }
    return flush(keeping: kept)
  }

  /// Marks the journal as the record of a session that ended, when this session wrote it: a
  /// later start on the same files then has no killed session to offer back.
  ///
  /// - Returns: A note or a warning to print, as ``append(_:digest:)`` returns.
  @discardableResult
  func end() -> String? {
    guard !needsRewrite || failure != nil else { return nil }
    journal.isEnded = true
    return flush(keeping: journal.lines.count)
  }

  /// Writes the journal with these lines, replacing what it had.
  ///
  /// - Returns: A note or a warning to print: the copy kept of the file it replaces, or that
  ///   writing failed (the first time), or that it works again.
  @discardableResult
  func replace(with lines: [(line: String, digest: UInt64?)]) -> String? {
    journal.lines = lines.map(\.line)
    journal.digests = lines.map(\.digest)
    needsRewrite = true
    return flush(keeping: lines.count)
  }

  /// Writes the lines that wait: the whole file when it is to be written anew, else after
  /// the whole lines the file has.
  private func flush(keeping kept: Int) -> String? {
    guard !gaveUp else { return nil }
    let reason = needsRewrite ? rewrite(keeping: kept) : appendWaitingLines()
    var notes = [copyNote].compactMap { $0 }
    copyNote = nil
    if let reason {
      if failure == nil {
        linesSinceFailure = 0
        notes.append("warning: the session is not saved for '--resume': \(reason)")
      }
      failure = reason
    } else {
      journal.lines = []
      journal.digests = []
      if failure != nil {
        notes.append(
          "note: the journal is written again, with every step of the session: it is saved for "
            + "'--resume' in \(path)")
      }
      failure = nil
    }
    return notes.isEmpty ? nil : notes.joined(separator: "\n")
  }

  /// Writes the lines that wait after the whole lines the file has, cutting off what a write
  /// that failed left of a line.
  ///
  /// - Returns: Why it failed, or nil.
  private func appendWaitingLines() -> String? {
    if failure != nil, ftruncate(descriptor, writtenLength) != 0 {
      return "can't write \(path): \(String(cString: strerror(errno)))"
    }
    // NB: One write for a line and its digest: a kill between them cannot part them.
    let text =
      zip(journal.lines, journal.digests).map { SessionJournal.row($0, digest: $1) }.joined()
      + (journal.isEnded ? SessionJournal.endLine + "\n" : "")
    let bytes = Array(text.utf8)
    let code = writeBytes(descriptor, bytes)
    guard code == 0 else { return "can't write \(path): \(String(cString: strerror(code)))" }
    writtenLength += off_t(bytes.count)
    return nil
  }

  /// Writes the file anew; `kept` of its lines are the first lines of the file it replaces.
  ///
  /// - Returns: Why it failed, or nil.
  private func rewrite(keeping kept: Int) -> String? {
    if let resumed {
      do throws(JournalCopyError) {
        copyNote = try keepCopy(of: resumed, keeping: kept)
      } catch {
        gaveUp = true
        return error.reason
      }
      self.resumed = nil
    }
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    let text = journal.text
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try AtomicFile.write(text, to: path)
    } catch let error as FileWriteError {
      return error.message
    } catch {
      return "can't create \(folder): \(error.localizedDescription)"
    }
    descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard descriptor >= 0 else {
      return "can't open \(path): \(String(cString: strerror(errno)))"
    }
    needsRewrite = false
    writtenLength = off_t(text.utf8.count)
    return nil
  }

  /// The note on the copy kept of a resumed journal, said with the write that made it.
  private var copyNote: String?

  // MARK: - The copy of a resumed journal

  /// Before the first write replaces the journal the session resumed: when the session keeps
  /// fewer lines than the file has (lines left out as they were read, or the lines from where
  /// the replay stopped), copies the file beside it.
  ///
  /// - Returns: The note that says which lines were not replayed, why, and where the copy is;
  ///   nil when nothing is lost.
  /// - Throws: Why the copy could not be made: the file is then left as it is.
  private func keepCopy(
    of resumed: SessionJournal, keeping kept: Int
  ) throws(JournalCopyError) -> String? {
    let stop = kept < resumed.lines.count ? resumed.lineNumbers[kept] : resumed.damage?.line
    // NB: Each line left out as it was read, before the replay stopped, then the rest of the
    // file; each with why, as a clause that names the line, and as one whose subject is it.
    var missed: [(first: Int, last: Int, clause: String, predicate: String)] = resumed.skipped
      .filter { $0.line < (stop ?? Int.max) }
      .map { ($0.line, $0.line, "line \($0.line) \($0.predicate)", "it \($0.predicate)") }
    if let stop {
      if let damage = resumed.damage, damage.line == stop {
        missed.append(
          (
            stop, resumed.lastLineNumber, "line \(stop) \(damage.predicate)",
            (stop == resumed.lastLineNumber ? "it " : "line \(stop) ") + damage.predicate
          ))
      } else {
        let clause = "the replay stopped at line \(stop)"
        missed.append((stop, resumed.lastLineNumber, clause, clause))
      }
    }
    guard !missed.isEmpty else { return nil }
    let copy = try Self.copy(path)
    let numbers = missed.map { $0.first == $0.last ? "\($0.first)" : "\($0.first)–\($0.last)" }
    let which =
      missed.count == 1 && missed[0].first == missed[0].last
      ? "line \(numbers[0]) of \(path) was"
      : "lines \(listed(numbers)) of \(path) were"
    let why = missed.count == 1 ? missed[0].predicate : missed.map(\.clause).joined(separator: "; ")
    return "note: \(which) not replayed: \(why). The journal as it was is kept in \(copy)."
  }

  /// Copies the file at `path` to `<path>.bak`, or `<path>.bak-2`, … when that is taken: a copy
  /// is never replaced.
  ///
  /// - Returns: The copy's path.
  private static func copy(_ path: String) throws(JournalCopyError) -> String {
    let bytes: [UInt8]
    do {
      bytes = try readFile(path)
    } catch {
      throw JournalCopyError(reason: "can't keep a copy of \(path): \(error.message)")
    }
    for number in 1...1000 {
      let copy = path + (number == 1 ? ".bak" : ".bak-\(number)")
      let descriptor = open(copy, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor < 0, errno == EEXIST { continue }
      guard descriptor >= 0 else { throw JournalCopyError(path: copy, code: errno) }
      var code = writeAll(descriptor, bytes)
      if code == 0, fsync(descriptor) != 0 { code = errno }
      if close(descriptor) != 0, code == 0 { code = errno }
      guard code == 0 else {
        unlink(copy)
        throw JournalCopyError(path: copy, code: code)
      }
      return copy
    }
    throw JournalCopyError(reason: "can't keep a copy of \(path): \(path).bak-1000 is taken")
  }

}

/// Why the copy of a resumed journal could not be made.
struct JournalCopyError: Error {
  var reason: String

  init(reason: String) { self.reason = reason }

  init(path: String, code: Int32) {
    reason = "can't write \(path): \(String(cString: strerror(code)))"
  }
}
