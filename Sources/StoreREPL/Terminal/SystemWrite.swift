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
