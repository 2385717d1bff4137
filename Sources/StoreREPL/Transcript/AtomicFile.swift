#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader sees the old contents or the new, never a part: into a
/// temporary file beside the target, flushed, then renamed over it.
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
    // NB: mkstemp makes the file 0600 whatever the umask; the mode asked for is set here.
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

/// A file that could not be written.
package struct FileWriteError: Error, Equatable {
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
