extension TestStore {
  /// Runs an assertion's closure with its changes to shared state going to their expected
  /// values, over `base` where it makes none.
  ///
  /// - Parameters:
  ///   - base: What shared state the closure starts from: its snapshot (the state before the
  ///     step) or its current value (a non-exhaustive store's state after the step).
  ///   - body: The closure, applied.
  func expectingShared<R>(over base: SharedView, _ body: () throws -> R) rethrows -> R {
    sharedChanges.beginExpectation()
    return try SharedAssertion.scope.withValue(
      SharedAssertion(tracker: sharedChanges, mode: .expecting(over: base)), body)
  }

  /// Runs a comparison or a diff of two states, the left-hand (old) one seeing shared state as
  /// `old`, the other as `new`.
  func comparingShared<R>(old: SharedView, new: SharedView, _ body: () throws -> R) rethrows -> R {
    // With no change since the test last asserted, every view sees a shared value as it is now,
    // as a read does without an assertion.
    guard sharedChanges.hasChanges else { return try body() }
    return try SharedAssertion.scope.withValue(
      SharedAssertion(tracker: sharedChanges, mode: .comparing(old: old, new: new)), body)
  }

  /// Forgets the snapshots of shared state: the test has asserted up to the current values.
  func acceptSharedChanges() {
    sharedChanges.accept()
  }
}
