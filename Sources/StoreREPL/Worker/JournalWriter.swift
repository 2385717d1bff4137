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
final class JournalWriter {
  let path: String
  private var journal: SessionJournal
  private var descriptor: Int32 = -1
  /// Whether writing failed once: said once, then the session goes on without a journal.
  private(set) var failure: String?
  /// The journal the session resumed, as the file has it, until the first write replaces it.
  private var resumed: SessionJournal?
  /// The lock on the journal, held as long as the writer is.
  private let lock: JournalLock?

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
  /// - Returns: A note or a warning to print: the copy kept of the file it replaces, or that
  ///   writing failed (the first time).
  func append(_ line: String, digest: UInt64?) -> String? {
    let kept = journal.lines.count
    journal.append(line, digest: digest)
    if descriptor < 0 { return rewrite(keeping: kept) }
    // NB: One write for the line and its digest: a kill between them cannot part them.
    return write(SessionJournal.row(line, digest: digest))
  }

  /// Marks the journal as the record of a session that ended, when this session wrote it: a
  /// later start on the same files then has no killed session to offer back.
  func end() {
    guard descriptor >= 0 else { return }
    _ = write(SessionJournal.endLine + "\n")
  }

  /// Writes the journal with these lines, replacing what it had.
  ///
  /// - Returns: A note or a warning to print: the copy kept of the file it replaces, or that
  ///   writing failed (the first time).
  @discardableResult
  func replace(with lines: [(line: String, digest: UInt64?)]) -> String? {
    journal.lines = lines.map(\.line)
    journal.digests = lines.map(\.digest)
    return rewrite(keeping: lines.count)
  }

  /// Writes the file anew; `kept` of its lines are the first lines of the file it replaces.
  private func rewrite(keeping kept: Int) -> String? {
    guard failure == nil else { return nil }
    var note: String?
    if let resumed {
      self.resumed = nil
      do throws(JournalCopyError) {
        note = try keepCopy(of: resumed, keeping: kept)
      } catch {
        return fail(error.reason)
      }
    }
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try AtomicFile.write(journal.text, to: path)
    } catch let error as FileWriteError {
      return fail(error.message)
    } catch {
      return fail("can't create \(folder): \(error.localizedDescription)")
    }
    descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard descriptor >= 0 else {
      return fail("can't open \(path): \(String(cString: strerror(errno)))")
    }
    return note
  }

  // MARK: - The copy of a resumed journal

  /// Before the first write replaces the journal the session resumed: when the session keeps
  /// fewer lines than the file has, copies the file beside it.
  ///
  /// - Returns: The note that says which lines were not replayed, why, and where the copy is;
  ///   nil when nothing is lost.
  /// - Throws: Why the copy could not be made: the file is then left as it is.
  private func keepCopy(
    of resumed: SessionJournal, keeping kept: Int
  ) throws(JournalCopyError) -> String? {
    let first: Int
    if kept < resumed.lines.count {
      first = resumed.lineNumbers[kept]
    } else if let damage = resumed.damage {
      first = damage.line
    } else {
      return nil
    }
    let copy = try Self.copy(path)
    let last = resumed.lastLineNumber
    let which =
      first == last ? "line \(first) of \(path) was" : "lines \(first)–\(last) of \(path) were"
    let why: String
    if let damage = resumed.damage, damage.line == first {
      why = (first == last ? "it " : "line \(first) ") + damage.predicate
    } else {
      why = "the replay stopped at line \(first)"
    }
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

  private func write(_ text: String) -> String? {
    guard failure == nil else { return nil }
    let code = writeAll(descriptor, text.utf8)
    return code == 0 ? nil : fail("can't write \(path): \(String(cString: strerror(code)))")
  }

  private func fail(_ reason: String) -> String {
    failure = reason
    return "warning: the session is not saved for '--resume': \(reason)"
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
