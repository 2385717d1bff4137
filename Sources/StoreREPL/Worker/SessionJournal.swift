import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The steps of a session on feature files, written as they happen, so that `--resume` brings a
/// killed shell's session back.
///
/// One journal per set of files, in `$STORE_REPL_STATE_DIR`, else `$XDG_STATE_HOME/store-repl`,
/// else `~/.local/state/store-repl`. It is a text file:
///
/// ```
/// store-repl session
/// file /home/me/Counter/Counter.swift
/// feature Counter
///
/// send .incrementButtonTapped
/// advance 1s
/// ```
///
/// The lines after the blank line are what a replay runs (see ``Shell/replayLine(for:output:before:)``).
/// A new session on the same files replaces the journal when it makes its first step.
struct SessionJournal {
  /// The absolute paths of the feature files.
  var files: [String]
  /// The feature named on the command line, if any.
  var feature: String?
  /// What named the files on the command line when it was not the files themselves:
  /// `--package <absolute dir>` and `--target <name>`.
  var naming: [String] = []
  /// The lines to replay.
  var lines: [String] = []
  /// Whether the session ended (`quit`, Ctrl-D, the end of its input) rather than being killed.
  var isEnded = false

  static let environmentVariable = "STORE_REPL_STATE_DIR"
  static let firstLine = "store-repl session"
  /// The line a session that ended writes last: a comment, which a replay skips.
  static let endLine = "# ended"

  /// The folder journals are kept in.
  static func folder(environment: [String: String]) -> String {
    if let folder = environment[environmentVariable], !folder.isEmpty { return folder }
    if let folder = environment["XDG_STATE_HOME"], folder.hasPrefix("/") {
      return folder + "/store-repl"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.local/state/store-repl"
  }

  /// The journal's file for these files: named after the first and a hash of all of them.
  static func path(files: [String], in folder: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in files.joined(separator: "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let name = files.first?.split(separator: "/").last.map(String.init) ?? "session"
    let hex = String(hash, radix: 16)
    return "\(folder)/\(name)-\(String(repeating: "0", count: 16 - hex.count) + hex).session"
  }

  /// The header: what names the files and the feature.
  var header: String {
    ([Self.firstLine] + files.map { "file \($0)" } + naming.map { "name \($0)" }
      + (feature.map { ["feature \($0)"] } ?? []))
      .joined(separator: "\n") + "\n\n"
  }

  var text: String {
    header + (lines + (isEnded ? [Self.endLine] : [])).map { $0 + "\n" }.joined()
  }

  /// Reads a journal.
  ///
  /// - Throws: `TranscriptError` when it cannot be read or is not a journal.
  init(contentsOf path: String) throws(TranscriptError) {
    let text = try readTextFile(path)
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rows.last == "" { rows.removeLast() }
    guard rows.first == Self.firstLine, let blank = rows.firstIndex(of: "") else {
      throw TranscriptError("not a store-repl session journal")
    }
    files = rows[1..<blank].compactMap { $0.hasPrefix("file ") ? String($0.dropFirst(5)) : nil }
    feature = rows[1..<blank].first { $0.hasPrefix("feature ") }.map { String($0.dropFirst(8)) }
    naming = rows[1..<blank].compactMap { $0.hasPrefix("name ") ? String($0.dropFirst(5)) : nil }
    lines = Array(rows[(blank + 1)...])
    if lines.last == Self.endLine {
      lines.removeLast()
      isEnded = true
    }
    guard !files.isEmpty else { throw TranscriptError("the journal names no feature file") }
  }

  init(files: [String], feature: String?, naming: [String] = []) {
    self.files = files
    self.feature = feature
    self.naming = naming
  }

  /// The most recently written journal in `folder`, if any.
  static func latest(in folder: String) -> String? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return
      names
      .filter { $0.hasSuffix(".session") }
      .map { "\(folder)/\($0)" }
      .max { modified($0) < modified($1) }
  }

  private static func modified(_ path: String) -> Date {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date)
      ?? .distantPast
  }
}

/// Where a session's journal is written, a line at a time.
final class JournalWriter {
  let path: String
  private var journal: SessionJournal
  private var descriptor: Int32 = -1
  /// Whether writing failed once: said once, then the session goes on without a journal.
  private(set) var failure: String?

  init(path: String, journal: SessionJournal) {
    self.path = path
    self.journal = journal
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Appends a line; the first writes the file anew with its header.
  ///
  /// - Returns: A warning the first time writing fails.
  func append(_ line: String) -> String? {
    journal.lines.append(line)
    if descriptor < 0 { return rewrite() }
    return write(line + "\n")
  }

  /// Marks the journal as the record of a session that ended, when this session wrote it: a
  /// later start on the same files then has no killed session to offer back.
  func end() {
    guard descriptor >= 0 else { return }
    _ = write(SessionJournal.endLine + "\n")
  }

  /// Writes the journal with these lines, replacing what it had.
  ///
  /// - Returns: A warning the first time writing fails.
  @discardableResult
  func replace(with lines: [String]) -> String? {
    journal.lines = lines
    return rewrite()
  }

  private func rewrite() -> String? {
    guard failure == nil else { return nil }
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
    return descriptor < 0 ? fail("can't open \(path): \(String(cString: strerror(errno)))") : nil
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

/// The path as absolute: a relative one is taken from the current directory.
package func absolutePath(_ path: String) -> String {
  path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
}
