#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to a file descriptor with the C library's `write`, the same name on every
/// platform: types here have `write` methods of their own, which hide the free function.
///
/// - Returns: The number of bytes written, or -1 with `errno` set.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #elseif canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
  #endif
}

/// Writes every byte of `bytes`, again after a short write or an interrupted one.
///
/// - Returns: 0 when all were written, else the `errno` of the write that failed (or `EIO` for
///   a write that wrote nothing).
@discardableResult
func writeAll(_ descriptor: Int32, _ bytes: some Collection<UInt8>) -> Int32 {
  var bytes = Array(bytes)
  return bytes.withUnsafeMutableBytes { buffer in
    var written = 0
    while written < buffer.count {
      let result = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return result < 0 ? errno : EIO }
      written += result
    }
    return 0
  }
}

/// Reads bytes from a file descriptor with the C library's `read`.
///
/// - Returns: The number of bytes read, 0 at the end of the file, or -1 with `errno` set.
func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(descriptor, bytes, count)
  #elseif canImport(Darwin)
    Darwin.read(descriptor, bytes, count)
  #endif
}
