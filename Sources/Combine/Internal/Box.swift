/// A value that an operator's closures share and change, behind a lock.
final class Box<Value>: @unchecked Sendable {
  private let lock = PlainLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Changes the value, holding the lock.
  func update<T>(_ body: (inout Value) -> T) -> T {
    lock.withLock { body(&value) }
  }
}
