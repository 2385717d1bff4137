#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain POSIX thread for tests that need one outside Swift concurrency's pool.
final class Thread {
  private var handle: pthread_t

  init(_ body: @escaping @Sendable () -> Void) {
    final class Box: Sendable {
      let body: @Sendable () -> Void
      init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    var handle = pthread_t()
    let created = pthread_create(
      &handle, nil,
      { argument in
        let box = Unmanaged<Box>.fromOpaque(argument!).takeRetainedValue()
        box.body()
        return nil
      }, box)
    precondition(created == 0, "pthread_create failed")
    self.handle = handle
  }

  func join() {
    pthread_join(handle, nil)
  }
}
