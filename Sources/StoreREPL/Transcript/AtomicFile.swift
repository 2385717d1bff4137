#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a reader sees the old contents or the new, never a part: into a
/// temporary file beside the target, flushed, then renamed over it.
enum AtomicFile {
  /// Writes `text` to `path`.
  ///
  /// - Throws: `FileWriteError` saying what failed; the old file, if any, is left as it was.
  static func write(_ text: String, to path: String) throws(FileWriteError) {
    try write(bytes: text.utf8, to: path)
  }

  /// Writes `bytes` to `path`.
  ///
  /// - Throws: `FileWriteError` saying what failed; the old file, if any, is left as it was.
  static func write(bytes: some Collection<UInt8>, to path: String) throws(FileWriteError) {
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
    fchmod(descriptor, 0o644)
    let code = writeAll(descriptor, bytes)
    guard code == 0 else { throw fail(code) }
    guard fsync(descriptor) == 0 else { throw fail(errno) }
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
struct FileWriteError: Error, Equatable {
  var path: String
  var reason: String

  init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  init(path: String, code: Int32) {
    self.init(path: path, reason: String(cString: strerror(code)))
  }

  var message: String { "can't write '\(path)': \(reason)" }
}
