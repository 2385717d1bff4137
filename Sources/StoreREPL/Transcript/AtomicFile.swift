#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader sees the old contents or the new, never a part: into a
/// temporary file beside the target, flushed, then renamed over it.
///
/// A symbolic link is written through: its target gets the new contents and the link stays a
/// link. A FIFO, a socket or a device is refused, left as it is: renaming a file over it would
/// replace it.
package enum AtomicFile {
  /// Writes `text` to `path`.
  ///
  /// - Throws: `FileWriteError` saying what failed; the old file, if any, is left as it was.
  package static func write(_ text: String, to path: String) throws(FileWriteError) {
    try write(bytes: text.utf8, to: path)
  }

  /// Writes `bytes` to `path`.
  ///
  /// - Parameters:
  ///   - permissions: The new file's mode (`0o644`: others may read it).
  ///   - syncs: Whether the bytes reach the disk before the rename (`fsync`), so that a crash of
  ///     the machine leaves the old file or the new; a file rewritten at every command (the
  ///     history) skips it.
  /// - Throws: `FileWriteError` saying what failed; the old file, if any, is left as it was.
  package static func write(
    bytes: some Collection<UInt8>, to path: String, permissions: mode_t = 0o644,
    syncs: Bool = true
  ) throws(FileWriteError) {
    let target = try writablePath(path)
    guard target != path else {
      return try replace(path, with: bytes, permissions: permissions, syncs: syncs)
    }
    do {
      try replace(target, with: bytes, permissions: permissions, syncs: syncs)
    } catch {
      throw FileWriteError(path: path, reason: "\(error.reason) (its link's target '\(target)')")
    }
  }

  /// Writes `bytes` to the regular file, or the file not yet made, at `path`: into a temporary
  /// file beside it, renamed over it.
  private static func replace(
    _ path: String, with bytes: some Collection<UInt8>, permissions: mode_t, syncs: Bool
  ) throws(FileWriteError) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard !name.isEmpty else { throw FileWriteError(path: path, reason: "it names a folder") }
    var template = Array((folder + "." + name + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw FileWriteError(path: path, code: errno) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    func fail(_ code: Int32) -> FileWriteError {
      close(descriptor)
      unlink(temporary)
      return FileWriteError(path: path, code: code)
    }
    // Mkstemp makes the file 0600 whatever the umask; the mode asked for is set here.
    guard fchmod(descriptor, permissions) == 0 else { throw fail(errno) }
    let code = writeAll(descriptor, bytes)
    guard code == 0 else { throw fail(code) }
    guard !syncs || fsync(descriptor) == 0 else { throw fail(errno) }
    guard close(descriptor) == 0 else {
      unlink(temporary)
      throw FileWriteError(path: path, code: errno)
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw FileWriteError(path: path, code: code)
    }
  }
}

extension AtomicFile {
  /// The most links followed to a file: more is a loop.
  static let linkLimit = 40

  /// The path to write for `path`: the file a chain of symbolic links ends at (which may not exist
  /// yet), else `path` itself.
  ///
  /// - Throws: `FileWriteError` for a FIFO, a socket, a device or a folder, and for links that
  ///   loop.
  static func writablePath(_ path: String) throws(FileWriteError) -> String {
    var current = path
    for _ in 0...linkLimit {
      var status = stat()
      guard lstat(current, &status) == 0 else { return current }
      switch status.st_mode & S_IFMT {
      case S_IFLNK:
        current = try linkTarget(of: current, reading: path)
      case S_IFREG:
        return current
      case S_IFDIR:
        throw FileWriteError(path: path, reason: "it names a folder")
      case S_IFIFO:
        throw FileWriteError(path: path, reason: "it is a FIFO; write to a regular file")
      case S_IFSOCK:
        throw FileWriteError(path: path, reason: "it is a socket; write to a regular file")
      default:
        throw FileWriteError(path: path, reason: "it is a device; write to a regular file")
      }
    }
    throw FileWriteError(path: path, code: ELOOP)
  }

  /// Where the link at `link` points, a relative target read from the link's folder.
  private static func linkTarget(
    of link: String, reading path: String
  ) throws(FileWriteError)
    -> String
  {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(link, &buffer, buffer.count - 1)
    guard count >= 0 else { throw FileWriteError(path: path, code: errno) }
    let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard !target.hasPrefix("/"), let slash = link.lastIndex(of: "/") else { return target }
    return String(link[...slash]) + target
  }
}

/// A file that could not be written.
package struct FileWriteError: Error, Equatable, Codable {
  package var path: String
  package var reason: String
  /// The `errno` value the system returned, when the system said no.
  package var code: Int32?

  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  package init(path: String, code: Int32) {
    self.init(path: path, reason: String(cString: strerror(code)))
    self.code = code
  }

  package var message: String { "can't write '\(path)': \(reason)" }
}
