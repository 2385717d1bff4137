#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The calling thread, to tell a call nested in one that runs on the same thread from a call
/// made on another thread.
struct ThreadIdentity: Equatable {
  private let thread: pthread_t

  /// The calling thread.
  static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

  static func == (lhs: Self, rhs: Self) -> Bool {
    pthread_equal(lhs.thread, rhs.thread) != 0
  }
}
