import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh folder under the system's temporary folder, for tests that write files; `remove()`
/// takes it away with what the test wrote in it.
struct TemporaryFolder {
  let path: String

  init() throws {
    let template = FileManager.default.temporaryDirectory.path + "/store-repl-terminal-tests.XXXXXX"
    var bytes = Array(template.utf8CString)
    guard let made = bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw SystemError(code: errno)
    }
    path = String(cString: made)
  }

  /// Removes the folder and what is in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The names in the folder, sorted.
  func names() -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}

struct SystemError: Error {
  var code: Int32
}

/// Writes `bytes` to a new file at `path` (mode 0644).
func write(_ bytes: [UInt8], to path: String) throws {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard descriptor >= 0 else { throw SystemError(code: errno) }
  defer { close(descriptor) }
  guard write(descriptor, bytes, bytes.count) == bytes.count else {
    throw SystemError(code: errno)
  }
}

/// The whole contents of the file at `path`.
func contents(of path: String) throws -> String {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { throw SystemError(code: errno) }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = read(descriptor, &chunk, chunk.count)
    if count <= 0 { break }
    bytes += chunk[..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// The permission bits of the file at `path`.
func mode(of path: String) throws -> mode_t {
  var status = stat()
  guard stat(path, &status) == 0 else { throw SystemError(code: errno) }
  return status.st_mode & 0o777
}
