/// Carries a value across a concurrency boundary that the runtime serialises by construction.
///
/// - Note: Used only where the engine hands a value to exactly one task at a time (an effect
///   tree to the task that runs it, an action to the store that reduces it).
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
  @usableFromInline var value: Value

  @usableFromInline
  init(_ value: Value) { self.value = value }
}
