/// A value checked against the type it will be stored as, ready to be written to memory.
///
/// Composite values (payloads, tuples, structs) first turn every part into a `TypedValue` — a
/// check that cannot write anything — and only then write them all, so a failure never leaves
/// memory half initialized.
struct TypedValue {
  /// Initializes uninitialized memory of the checked type with the value (consumes nothing; the
  /// value is copied, so reference counts stay right).
  let initialize: (UnsafeMutableRawPointer) -> Void

  /// Checks that `value` is a `type`; `nil` when it is not.
  init?(_ value: Any, as type: any Any.Type) {
    func checked<T>(_: T.Type) -> ((UnsafeMutableRawPointer) -> Void)? {
      guard let typed = value as? T else { return nil }
      return { $0.initializeMemory(as: T.self, to: typed) }
    }
    guard let initialize = checked(type) else { return nil }
    self.initialize = initialize
  }
}

/// Builds a value of `type` in fresh memory: `build` must fully initialize it (it is given the
/// address and does not fail), then the value is moved out, boxed, and the memory released.
func buildValue(of type: any Any.Type, _ build: (UnsafeMutableRawPointer) -> Void) -> Any {
  func make<T>(_: T.Type) -> Any {
    let pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)
    defer { pointer.deallocate() }
    build(UnsafeMutableRawPointer(pointer))
    return pointer.move()
  }
  return make(type)
}
