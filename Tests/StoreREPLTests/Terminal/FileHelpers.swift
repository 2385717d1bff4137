#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
