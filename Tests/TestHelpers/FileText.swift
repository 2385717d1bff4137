#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text of a file, or nil when it cannot be read (a file of `/proc` whose process is gone).
///
/// NB: Read with `read(2)` until its end: for a file that is empty, or says it is (the files of
/// `/proc`), `String(contentsOfFile:)` reads into buffers it never frees (Address Sanitizer's
/// leak check reports them).
public func fileText(_ path: String) -> String? {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 4096) }
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { return count == 0 ? String(decoding: bytes, as: UTF8.self) : nil }
    bytes += buffer[..<count]
  }
}
