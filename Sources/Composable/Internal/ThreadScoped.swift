#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value bound for the length of a synchronous operation, seen by the code that operation
/// runs on the same thread: a task-local value for code that never suspends, at a fraction of
/// its price.
///
/// Binding a task-local allocates in the task and takes the task's status lock, to check for
/// task groups; for a scope that cannot suspend, a thread's slot says the same. The value lives
/// on the binder's stack; the slot holds its address only while `withValue` runs.
///
/// Only for operations that run no other task's job on their thread: such a job would see the
/// binding as its own.
final class ThreadScoped<Value>: @unchecked Sendable {
  // NB: `@unchecked`: the key is set once; each thread's slot is its own.
  private let key: pthread_key_t

  init() {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed: \(status)")
    self.key = key
  }

  /// The value bound on this thread, if any.
  var current: Value? {
    guard let slot = pthread_getspecific(key) else { return nil }
    return slot.assumingMemoryBound(to: Value.self).pointee
  }

  /// Runs a synchronous operation with `value` bound on this thread.
  func withValue<R>(_ value: Value, _ operation: () throws -> R) rethrows -> R {
    var value = value
    return try withUnsafeMutablePointer(to: &value) { pointer in
      let previous = pthread_getspecific(key)
      pthread_setspecific(key, pointer)
      defer { pthread_setspecific(key, previous) }
      return try operation()
    }
  }
}
