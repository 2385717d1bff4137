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
