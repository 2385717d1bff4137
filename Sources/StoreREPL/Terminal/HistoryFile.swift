#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file that keeps the shell's command history between sessions: one command per line,
/// UTF-8, the oldest first, at most `limit` lines.
///
/// Every write replaces the whole file atomically (a temporary file with mode 0600 in the same
/// folder, then `rename`), so a crash never leaves a torn file and the file is only ever
/// readable by its owner. `append(_:)` re-reads the file first, so two sessions running at once
/// both keep their commands.
package struct HistoryFile: Equatable, Sendable {
  /// The path of the file.
  package var path: String

  /// How many lines the file keeps at most (the newest).
  package var limit: Int

  /// Creates a history file description; nothing is read or written yet.
  ///
  /// - Parameters:
  ///   - path: The path of the file.
  ///   - limit: How many lines the file keeps at most.
  package init(path: String, limit: Int = 1000) {
    self.path = path
    self.limit = limit
  }

  /// `~/.store_repl_history`, or `nil` when the home folder is unknown.
  package static var defaultPath: String? {
    if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty {
      return home + "/.store_repl_history"
    }
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else {
      return nil
    }
    let home = String(cString: directory)
    return home.isEmpty ? nil : home + "/.store_repl_history"
  }

  /// Reads the lines of the file; a missing file has none.
  ///
  /// Bytes that are not UTF-8 are decoded as replacement characters.
  ///
  /// - Returns: The lines, the oldest first, without empty lines.
  /// - Throws: `HistoryFileError` when the file exists but cannot be read.
  package func load() throws(HistoryFileError) -> [String] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      if errno == ENOENT { return [] }
      throw HistoryFileError(operation: .read, path: path, code: errno)
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw HistoryFileError(operation: .read, path: path, code: errno)
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return bytes.split(separator: UInt8(ascii: "\n")).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Replaces the file with `lines` (the newest `limit` of them), atomically and with mode 0600.
  ///
  /// - Parameter lines: The lines, the oldest first. Line breaks inside a line become spaces
  ///   and empty lines are dropped.
  /// - Throws: `HistoryFileError` when the file cannot be written; the old file is then intact.
  package func save(_ lines: [String]) throws(HistoryFileError) {
    var contents: [UInt8] = []
    for line in lines.suffix(limit) where !line.isEmpty {
      for byte in line.utf8 {
        contents.append(byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") ? 0x20 : byte)
      }
      contents.append(UInt8(ascii: "\n"))
    }
    try writeAtomically(contents)
  }

  /// Adds `line` to the end of the file, keeping the newest `limit` lines.
  ///
  /// - Parameter line: The command to remember.
  /// - Throws: `HistoryFileError` when the file cannot be read or written.
  package func append(_ line: String) throws(HistoryFileError) {
    try save(load() + [line])
  }

  // MARK: - Writing

  private func writeAtomically(_ contents: [UInt8]) throws(HistoryFileError) {
    // Private to the user (0600), and not synced: it is written after every command.
    do throws(FileWriteError) {
      try AtomicFile.write(bytes: contents, to: path, permissions: 0o600, syncs: false)
    } catch {
      throw HistoryFileError(operation: .write, path: path, code: error.code ?? EIO)
    }
  }

}
