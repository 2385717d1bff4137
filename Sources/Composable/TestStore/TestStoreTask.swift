/// The effects started by one `TestStore.send`, to cancel or to wait for.
public struct TestStoreTask: Sendable {
  let numbers: [Int]
  weak var store: (any TestStoreTaskControl)?

  /// Cancels the effects and lets them finish.
  public nonisolated(nonsending) func cancel() async {
    await store?.cancel(effects: numbers)
  }

  /// Lets the effects run as far as they can; a failure when any is still in flight.
  public nonisolated(nonsending) func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await store?.finish(
      effects: numbers, timeout: nil,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Whether every effect the send started has finished or been cancelled.
  public var isCancelled: Bool { !(store?.isInFlight(effects: numbers) ?? false) }
}

/// What a `TestStoreTask` asks of its store.
protocol TestStoreTaskControl: AnyObject, Sendable {
  nonisolated(nonsending) func cancel(effects: [Int]) async
  nonisolated(nonsending) func finish(
    effects: [Int]?, timeout: Duration?, at location: SourceLocation
  ) async
  func isInFlight(effects: [Int]) -> Bool
}

extension TestStore: TestStoreTaskControl {
  nonisolated(nonsending) func cancel(effects: [Int]) async {
    runtime.cancel(descendingFrom: effects)
    settle()
  }

  func isInFlight(effects: [Int]) -> Bool {
    let inFlight = Set(runtime.inFlight.map(\.number))
    return effects.contains(where: inFlight.contains)
  }
}
